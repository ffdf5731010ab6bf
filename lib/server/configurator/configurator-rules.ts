import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TConfiguratorNotice, TConfiguratorRule, TConfiguratorStep } from "@/lib/contracts/configurator";
import type { TLocale } from "@/lib/shared/locales";
import type { TDb, TTx } from "../db/client";
import { features, productFeatures } from "../db/schema";
import { translator } from "@/lib/server/i18n/translator";

export type TFeatureInfo = { id: number; name: string; unit: string };
/** A product's values of the features the rules read: numbers for numeric features, text otherwise. */
export type TFeatureValues = Map<number, number | string>;
export type TBoundRule = TConfiguratorRule & { featureId: number; ofFeatureId: number | null };
export type TResolvedRules = { byStep: Map<string, TBoundRule[]>; features: TFeatureInfo[]; notices: TConfiguratorNotice[] };

const fold = (name: string) => name.trim().toLowerCase();

/** The feature names a rule reads (its own, and the bound one of `of`). */
function featureNamesOf(rule: TConfiguratorRule): string[] {
  return "of" in rule && rule.of ? [rule.feature, rule.of.feature] : [rule.feature];
}

/**
 * Binds the rules of a configurator's steps to the site's features by name (case aside). A rule naming a
 * feature the site does not have is left out and reported (`notices`): the configurator keeps working
 * without it, and the seller console shows the same report when the rules are saved.
 */
export async function resolveRules(db: TDb | TTx, siteId: number, steps: TConfiguratorStep[], locale: TLocale): Promise<TResolvedRules> {
  const names = [...new Set(steps.flatMap((s) => s.rules.flatMap(featureNamesOf)).map(fold))];
  const rows =
    names.length === 0
      ? []
      : await db
          .select({ id: features.id, name: features.name, unit: features.unit })
          .from(features)
          .where(and(eq(features.siteId, siteId), inArray(sql`lower(${features.name})`, names)));
  const byName = new Map<string, TFeatureInfo>();
  for (const row of rows) if (!byName.has(fold(row.name))) byName.set(fold(row.name), { id: row.id, name: row.name, unit: row.unit ?? "" });
  const notices: TConfiguratorNotice[] = [];
  const byStep = new Map<string, TBoundRule[]>();
  for (const step of steps) {
    const bound: TBoundRule[] = [];
    step.rules.forEach((rule, index) => {
      const own = byName.get(fold(rule.feature));
      const of = "of" in rule && rule.of ? byName.get(fold(rule.of.feature)) : null;
      if (!own || of === undefined) {
        const missing = own ? (rule as { of: { feature: string } }).of.feature : rule.feature;
        notices.push({ step: step.key, rule: index + 1, feature: missing, message: translator(locale, "configurator")("api.unknownFeature", { step: step.title, rule: index + 1, feature: missing }) });
        return;
      }
      bound.push({ ...rule, featureId: own.id, ofFeatureId: of ? of.id : null });
    });
    byStep.set(step.key, bound);
  }
  return { byStep, features: [...byName.values()], notices };
}

/** The values of `featureIds` of the products (numeric features as numbers). */
export async function loadFeatureValues(db: TDb | TTx, siteId: number, productIds: number[], featureIds: number[]): Promise<Map<number, TFeatureValues>> {
  const out = new Map<number, TFeatureValues>();
  if (productIds.length === 0 || featureIds.length === 0) return out;
  const rows = await db
    .select({ productId: productFeatures.productId, featureId: productFeatures.featureId, num: productFeatures.valueNum, text: productFeatures.valueText })
    .from(productFeatures)
    .where(and(eq(productFeatures.siteId, siteId), inArray(productFeatures.productId, productIds), inArray(productFeatures.featureId, featureIds)));
  for (const row of rows) {
    const value = row.num !== null ? Number(row.num) : row.text;
    if (value === null) continue;
    const values = out.get(row.productId) ?? new Map<number, number | string>();
    values.set(row.featureId, value);
    out.set(row.productId, values);
  }
  return out;
}

/** A pick as the rules see it: the product's feature values and how many. */
export type TRulePick = { productId: number; amount: number; values: TFeatureValues };

function same(a: number | string, b: number | string): boolean {
  if (typeof a === "number" && typeof b === "number") return a === b;
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

function compare(op: "eq" | "lte" | "gte", a: number | string, b: number | string): boolean {
  if (op === "eq") return same(a, b);
  if (typeof a !== "number" || typeof b !== "number") return false;
  return op === "lte" ? a <= b : a >= b;
}

/** Σ (feature × amount) over the picks of the rule's steps. */
export function usedBy(rule: TBoundRule & { op: "sum_lte" }, picksByStep: Map<string, TRulePick[]>): number {
  let used = 0;
  for (const step of rule.steps) for (const pick of picksByStep.get(step) ?? []) {
    const value = pick.values.get(rule.featureId);
    if (typeof value === "number") used += value * pick.amount;
  }
  return used;
}

/** The bound of a `sum_lte` rule: the smallest value among the picks of its `of` step; null when nothing there bounds it. */
export function limitOf(rule: TBoundRule & { op: "sum_lte" }, picksByStep: Map<string, TRulePick[]>): number | null {
  const values = (picksByStep.get(rule.of.step) ?? []).map((p) => p.values.get(rule.ofFeatureId ?? 0)).filter((v): v is number => typeof v === "number");
  return values.length === 0 ? null : Math.min(...values);
}

/**
 * Whether a product satisfies one rule given the picks (`extra`: how many more of it a `sum_lte` counts —
 * 1 for a candidate, 0 when checking picks already counted).
 */
export function satisfies(rule: TBoundRule, values: TFeatureValues, picksByStep: Map<string, TRulePick[]>, extra: number): boolean {
  const own = values.get(rule.featureId);
  if (rule.op === "in") return own !== undefined && rule.values.some((v) => same(own, v));
  if (rule.op === "sum_lte") {
    const limit = limitOf(rule, picksByStep);
    if (limit === null) return true;
    const add = typeof own === "number" ? own * extra : 0;
    return usedBy(rule, picksByStep) + add <= limit;
  }
  if (rule.value !== undefined) return own !== undefined && compare(rule.op, own, rule.value);
  if (!rule.of) return true;
  const bounds = (picksByStep.get(rule.of.step) ?? []).map((p) => p.values.get(rule.ofFeatureId ?? 0)).filter((v) => v !== undefined);
  if (bounds.length === 0) return true;
  return own !== undefined && bounds.every((bound) => compare(rule.op as "eq" | "lte" | "gte", own, bound));
}
