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
import { searchText } from "./search-text";

// Re-exported: lib/server/catalog/feature-conditions.ts reads feature ranges the same way.
export { numericRange };

export type TFilterContext = { site: Pick<TSite, "id">; auth: TAuth | null; locale: TLocale };

/** A facet whose values are alternatives (brands A or B): its selection narrows the results and every other facet, not its own list. */
export type TFacetKind = "brand" | "manufacturer" | "country" | "seller" | "series" | "type" | "set" | "feature";
/** A selected multi-value facet and its condition (the same SQL object as in `conditions`). */
export type TFacetFilter = { kind: TFacetKind; featureId: number | null; condition: SQL };

/** The filters of a catalogue query as conditions on product_search (alias `ps`), ANDed by the caller. */
export type TCatalogFilters = {
  conditions: SQL[];
  /** The multi-value facets' conditions among `conditions`: the facets count each one's values without it. */
  facetFilters: TFacetFilter[];
  section: { id: number; name: string } | null;
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
  if (query.section !== null) {
    if (!sectionRow) throw new AppError("NOT_FOUND", searchText(ctx.locale, "errors.sectionNotFound"));
    section = { id: sectionRow.id, name: sectionRow.name };
    // The section and everything under it: a small id list, so the big table is filtered by an array.
    const subtree = await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.siteId, siteId), or(eq(sections.id, sectionRow.id), like(sections.path, `${sectionRow.path}.%`))));
    conditions.push(sql`ps.section_id = ANY(${sql.param(subtree.map((s) => s.id))}::int4[])`);
  }

  const facetFilters: TFacetFilter[] = [];
  const facet = (kind: TFacetKind, condition: SQL, featureId: number | null = null) => {
    conditions.push(condition);
    facetFilters.push({ kind, featureId, condition });
  };
  const ids = (kind: TFacetKind, column: string, values: number[]) => {
    if (values.length) facet(kind, sql`${sql.raw(`ps.${column}`)} = ANY(${sql.param(values)}::int4[])`);
  };
  ids("brand", "brand_id", query.brands);
  ids("manufacturer", "manufacturer_id", query.manufacturer);
  ids("seller", "seller_id", query.sellers);
  ids("series", "series_id", query.series);
  ids("type", "group_id", query.type);
  if (countryIds) facet("country", countryIds.length ? sql`ps.manufacturer_id = ANY(${sql.param(countryIds)}::int4[])` : sql`FALSE`);

  if (query.priceMin !== null) conditions.push(sql`ps.base_price >= ${query.priceMin}`);
  if (query.priceMax !== null) conditions.push(sql`ps.base_price <= ${query.priceMax}`);
  if (query.recommended) conditions.push(sql`ps.is_recommended`);
  if (query.set.length) facet("set", sql`ps.sets && ${sql.param(query.set)}::text[]`);
  if (query.instock) conditions.push(inStockCondition());
  if (query.infavorite) {
    if (!ctx.auth) throw new AppError("UNAUTHORIZED", searchText(ctx.locale, "errors.favoritesSignIn"));
    conditions.push(sql`EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${ctx.auth.user.id} AND f.product_id = ps.product_id)`);
  }

  const byId = new Map(featureRows.map((f) => [f.id, f]));
  const problems: string[] = [];
  const perFeature = new Map<number, SQL[]>();
  const addAlternative = (featureId: number, condition: SQL) => perFeature.set(featureId, [...(perFeature.get(featureId) ?? []), condition]);
  for (const param of query.features) {
    const feature = byId.get(param.featureId);
    if (!feature) {
      problems.push(searchText(ctx.locale, "errors.featureNotFound", { id: param.featureId }));
      continue;
    }
    if (feature.kind === "numeric") {
      // The comma separates the bounds (spec §2 featureId:from,to), so decimals are written with a dot.
      const range = numericRange(param.value);
      if (!range) {
        problems.push(searchText(ctx.locale, "errors.featureNotNumber", { feature: feature.name }));
        continue;
      }
      addAlternative(
        feature.id,
        sql`(pf.value_num IS NOT NULL${range.from === null ? sql`` : sql` AND pf.value_num >= ${range.from}::numeric`}${range.to === null ? sql`` : sql` AND pf.value_num <= ${range.to}::numeric`})`,
      );
    } else {
      addAlternative(feature.id, sql`lower(pf.value_text) = ${param.value.toLowerCase()}`);
    }
  }
  // custom-{featureId}=a,b: a select filter over a text feature's values; other properties are not ours to know.
  for (const custom of query.custom) {
    const feature = /^\d{1,9}$/.test(custom.property) ? byId.get(Number(custom.property)) : undefined;
    if (!feature) continue;
    addAlternative(feature.id, sql`lower(coalesce(pf.value_text, pf.value_num::text)) = ANY(${sql.param(custom.values.map((v) => v.toLowerCase()))}::text[])`);
  }
  if (problems.length) throw new AppError("BAD_REQUEST", searchText(ctx.locale, "errors.checkFields"), { errors: { features: problems } });
  // The feature's matching values from the site's dictionary, tested against the product's value ids:
  // one small lookup per query instead of a product_features probe per matched row.
  for (const [featureId, alternatives] of perFeature) {
    facet(
      "feature",
      sql`ps.feature_values && ARRAY(SELECT pf.id FROM search_feature_values pf WHERE pf.site_id = ${siteId} AND pf.feature_id = ${featureId} AND (${sql.join(alternatives, sql` OR `)}))`,
      featureId,
    );
  }
  return { conditions, facetFilters, section };
}

/**
 * Some stock available (on hand less reserved) at any warehouse of the site: product_search.in_stock,
 * which a trigger on stocks keeps exact (orders' reservations included).
 */
export function inStockCondition(): SQL {
  return sql`ps.in_stock`;
}
