import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery, TSearchFilterItem, TSearchFilters } from "@/lib/contracts/catalog";
import { money } from "../catalog/product-read-model/money";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { cachedFacets } from "./facet-cache";
import { resolveSearch, type TSearchContext } from "./resolve-search";

type TCountRow = { k: string; id: number | null; v: string | null; n: number; lo: string | null; hi: string | null };
type TFacetRow = TCountRow & { extra: string | null };

const NAME_TABLES: Record<string, { table: string; extra: string }> = {
  brand: { table: "brands", extra: "NULL" },
  manufacturer: { table: "manufacturers", extra: "t.country" },
  series: { table: "series", extra: "NULL" },
  type: { table: "product_groups", extra: "t.slug" },
  seller: { table: "sellers", extra: "NULL" },
};

/** Names (and a country or slug) of the reference facets' ids, in one statement; rows without an id are dropped. */
async function withNames(siteId: number, rows: TCountRow[]): Promise<TFacetRow[]> {
  const lookups = Object.entries(NAME_TABLES)
    .map(([kind, { table, extra }]) => {
      const ids = rows.filter((r) => r.k === kind && r.id !== null).map((r) => Number(r.id));
      return ids.length
        ? sql`SELECT ${kind} AS k, t.id, t.name, ${sql.raw(extra)}::text AS extra FROM ${sql.raw(table)} t WHERE t.site_id = ${siteId} AND t.id = ANY(${sql.param(ids)}::int4[])`
        : null;
    })
    .filter((q): q is NonNullable<typeof q> => q !== null);
  const names = lookups.length ? rowsOf<{ k: string; id: number; name: string; extra: string | null }>(await getDb().execute(sql.join(lookups, sql` UNION ALL `))) : [];
  const byKey = new Map(names.map((n) => [`${n.k}:${n.id}`, n]));
  const out: TFacetRow[] = [];
  for (const row of rows) {
    if (!(row.k in NAME_TABLES)) {
      out.push({ ...row, extra: null });
      continue;
    }
    const name = row.id === null ? undefined : byKey.get(`${row.k}:${row.id}`);
    if (name) out.push({ ...row, v: name.name, extra: name.extra });
  }
  return out;
}

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
  const onlyFeature = featureId === null ? sql`` : sql` AND v.feature_id = ${featureId}`;
  const favorites =
    userId === null
      ? sql``
      : sql` UNION ALL SELECT 'infavorite', NULL, NULL, count(*)::int, NULL, NULL FROM m
          WHERE EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${userId} AND f.product_id = m.product_id)`;
  const byRef = (kind: string, column: string) =>
    sql.raw(`UNION ALL SELECT '${kind}', ${column}, NULL, count(*)::int, NULL, NULL FROM m WHERE ${column} IS NOT NULL GROUP BY ${column}`);
  // One scan of the matches, materialised; each reference facet is its own hash aggregate over it
  // (cheaper in PGlite than one grouping-sets pass), the in-stock count reads the flag, and the features
  // are one unnest of the value ids with the dictionary joined to the few hundred distinct ids that
  // came back. Names are looked up afterwards.
  const counted = rowsOf<TCountRow>(
    await getDb().execute(sql`
      WITH m AS MATERIALIZED (
        SELECT ps.product_id, ps.brand_id, ps.manufacturer_id, ps.series_id, ps.group_id, ps.seller_id, ps.base_price,
          ps.is_recommended, ps.sets, ps.in_stock, ps.feature_values
        FROM product_search ps WHERE ${where}
      )
      SELECT 'total' AS k, NULL::int AS id, NULL::text AS v, count(*)::int AS n, min(base_price)::numeric AS lo, max(base_price)::numeric AS hi FROM m
      ${byRef("brand", "brand_id")}
      ${byRef("manufacturer", "manufacturer_id")}
      ${byRef("series", "series_id")}
      ${byRef("type", "group_id")}
      ${byRef("seller", "seller_id")}
      UNION ALL SELECT 'recommended', NULL, NULL, count(*)::int, NULL, NULL FROM m WHERE is_recommended
      UNION ALL SELECT 'set', NULL, s, count(*)::int, NULL, NULL FROM m, unnest(m.sets) AS s WHERE cardinality(m.sets) > 0 GROUP BY s
      UNION ALL SELECT 'instock', NULL, NULL, count(*)::int, NULL, NULL FROM m WHERE in_stock
      ${favorites}
      UNION ALL SELECT 'feature', v.feature_id, v.value_text, sum(c.n)::int, min(v.value_num), max(v.value_num)
        FROM (SELECT value_id, count(*)::int AS n FROM m, unnest(m.feature_values) AS value_id GROUP BY value_id) c
        JOIN search_feature_values v ON v.site_id = ${siteId} AND v.id = c.value_id${onlyFeature}
        GROUP BY v.feature_id, v.value_text`),
  );
  const rows = await withNames(siteId, counted);
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
