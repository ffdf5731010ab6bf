import "server-only";
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  CONFIGURATOR_OPTIONS_PER_PAGE,
  type TConfigurationPick,
  type TConfigurationResponse,
  type TConfiguratorCapacity,
  type TConfiguratorPick,
  type TConfiguratorProduct,
  type TConfiguratorStep,
  type TEvaluateConfigurationRequest,
} from "@/lib/contracts/configurator";
import type { TLocale } from "@/lib/shared/locales";
import { kopecksToDecimal } from "@/lib/shared/money";
import { formatDecimal } from "@/lib/shared/number-format";
import type { TCartContext } from "../cart/cart-context";
import type { TActiveCompany } from "../cart/require-active-company";
import { resolvePrices } from "../catalog/product-read-model/resolve-prices";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { AppError, type TFieldErrors } from "../http/app-error";
import { limitOf, loadFeatureValues, resolveRules, satisfies, usedBy, type TBoundRule, type TFeatureInfo, type TFeatureValues, type TResolvedRules, type TRulePick } from "./configurator-rules";
import { findConfiguratorOrThrow, summaryOf, type TConfiguratorRow } from "./find-configurator";
import { requireConfiguratorViewer } from "./require-configurator-viewer";
import { translator } from "@/lib/server/i18n/translator";

type TProductHead = { id: number; name: string; article: string; unit: string; sectionId: number | null };
type TChecked = {
  row: TConfiguratorRow;
  company: TActiveCompany;
  rules: TResolvedRules;
  /** The picks in step order, a product picked twice at one step merged. */
  picks: (TConfiguratorPick & { head: TProductHead })[];
  picksByStep: Map<string, TRulePick[]>;
  values: Map<number, TFeatureValues>;
};

const sumRule = (rule: TBoundRule): rule is TBoundRule & { op: "sum_lte" } => rule.op === "sum_lte";

/** SQL: the product lies in the step's section (by name) or below it. */
function inStepSection(siteId: number, step: TConfiguratorStep): SQL {
  const roots = sql`(SELECT s.path FROM sections s WHERE s.site_id = ${siteId} AND lower(s.name) = lower(${step.section}))`;
  return sql`${products.sectionId} IN (SELECT c.id FROM sections c WHERE c.site_id = ${siteId} AND EXISTS (SELECT 1 FROM ${roots} r(path) WHERE c.path = r.path OR c.path LIKE r.path || '.%'))`;
}

const formatValue = (value: number | string, unit: string, locale: TLocale) => (typeof value === "number" ? `${formatDecimal(value, locale)}${unit ? ` ${unit}` : ""}` : value);

function describe(values: TFeatureValues | undefined, featureList: TFeatureInfo[], locale: TLocale): TConfiguratorProduct["features"] {
  return featureList.flatMap((f) => {
    const value = values?.get(f.id);
    return value === undefined ? [] : [{ name: f.name, value: formatValue(value, f.unit, locale) }];
  });
}

/**
 * Reads the configurator and checks the picks against its steps and rules: every product is the site's
 * (else 404, as the cart answers), lies in its step's section, a step holds at most `max` products, each pick
 * keeps the rules of its step against the earlier picks, and every capacity (`sum_lte`) holds — else 400 with
 * the pick's field error (`picks.{n}`). `complete` additionally wants every step's `min` (to the cart or a
 * specification).
 */
export async function checkConfiguration(ctx: TCartContext, code: string, requested: TConfiguratorPick[], { complete = false } = {}): Promise<TChecked> {
  const { site, locale } = ctx;
  const company = await requireConfiguratorViewer(ctx);
  const row = await findConfiguratorOrThrow(site.id, code, locale);
  const db = getDb();
  const rules = await resolveRules(db, site.id, row.steps, locale);
  const errors: TFieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const stepIndex = new Map(row.steps.map((s, i) => [s.key, i]));

  requested.forEach((pick, i) => {
    if (!stepIndex.has(pick.step)) fail(`picks.${i}.step`, translator(locale, "configurator")("api.unknownStep", { step: pick.step }));
  });
  if (Object.keys(errors).length) throw new AppError("BAD_REQUEST", translator(locale, "configurator")("api.badPicks"), { errors });

  const ids = [...new Set(requested.map((p) => p.productId))];
  const heads =
    ids.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.name, article: products.article, unit: products.unit, sectionId: products.sectionId })
          .from(products)
          .where(and(eq(products.siteId, site.id), eq(products.isActive, true), inArray(products.id, ids)));
  const headOf = new Map(heads.map((h) => [h.id, h]));
  const unknown = requested.find((p) => !headOf.has(p.productId));
  if (unknown) throw new AppError("NOT_FOUND", translator(locale, "configurator")("api.productNotFound"));

  // Merge repeats, keep the step order (earlier steps bound later ones).
  const merged: (TConfiguratorPick & { head: TProductHead; index: number; stepAt: number })[] = [];
  requested.forEach((pick, index) => {
    const same = merged.find((m) => m.step === pick.step && m.productId === pick.productId);
    const head = headOf.get(pick.productId);
    if (same) same.amount += pick.amount;
    else if (head) merged.push({ ...pick, head, index, stepAt: stepIndex.get(pick.step) ?? 0 });
  });
  merged.sort((a, b) => a.stepAt - b.stepAt || a.index - b.index);

  // Each step's section.
  for (const step of row.steps) {
    const own = merged.filter((m) => m.step === step.key);
    if (own.length === 0) continue;
    const inside = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, site.id), inArray(products.id, own.map((m) => m.productId)), inStepSection(site.id, step)));
    const ok = new Set(inside.map((r) => r.id));
    for (const m of own) if (!ok.has(m.productId)) fail(`picks.${m.index}.productId`, translator(locale, "configurator")("api.notInStep", { product: m.head.name, step: step.title }));
    if (own.length > step.max) fail(`picks.${own[step.max].index}`, translator(locale, "configurator")("api.tooMany", { step: step.title, max: step.max }));
  }
  if (complete) {
    for (const step of row.steps) {
      if (merged.filter((m) => m.step === step.key).length < step.min) fail("picks", translator(locale, "configurator")("api.stepIncomplete", { step: step.title, min: step.min }));
    }
  }

  const values = await loadFeatureValues(db, site.id, ids, rules.features.map((f) => f.id));
  const picksByStep = new Map<string, TRulePick[]>();
  const nameOf = (featureId: number) => rules.features.find((f) => f.id === featureId)?.name ?? "";
  for (const m of merged) {
    const own = values.get(m.productId) ?? new Map();
    const stepRules = rules.byStep.get(m.step) ?? [];
    const step = row.steps[m.stepAt];
    // Rules over earlier steps are checked as the pick comes; capacities once all picks are in.
    const broken = stepRules.find((rule) => !sumRule(rule) && !satisfies(rule, own, picksByStep, 0));
    if (broken) fail(`picks.${m.index}`, translator(locale, "configurator")("api.ruleBroken", { product: m.head.name, step: step.title, feature: nameOf(broken.featureId) }));
    picksByStep.set(m.step, [...(picksByStep.get(m.step) ?? []), { productId: m.productId, amount: m.amount, values: own }]);
  }
  for (const step of row.steps) {
    for (const rule of (rules.byStep.get(step.key) ?? []).filter(sumRule)) {
      const limit = limitOf(rule, picksByStep);
      const used = usedBy(rule, picksByStep);
      if (limit === null || used <= limit) continue;
      const last = [...merged].reverse().find((m) => rule.steps.includes(m.step));
      fail(last ? `picks.${last.index}` : "picks", translator(locale, "configurator")("api.overCapacity", { feature: nameOf(rule.featureId), used: formatDecimal(used, locale), limit: formatDecimal(limit, locale) }));
    }
  }
  if (Object.keys(errors).length) throw new AppError("BAD_REQUEST", translator(locale, "configurator")("api.badPicks"), { errors });
  return { row, company, rules, picks: merged.map(({ index: _index, stepAt: _stepAt, ...m }) => m), picksByStep, values };
}

/** The step whose options to show: the one asked for, else the first short of its `min`, else the first with room, else the last. */
function currentStep(row: TConfiguratorRow, picksByStep: Map<string, TRulePick[]>, asked?: string): TConfiguratorStep {
  const count = (s: TConfiguratorStep) => picksByStep.get(s.key)?.length ?? 0;
  return (
    row.steps.find((s) => s.key === asked) ??
    row.steps.find((s) => count(s) < s.min) ??
    row.steps.find((s) => count(s) < s.max) ??
    row.steps[row.steps.length - 1]
  );
}

/** The capacities of the configurator (each `sum_lte` whose bound is picked): used, limit, remaining. */
function capacitiesOf(checked: TChecked): TConfiguratorCapacity[] {
  const out: TConfiguratorCapacity[] = [];
  const seen = new Set<string>();
  for (const step of checked.row.steps) {
    for (const rule of (checked.rules.byStep.get(step.key) ?? []).filter(sumRule)) {
      const key = `${rule.of.step}|${rule.featureId}|${rule.steps.join(",")}`;
      const limit = limitOf(rule, checked.picksByStep);
      if (seen.has(key) || limit === null) continue;
      seen.add(key);
      const used = usedBy(rule, checked.picksByStep);
      const feature = checked.rules.features.find((f) => f.id === rule.featureId);
      const bound = checked.row.steps.find((s) => s.key === rule.of.step);
      out.push({ step: bound?.title ?? rule.of.step, feature: feature?.name ?? rule.feature, unit: feature?.unit ?? "", used, limit, remaining: limit - used });
    }
  }
  return out;
}

/**
 * POST /api/v1/configurators/{code}/evaluate: the picks priced for the company with the running total and
 * the remaining capacities, and one step's options — only the products of its section that keep every rule
 * given the picks (filtered here, on the server), cheapest first, a page at a time. Rules naming unknown
 * features are reported in `notices` and not applied.
 */
export async function evaluateConfiguration(ctx: TCartContext, code: string, request: TEvaluateConfigurationRequest): Promise<TConfigurationResponse> {
  const { site } = ctx;
  const checked = await checkConfiguration(ctx, code, request.picks);
  const { row, rules, picksByStep, company } = checked;
  const db = getDb();
  const step = currentStep(row, picksByStep, request.step);
  const q = request.q ? `%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const candidates = await db
    .select({ id: products.id, name: products.name, article: products.article, unit: products.unit })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true), inStepSection(site.id, step), q ? or(ilike(products.name, q), ilike(products.article, q)) : undefined))
    .orderBy(asc(products.basePrice), asc(products.id))
    .limit(5000);
  const featureIds = rules.features.map((f) => f.id);
  const candidateValues = await loadFeatureValues(db, site.id, candidates.map((c) => c.id), featureIds);
  const stepRules = rules.byStep.get(step.key) ?? [];
  const compatible = candidates.filter((c) => stepRules.every((rule) => satisfies(rule, candidateValues.get(c.id) ?? new Map(), picksByStep, 1)));
  const perPage = CONFIGURATOR_OPTIONS_PER_PAGE;
  const pageCount = Math.max(1, Math.ceil(compatible.length / perPage));
  const page = Math.min(request.page, pageCount);
  const shown = compatible.slice((page - 1) * perPage, page * perPage);

  const prices = await resolvePrices({ site, companyId: company.id }, [...shown.map((c) => ({ productId: c.id, amount: 1 })), ...checked.picks.map((p) => ({ productId: p.productId, amount: p.amount }))]);
  const priceOf = (id: number) => prices.get(id)?.price ?? 0;
  const picks: TConfigurationPick[] = checked.picks.map((p) => ({
    step: p.step,
    productId: p.productId,
    name: p.head.name,
    article: p.head.article,
    unit: p.head.unit,
    price: kopecksToDecimal(priceOf(p.productId)),
    amount: p.amount,
    total: kopecksToDecimal(priceOf(p.productId) * p.amount),
    features: describe(checked.values.get(p.productId), rules.features, ctx.locale),
  }));
  const count = (s: TConfiguratorStep) => picksByStep.get(s.key)?.length ?? 0;
  return {
    configurator: summaryOf(row),
    picks,
    capacities: capacitiesOf(checked),
    total: kopecksToDecimal(checked.picks.reduce((sum, p) => sum + priceOf(p.productId) * p.amount, 0)),
    complete: row.steps.every((s) => count(s) >= s.min) && checked.picks.length > 0,
    options: {
      step: step.key,
      items: shown.map((c) => ({ productId: c.id, name: c.name, article: c.article, unit: c.unit, price: kopecksToDecimal(priceOf(c.id)), features: describe(candidateValues.get(c.id), rules.features, ctx.locale) })),
      meta: { currentPage: page, pageCount, totalCount: compatible.length, perPage },
    },
    notices: rules.notices,
  };
}
