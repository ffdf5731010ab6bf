import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery, TSearchFilterItem, TSearchFilters } from "@/lib/contracts/catalog";
import { money } from "../catalog/product-read-model/money";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { inStockCondition } from "./catalog-filters";
import { cachedFacets } from "./facet-cache";
import { resolveSearch, type TSearchContext } from "./resolve-search";

type TFacetRow = { k: string; id: number | null; v: string | null; extra: string | null; n: number; lo: string | null; hi: string | null };

// A text feature can have hundreds of values; the panel shows the commonest, /filters/{id} all of them.
const VALUES_PER_FEATURE = 50;

/**
 * GET /api/v2/search/filters: the facets of the current result set (every filter applied) in one
 * aggregate statement over one materialised scan: brands, manufacturers and their countries, sellers,
 * series, types, set labels, every feature (min/max for numeric, values with counts for text), the
 * price range and the in-stock / recommended / favourite counts. `featureId` narrows to one feature
 * with all its values (GET /api/v2/search/filters/{id}).
 */
export async function getSearchFilters(ctx: TSearchContext, query: TCatalogQuery, { featureId }: { featureId?: number } = {}): Promise<TSearchFilters> {
  const userId = ctx.auth?.user.id ?? null;
  const { page: _page, pageSize: _pageSize, sort: _sort, ...narrowing } = query;
  const key = JSON.stringify([ctx.site.id, userId, featureId ?? null, ctx.locale, narrowing]);
  return cachedFacets(key, () => computeFilters(ctx, query, featureId ?? null, userId));
}

async function computeFilters(ctx: TSearchContext, query: TCatalogQuery, featureId: number | null, userId: number | null): Promise<TSearchFilters> {
  const siteId = ctx.site.id;
  const search = await resolveSearch(ctx, query);
  const where = sql.join(search.conditions, sql` AND `);
  const onlyFeature = featureId === null ? sql`` : sql` AND pf.feature_id = ${featureId}`;
  const named = (kind: string, column: string, table: string, extra: string) => sql`
    SELECT ${kind} AS k, x.id, t.name AS v, ${sql.raw(extra)} AS extra, x.n, NULL::numeric AS lo, NULL::numeric AS hi
    FROM (SELECT ${sql.raw(column)} AS id, count(*)::int AS n FROM m WHERE ${sql.raw(column)} IS NOT NULL GROUP BY 1) x
    JOIN ${sql.raw(table)} t ON t.id = x.id AND t.site_id = ${siteId}`;
  const favorites =
    userId === null
      ? sql``
      : sql` UNION ALL SELECT 'infavorite', NULL, NULL, NULL, count(*)::int, NULL, NULL FROM m
          WHERE EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${userId} AND f.product_id = m.product_id)`;
  const rows = rowsOf<TFacetRow>(
    await getDb().execute(sql`
      WITH m AS MATERIALIZED (
        SELECT ps.product_id, ps.brand_id, ps.manufacturer_id, ps.series_id, ps.group_id, ps.seller_id, ps.base_price, ps.is_recommended, ps.sets
        FROM product_search ps WHERE ${where}
      )
      ${named("brand", "brand_id", "brands", "NULL")}
      UNION ALL ${named("manufacturer", "manufacturer_id", "manufacturers", "t.country")}
      UNION ALL ${named("series", "series_id", "series", "NULL")}
      UNION ALL ${named("type", "group_id", "product_groups", "t.slug")}
      UNION ALL ${named("seller", "seller_id", "sellers", "NULL")}
      UNION ALL SELECT 'set', NULL, s, NULL, count(*)::int, NULL, NULL FROM m, unnest(m.sets) AS s GROUP BY s
      UNION ALL SELECT 'total', NULL, NULL, NULL, count(*)::int, min(base_price), max(base_price) FROM m
      UNION ALL SELECT 'recommended', NULL, NULL, NULL, count(*)::int, NULL, NULL FROM m WHERE is_recommended
      UNION ALL SELECT 'instock', NULL, NULL, NULL, count(*)::int, NULL, NULL FROM m ps WHERE ${inStockCondition(siteId)}
      ${favorites}
      UNION ALL SELECT 'feature', pf.feature_id, pf.value_text, NULL, count(*)::int, min(pf.value_num), max(pf.value_num)
        FROM m JOIN product_features pf ON pf.site_id = ${siteId} AND pf.product_id = m.product_id${onlyFeature}
        GROUP BY pf.feature_id, pf.value_text`),
  );
  return shapeFilters(ctx, rows, featureId, userId !== null, search.correctedKeyword);
}

async function shapeFilters(ctx: TSearchContext, rows: TFacetRow[], featureId: number | null, isSignedIn: boolean, correctedKeyword: string | null): Promise<TSearchFilters> {
  const byKind = (k: string) => rows.filter((r) => r.k === k);
  const count = (k: string) => Number(byKind(k)[0]?.n ?? 0);
  const refs = (k: string) => byKind(k).map((r) => ({ id: Number(r.id), name: r.v ?? "", count: Number(r.n) })).sort(byCountThenName);
  const manufacturers = byKind("manufacturer").map((r) => ({ id: Number(r.id), name: r.v ?? "", country: r.extra ?? "", count: Number(r.n) }));
  const countries = new Map<string, number>();
  for (const m of manufacturers) if (m.country) countries.set(m.country, (countries.get(m.country) ?? 0) + m.count);
  const total = byKind("total")[0];
  return {
    items: await featureItems(ctx, byKind("feature"), featureId),
    brands: refs("brand"),
    manufacturer: manufacturers.sort(byCountThenName),
    manufacturerCountries: [...countries].map(([value, n]) => ({ value, count: n })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "ru")),
    sellers: refs("seller"),
    series: refs("series"),
    type: byKind("type").map((r) => ({ id: Number(r.id), name: r.v ?? "", slug: r.extra ?? "", count: Number(r.n) })).sort(byCountThenName),
    set: byKind("set").map((r) => ({ value: r.v ?? "", count: Number(r.n) })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "ru")),
    price: { min: total?.lo == null ? null : money(Number(total.lo)), max: total?.hi == null ? null : money(Number(total.hi)) },
    instock: count("instock"),
    recommended: count("recommended"),
    infavorite: isSignedIn ? count("infavorite") : null,
    totalCount: Number(total?.n ?? 0),
    correctedKeyword,
  };
}

function byCountThenName(a: { count: number; name: string }, b: { count: number; name: string }) {
  return b.count - a.count || a.name.localeCompare(b.name, "ru");
}

async function featureItems(ctx: TSearchContext, rows: TFacetRow[], featureId: number | null): Promise<TSearchFilterItem[]> {
  if (rows.length === 0) return [];
  const defs = rowsOf<{ id: number; name: string; unit: string | null; kind: "numeric" | "text"; is_primary: boolean }>(
    await getDb().execute(sql`SELECT id, name, unit, kind, is_primary FROM features WHERE site_id = ${ctx.site.id} ORDER BY sort, id`),
  );
  const items: TSearchFilterItem[] = [];
  for (const def of defs) {
    const own = rows.filter((r) => Number(r.id) === def.id);
    if (own.length === 0) continue;
    const numeric = own.filter((r) => r.lo !== null);
    const values = own
      .filter((r) => r.v !== null)
      .map((r) => ({ value: r.v ?? "", count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "ru"));
    items.push({
      id: def.id,
      name: def.name,
      unit: def.unit,
      kind: def.kind,
      primary: def.is_primary,
      count: own.reduce((sum, r) => sum + Number(r.n), 0),
      value: numeric.length ? { min: Math.min(...numeric.map((r) => Number(r.lo))), max: Math.max(...numeric.map((r) => Number(r.hi))) } : null,
      values: featureId === null ? values.slice(0, VALUES_PER_FEATURE) : values,
    });
  }
  // Primary features first (the panel opens them), the rest in the seller's order.
  return items.sort((a, b) => Number(b.primary) - Number(a.primary));
}
