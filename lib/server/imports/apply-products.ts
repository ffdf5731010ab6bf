import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import { productFeatures, products } from "../db/schema";
import { normalizeArticle } from "@/lib/shared/article";
import { DEFAULT_UNIT } from "@/lib/shared/units";
import type { CatalogReferences } from "./catalog-references";
import type { TProductFeatureValue, TProductRecord } from "./import-records";
import { importLogText, reportProblem, type TImportState } from "./import-state";

type TProductRow = typeof products.$inferSelect;
export type TFeatureValue = { featureId: number; valueNum: string | null; valueText: string | null };

/** The columns an import owns; the rest (recommended, sets, batches…) stay the seller's own in our database. */
export type TImportedColumns = Pick<TProductRow, "article" | "name" | "unit" | "description" | "sectionId" | "brandId" | "weightKg" | "vatRate" | "isActive">;

const COLUMNS: (keyof TImportedColumns)[] = ["article", "name", "unit", "description", "sectionId", "brandId", "weightKg", "vatRate", "isActive"];

export function sameColumns(a: TImportedColumns, b: TImportedColumns): boolean {
  return COLUMNS.every((c) => a[c] === b[c]);
}

const featureKey = (values: TFeatureValue[]) =>
  values
    .map((v) => `${v.featureId}:${v.valueNum ?? ""}:${v.valueText ?? ""}`)
    .sort()
    .join("|");

export function sameFeatures(a: TFeatureValue[], b: TFeatureValue[]): boolean {
  return featureKey(a) === featureKey(b);
}

/** A numeric feature's value as PostgreSQL's numeric(14,4) returns it, so a re-import compares equal. */
function numericText(value: string): string | null {
  const n = Number.parseFloat(value.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(n) && Math.abs(n) < 1e10 ? n.toFixed(4) : null;
}

export async function resolveFeatures(db: TDb | TTx, refs: CatalogReferences, state: TImportState, where: string, values: TProductFeatureValue[]): Promise<TFeatureValue[]> {
  const out = new Map<number, TFeatureValue>();
  for (const v of values) {
    const feature = refs.feature(v.featureKey);
    if (!feature) {
      reportProblem(state, where, importLogText("problems.propertyNotInClassifier", { feature: v.featureKey }));
      continue;
    }
    const text = v.optionKey !== null ? ((await refs.optionValue(db, feature.id, v.optionKey)) ?? v.value) : v.value;
    if (!text) continue;
    if (feature.kind === "numeric") {
      const num = numericText(text);
      out.set(feature.id, num !== null ? { featureId: feature.id, valueNum: num, valueText: null } : { featureId: feature.id, valueNum: null, valueText: text });
    } else out.set(feature.id, { featureId: feature.id, valueNum: null, valueText: text });
  }
  return [...out.values()];
}

export async function loadFeatureValues(db: TDb | TTx, siteId: number, ids: number[]): Promise<Map<number, TFeatureValue[]>> {
  const byProduct = new Map<number, TFeatureValue[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productFeatures.productId, featureId: productFeatures.featureId, valueNum: productFeatures.valueNum, valueText: productFeatures.valueText })
    .from(productFeatures)
    .where(and(eq(productFeatures.siteId, siteId), inArray(productFeatures.productId, ids)));
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ featureId: r.featureId, valueNum: r.valueNum, valueText: r.valueText });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

export async function replaceFeatures(db: TDb | TTx, siteId: number, changed: Map<number, TFeatureValue[]>): Promise<void> {
  if (changed.size === 0) return;
  await db.delete(productFeatures).where(and(eq(productFeatures.siteId, siteId), inArray(productFeatures.productId, [...changed.keys()])));
  const rows = [...changed].flatMap(([productId, values]) => values.map((v) => ({ productId, ...v })));
  if (rows.length === 0) return;
  // One array a column (as writePrices does), not a bind parameter a cell: PGlite parses thousands of
  // parameters of a multi-row VALUES far slower than five arrays.
  await db.execute(sql`
    INSERT INTO product_features (site_id, product_id, feature_id, value_num, value_text)
    SELECT ${siteId}, u.* FROM unnest(${sql.param(rows.map((r) => r.productId))}::int4[], ${sql.param(rows.map((r) => r.featureId))}::int4[],
      ${sql.param(rows.map((r) => r.valueNum))}::numeric[], ${sql.param(rows.map((r) => r.valueText))}::text[]) AS u`);
}

/** Inserts new products, one array a column; returns each key's id. */
async function insertProducts(db: TDb | TTx, state: TImportState, writes: TWrite[]): Promise<{ id: number; key: string }[]> {
  const column = <T>(value: (c: TImportedColumns) => T) => sql.param(writes.map((w) => value(w.columns)));
  return rowsOf<{ id: number; key: string }>(
    await db.execute(sql`
      INSERT INTO products (site_id, seen_run_id, external_id, article_norm, article, name, unit, description, section_id, brand_id, weight_kg, vat_rate, is_active)
      SELECT ${state.siteId}, ${state.runId}, u.* FROM unnest(
        ${sql.param(writes.map((w) => w.key))}::text[], ${sql.param(writes.map((w) => normalizeArticle(w.columns.article)))}::text[],
        ${column((c) => c.article)}::text[], ${column((c) => c.name)}::text[], ${column((c) => c.unit)}::text[], ${column((c) => c.description)}::text[],
        ${column((c) => c.sectionId)}::int4[], ${column((c) => c.brandId)}::int4[], ${column((c) => c.weightKg)}::numeric[], ${column((c) => c.vatRate)}::int4[],
        ${column((c) => c.isActive)}::bool[]) AS u
      RETURNING id, external_id AS key`),
  );
}

/** Products with these keys as they are now. */
export async function loadKeyedProducts(db: TDb | TTx, siteId: number, keys: string[]): Promise<Map<string, TProductRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), inArray(products.externalId, keys)));
  return new Map(rows.map((r) => [r.externalId as string, r]));
}

export type TWrite = { key: string; columns: TImportedColumns; features: TFeatureValue[] | undefined; where: string };

/**
 * Inserts the new products and updates the changed ones of a batch, marks all of them seen by the run, and
 * rewrites the features that differ. Returns the ids whose search documents must be rebuilt and each key's id.
 */
export async function writeProducts(db: TDb | TTx, state: TImportState, writes: TWrite[]): Promise<{ touched: number[]; ids: Map<string, number> }> {
  const { siteId } = state;
  const existing = await loadKeyedProducts(
    db,
    siteId,
    writes.map((w) => w.key),
  );
  const currentFeatures = await loadFeatureValues(
    db,
    siteId,
    [...existing.values()].map((p) => p.id),
  );
  const ids = new Map<string, number>();
  const touched: number[] = [];
  const featureChanges = new Map<number, TFeatureValue[]>();
  const inserts = writes.filter((w) => !existing.has(w.key));
  const now = new Date();
  if (inserts.length > 0) {
    const created = await insertProducts(db, state, inserts);
    for (const row of created) {
      ids.set(row.key, row.id);
      touched.push(row.id);
    }
    for (const w of inserts) if (w.features && w.features.length > 0) featureChanges.set(ids.get(w.key) as number, w.features);
    state.counts.created += inserts.length;
  }
  for (const w of writes) {
    const row = existing.get(w.key);
    if (!row) continue;
    ids.set(w.key, row.id);
    const columnsChanged = !sameColumns(row, w.columns);
    const featuresChanged = w.features !== undefined && !sameFeatures(currentFeatures.get(row.id) ?? [], w.features);
    if (columnsChanged) {
      await db
        .update(products)
        .set({ ...w.columns, articleNorm: normalizeArticle(w.columns.article), updatedAt: now })
        .where(and(eq(products.siteId, siteId), eq(products.id, row.id)));
    }
    if (featuresChanged) featureChanges.set(row.id, w.features as TFeatureValue[]);
    if (columnsChanged || featuresChanged) {
      touched.push(row.id);
      state.counts.updated++;
    } else state.counts.unchanged++;
  }
  const seen = [...existing.values()].map((r) => r.id);
  if (seen.length > 0) await db.update(products).set({ seenRunId: state.runId }).where(and(eq(products.siteId, siteId), inArray(products.id, seen)));
  await replaceFeatures(db, siteId, featureChanges);
  return { touched, ids };
}

/** The columns of a good from its record, over what the product has (absent fields keep their value). */
export async function columnsOfGood(db: TDb | TTx, refs: CatalogReferences, record: TProductRecord, current: TProductRow | undefined, isActive: boolean): Promise<TImportedColumns> {
  const sectionId = record.sectionKey === undefined ? (current?.sectionId ?? null) : record.sectionKey === null ? null : (refs.sectionId(record.sectionKey) ?? null);
  const brandId = record.brand === undefined ? (current?.brandId ?? null) : record.brand ? await refs.brandId(db, record.brand) : null;
  return {
    article: record.article,
    name: record.name,
    unit: record.unit ?? current?.unit ?? DEFAULT_UNIT,
    description: record.description ?? current?.description ?? "",
    sectionId,
    brandId,
    weightKg: record.weightKg === undefined ? (current?.weightKg ?? null) : record.weightKg === null ? null : record.weightKg.toFixed(3),
    vatRate: record.vatRate ?? current?.vatRate ?? 20,
    isActive,
  };
}

/** The goods of the site that have characteristic products on sale (they stay hidden: their sizes are sold). */
export async function goodsWithCharacteristics(db: TDb | TTx, siteId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ parent: sql<string>`split_part(${products.externalId}, '#', 1)` })
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isActive, true), sql`${products.externalId} LIKE '%#%'`));
  return new Set(rows.map((r) => r.parent));
}
