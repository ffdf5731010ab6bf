import "server-only";
import { and, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import type { TAuth } from "../auth/authenticate";
import { getDb } from "../db/client";
import { features, manufacturers, sections } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TSite } from "../sites/resolve-site";
import type { TLocale } from "@/lib/shared/locales";
import { numericRange } from "./numeric-range";
import { translator } from "@/lib/server/i18n/translator";

// Re-exported: lib/server/catalog/feature-conditions.ts reads feature ranges the same way.
export { numericRange };

export type TFilterContext = { site: Pick<TSite, "id">; auth: TAuth | null; locale: TLocale };

/** A facet whose values are alternatives (brands A or B): its selection narrows the results and every other facet, not its own list. */
export type TFacetKind = "brand" | "manufacturer" | "country" | "seller" | "series" | "type" | "set" | "feature";
/** A selected multi-value facet and its condition (the same SQL object as in `conditions`), and the same test for the in-process index. */
export type TFacetFilter = { kind: TFacetKind; featureId: number | null; condition: SQL; test: TFacetTest };

/** A product's reference column the in-process index keeps (lib/server/search/engine). */
export type TRefColumn = "brand" | "manufacturer" | "seller" | "series" | "group";
/** One alternative of a feature filter: a numeric range, a text value, or any of these texts (of the text or the number). */
export type TFeatureAlternative = { range: { from: number | null; to: number | null } } | { text: string } | { anyOf: string[] };
/** A selected facet's condition as data, for the in-process index. */
export type TFacetTest =
  | { kind: "ref"; column: TRefColumn; ids: number[] }
  | { kind: "set"; labels: string[] }
  | { kind: "feature"; featureId: number; alternatives: TFeatureAlternative[] };
/** The conditions of a query other than the facets and the keyword, as data (the same as the SQL conditions). */
export type TFilterPlan = {
  /** The section and its subtree; null: any. */
  sectionIds: number[] | null;
  priceMin: number | null;
  priceMax: number | null;
  recommended: boolean;
  instock: boolean;
  /** Only this user's favourites; null: anyone's. */
  favoritesOf: number | null;
};

/** The filters of a catalogue query as conditions on product_search (alias `ps`), ANDed by the caller. */
export type TCatalogFilters = {
  conditions: SQL[];
  /** The multi-value facets' conditions among `conditions`: the facets count each one's values without it. */
  facetFilters: TFacetFilter[];
  section: { id: number; name: string } | null;
  /** The same filters as data, for the in-process index. */
  plan: TFilterPlan;
};

/** Every filter key of the query except the keyword: section subtree, ids, countries, features, price, flags, sets. */
export async function buildCatalogFilters(ctx: TFilterContext, query: TCatalogQuery): Promise<TCatalogFilters> {
  const db = getDb();
  const siteId = ctx.site.id;
  const conditions: SQL[] = [sql`ps.site_id = ${siteId}`];

  const featureIds = [...new Set([...query.features.map((f) => f.featureId), ...query.custom.filter((c) => /^\d{1,9}$/.test(c.property)).map((c) => Number(c.property))])];
  const [sectionRow, featureRows, countryIds] = await Promise.all([
    query.section === null
      ? Promise.resolve(null)
      : db
          .select({ id: sections.id, name: sections.name, path: sections.path })
          .from(sections)
          .where(and(eq(sections.siteId, siteId), eq(sections.id, query.section)))
          .then((rows) => rows[0] ?? null),
    featureIds.length
      ? db
          .select({ id: features.id, name: features.name, kind: features.kind })
          .from(features)
          .where(and(eq(features.siteId, siteId), inArray(features.id, featureIds)))
      : Promise.resolve([]),
    query.manufacturerCountries.length
      ? db
          .select({ id: manufacturers.id })
          .from(manufacturers)
          .where(and(eq(manufacturers.siteId, siteId), inArray(sql`lower(${manufacturers.country})`, query.manufacturerCountries.map((c) => c.toLowerCase()))))
          .then((rows) => rows.map((r) => r.id))
      : Promise.resolve(null),
  ]);

  let section: TCatalogFilters["section"] = null;
  const plan: TFilterPlan = { sectionIds: null, priceMin: query.priceMin, priceMax: query.priceMax, recommended: query.recommended, instock: query.instock, favoritesOf: null };
  if (query.section !== null) {
    if (!sectionRow) throw new AppError("NOT_FOUND", translator(ctx.locale, "search")("errors.sectionNotFound"));
    section = { id: sectionRow.id, name: sectionRow.name };
    // The section and everything under it: a small id list, so the big table is filtered by an array.
    const subtree = await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.siteId, siteId), or(eq(sections.id, sectionRow.id), like(sections.path, `${sectionRow.path}.%`))));
    conditions.push(sql`ps.section_id = ANY(${sql.param(subtree.map((s) => s.id))}::int4[])`);
    plan.sectionIds = subtree.map((s) => s.id);
  }

  const facetFilters: TFacetFilter[] = [];
  const facet = (kind: TFacetKind, condition: SQL, test: TFacetTest, featureId: number | null = null) => {
    conditions.push(condition);
    facetFilters.push({ kind, featureId, condition, test });
  };
  const ids = (kind: TFacetKind, column: TRefColumn, values: number[]) => {
    if (values.length) facet(kind, sql`${sql.raw(`ps.${column}_id`)} = ANY(${sql.param(values)}::int4[])`, { kind: "ref", column, ids: values });
  };
  ids("brand", "brand", query.brands);
  ids("manufacturer", "manufacturer", query.manufacturer);
  ids("seller", "seller", query.sellers);
  ids("series", "series", query.series);
  ids("type", "group", query.type);
  if (countryIds) {
    const test: TFacetTest = { kind: "ref", column: "manufacturer", ids: countryIds };
    facet("country", countryIds.length ? sql`ps.manufacturer_id = ANY(${sql.param(countryIds)}::int4[])` : sql`FALSE`, test);
  }

  if (query.priceMin !== null) conditions.push(sql`ps.base_price >= ${query.priceMin}`);
  if (query.priceMax !== null) conditions.push(sql`ps.base_price <= ${query.priceMax}`);
  if (query.recommended) conditions.push(sql`ps.is_recommended`);
  if (query.set.length) facet("set", sql`ps.sets && ${sql.param(query.set)}::text[]`, { kind: "set", labels: query.set });
  if (query.instock) conditions.push(inStockCondition());
  if (query.infavorite) {
    if (!ctx.auth) throw new AppError("UNAUTHORIZED", translator(ctx.locale, "search")("errors.favoritesSignIn"));
    conditions.push(sql`EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${ctx.auth.user.id} AND f.product_id = ps.product_id)`);
    plan.favoritesOf = ctx.auth.user.id;
  }

  const byId = new Map(featureRows.map((f) => [f.id, f]));
  const problems: string[] = [];
  const perFeature = new Map<number, SQL[]>();
  const alternativesOf = new Map<number, TFeatureAlternative[]>();
  const addAlternative = (featureId: number, condition: SQL, alternative: TFeatureAlternative) => {
    perFeature.set(featureId, [...(perFeature.get(featureId) ?? []), condition]);
    alternativesOf.set(featureId, [...(alternativesOf.get(featureId) ?? []), alternative]);
  };
  for (const param of query.features) {
    const feature = byId.get(param.featureId);
    if (!feature) {
      problems.push(translator(ctx.locale, "search")("errors.featureNotFound", { id: param.featureId }));
      continue;
    }
    if (feature.kind === "numeric") {
      // The comma separates the bounds (spec §2 featureId:from,to), so decimals are written with a dot.
      const range = numericRange(param.value);
      if (!range) {
        problems.push(translator(ctx.locale, "search")("errors.featureNotNumber", { feature: feature.name }));
        continue;
      }
      addAlternative(
        feature.id,
        sql`(pf.value_num IS NOT NULL${range.from === null ? sql`` : sql` AND pf.value_num >= ${range.from}::numeric`}${range.to === null ? sql`` : sql` AND pf.value_num <= ${range.to}::numeric`})`,
        { range: { from: range.from === null ? null : Number(range.from), to: range.to === null ? null : Number(range.to) } },
      );
    } else {
      addAlternative(feature.id, sql`lower(pf.value_text) = ${param.value.toLowerCase()}`, { text: param.value.toLowerCase() });
    }
  }
  // custom-{featureId}=a,b: a select filter over a text feature's values; other properties are not ours to know.
  for (const custom of query.custom) {
    const feature = /^\d{1,9}$/.test(custom.property) ? byId.get(Number(custom.property)) : undefined;
    if (!feature) continue;
    const values = custom.values.map((v) => v.toLowerCase());
    addAlternative(feature.id, sql`lower(coalesce(pf.value_text, pf.value_num::text)) = ANY(${sql.param(values)}::text[])`, { anyOf: values });
  }
  if (problems.length) throw new AppError("BAD_REQUEST", translator(ctx.locale, "search")("errors.checkFields"), { errors: { features: problems } });
  // The feature's matching values from the site's dictionary, tested against the product's value ids:
  // one small lookup per query instead of a product_features probe per matched row.
  for (const [featureId, alternatives] of perFeature) {
    facet(
      "feature",
      sql`ps.feature_values && ARRAY(SELECT pf.id FROM search_feature_values pf WHERE pf.site_id = ${siteId} AND pf.feature_id = ${featureId} AND (${sql.join(alternatives, sql` OR `)}))`,
      { kind: "feature", featureId, alternatives: alternativesOf.get(featureId) ?? [] },
      featureId,
    );
  }
  return { conditions, facetFilters, section, plan };
}

/**
 * Some stock available (on hand less reserved) at any warehouse of the site: product_search.in_stock,
 * which a trigger on stocks keeps exact (orders' reservations included).
 */
export function inStockCondition(): SQL {
  return sql`ps.in_stock`;
}
