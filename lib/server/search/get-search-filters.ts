import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { TCatalogQuery, TSearchFilterItem, TSearchFilters } from "@/lib/contracts/catalog";
import { money } from "../catalog/product-read-model/money";
import { referenceNames, type TReferenceNames } from "../catalog/product-read-model/reference-names";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TFacetFilter, TFacetKind } from "./catalog-filters";
import { cachedFacets, forgetFacets } from "./facet-cache";
import { resolveSearch, type TResolvedSearch, type TSearchContext } from "./resolve-search";
import { facetRowsInIndex } from "./engine/search-in-index";
import { searchEngine } from "./engine/select-engine";

/** A row of facetSelects; the one of kind `total` holds the number of matches. */
export type TCountRow = { k: string; id: number | null; v: string | null; n: number; lo: string | null; hi: string | null };
type TFacetRow = TCountRow & { extra: string | null };

// The reference facets and where their names are in the site's cached reference names.
const NAMED = { brand: "brands", manufacturer: "manufacturers", country: "manufacturers", series: "series", type: "groups", seller: "sellers" } as const;
type TNamedKind = keyof typeof NAMED;
const isNamed = (k: string): k is TNamedKind => k in NAMED;

/**
 * Names (and a country or slug) of the reference facets' ids and the feature definitions, from the
 * site's cached reference names (reloaded when an id is not there yet); rows of unknown ids are dropped.
 */
async function withNames(siteId: number, rows: TCountRow[]): Promise<{ rows: TFacetRow[]; names: TReferenceNames }> {
  const idsOf = (k: string) => rows.filter((r) => r.k === k && r.id !== null).map((r) => Number(r.id));
  const names = await referenceNames(siteId, [
    ...Object.entries(NAMED).map(([k, kind]) => ({ kind, ids: idsOf(k) })),
    { kind: "features" as const, ids: idsOf("feature") },
  ]);
  const out: TFacetRow[] = [];
  for (const row of rows) {
    if (!isNamed(row.k)) {
      out.push({ ...row, extra: null });
      continue;
    }
    const ref: { name: string; country?: string; slug?: string } | undefined = row.id === null ? undefined : names[NAMED[row.k]].get(Number(row.id));
    if (!ref) continue;
    const extra = ref.country ?? ref.slug ?? null;
    out.push({ ...row, v: ref.name, extra });
  }
  return { rows: out, names };
}

// One collator for every sort (localeCompare with a locale builds one per call: ≈ 6× slower).
const russian = new Intl.Collator("ru");

// A text feature can have hundreds of values; the panel shows the commonest, /filters/{id} all of them.
const VALUES_PER_FEATURE = 50;

/** The columns of product_search (alias `ps`) the facets count; a CTE `m` of matches must carry them. */
export const FACET_COLUMNS = sql`ps.product_id, ps.facet_profile_id, ps.feature_list_id, ps.base_price, ps.in_stock`;

/**
 * One dictionary row by its id (a primary-key probe per counted id). `LIMIT 1` keeps the planner from
 * flattening it into a hash join, which reads the whole dictionary (≈ 3,000 rows, ≈ 1 ms each) even for
 * the one match of a code lookup; a broad word probes ≈ 2,000 ids for about the same time.
 */
const byId = (table: SQL, id: SQL, siteId: number) => sql`SELECT * FROM ${table} d WHERE d.id = ${id} AND d.site_id = ${siteId} LIMIT 1`;

/**
 * The WITH clause of a facets statement: `m`, the matches (FACET_COLUMNS and `extra`). With multi-value
 * facets selected (brands, a feature's values…), `b` is materialised instead: the matches of every other
 * condition with one flag per selected facet (f0, f1…); `m` is its rows where every flag holds, and each
 * selected facet counts its own values over the rows of `b` where the other flags hold (ownFacetSelects),
 * so a facet's own selection narrows every other facet but not its own list.
 */
export function matchesWith(search: Pick<TResolvedSearch, "conditions" | "facetFilters">, extra: SQL | null = null): SQL {
  const columns = extra ? sql`${FACET_COLUMNS}, ${extra}` : FACET_COLUMNS;
  const selected = search.facetFilters;
  if (selected.length === 0) return sql`WITH m AS MATERIALIZED (SELECT ${columns} FROM product_search ps WHERE ${sql.join(search.conditions, sql` AND `)})`;
  const own = new Set(selected.map((f) => f.condition));
  const rest = search.conditions.filter((c) => !own.has(c));
  const flags = sql.join(selected.map((f, i) => sql`coalesce(${f.condition}, FALSE) AS ${sql.raw(`f${i}`)}`), sql`, `);
  return sql`WITH b AS MATERIALIZED (SELECT ${columns}, ${flags} FROM product_search ps WHERE ${sql.join(rest, sql` AND `)}),
    m AS MATERIALIZED (SELECT * FROM b WHERE ${flagsBut(selected.length, null)})`;
}

/** The flags of `b` but one (null: all of them), ANDed. */
function flagsBut(count: number, but: number | null): SQL {
  const names = Array.from({ length: count }, (_, i) => i).filter((i) => i !== but).map((i) => `f${i}`);
  return sql.raw(names.length ? names.join(" AND ") : "TRUE");
}

// The reference facets' columns in search_facet_profiles.
const PROFILE_COLUMN: Record<Exclude<TFacetKind, "set" | "feature">, string> = {
  brand: "brand_id",
  manufacturer: "manufacturer_id",
  country: "manufacturer_id",
  seller: "seller_id",
  series: "series_id",
  type: "group_id",
};

// Rows of a selected facet counted without its own selection are of kind `own:<kind>` (ownCounts).
const OWN = "own:";

/**
 * Each selected facet's values counted over `b` with every other selected facet's flag (matchesWith):
 * per facet profile (reference ids, set labels) or per feature-value list, as in facetSelects. A
 * manufacturers' country selection counts manufacturer ids, whose countries are summed when shaped.
 * The one-feature variant (`featureId`) needs that feature's own values only.
 */
function ownFacetSelects(siteId: number, featureId: number | null, selected: TFacetFilter[]): SQL[] {
  const out: SQL[] = [];
  selected.forEach((facet, i) => {
    if (featureId !== null && facet.featureId !== featureId) return;
    const others = flagsBut(selected.length, i);
    const kind = `${OWN}${facet.kind}`;
    if (facet.kind === "feature") {
      out.push(sql`SELECT ${kind}::text, v.feature_id, v.value_text, sum(c.n)::int, min(v.value_num), max(v.value_num)
        FROM (SELECT value_id, sum(l.n)::int AS n FROM (
          SELECT unnest(l.value_ids) AS value_id, o.n
          FROM (SELECT feature_list_id AS list_id, count(*) AS n FROM b WHERE ${others} GROUP BY feature_list_id) o
          CROSS JOIN LATERAL (${byId(sql`search_feature_lists`, sql`o.list_id`, siteId)}) l
        ) l GROUP BY value_id) c
        JOIN search_feature_values v ON v.site_id = ${siteId} AND v.id = c.value_id AND v.feature_id = ${facet.featureId}
        GROUP BY v.feature_id, v.value_text`);
      return;
    }
    const profiles = sql`(SELECT facet_profile_id AS profile_id, count(*) AS n FROM b WHERE ${others} GROUP BY facet_profile_id) o
      CROSS JOIN LATERAL (${byId(sql`search_facet_profiles`, sql`o.profile_id`, siteId)}) fp`;
    if (facet.kind === "set") {
      out.push(sql`SELECT ${kind}::text, NULL::int, s, sum(n)::int, NULL::numeric, NULL::numeric
        FROM (SELECT unnest(fp.sets) AS s, o.n FROM ${profiles} WHERE cardinality(fp.sets) > 0) x GROUP BY s`);
      return;
    }
    const column = sql.raw(`fp.${PROFILE_COLUMN[facet.kind]}`);
    out.push(sql`SELECT ${kind}::text, ${column}, NULL::text, sum(o.n)::int, NULL::numeric, NULL::numeric FROM ${profiles} WHERE ${column} IS NOT NULL GROUP BY ${column}`);
  });
  return out;
}

/**
 * The rows of facetSelects as the facets show them: a selected facet's values are those counted
 * without its own selection (`own:` rows) in place of its values among the matches; the manufacturers'
 * countries (`country` rows, manufacturer ids) are the manufacturers among the matches unless a country
 * is selected.
 */
export function withOwnCounts(rows: TCountRow[], selected: TFacetFilter[]): TCountRow[] {
  const replaced = (r: TCountRow) => selected.some((f) => f.kind === r.k && (f.kind !== "feature" || f.featureId === Number(r.id)));
  const out = rows.filter((r) => !r.k.startsWith(OWN) && !replaced(r));
  if (!selected.some((f) => f.kind === "country")) out.push(...rows.filter((r) => r.k === "manufacturer").map((r) => ({ ...r, k: "country" })));
  out.push(...rows.filter((r) => r.k.startsWith(OWN)).map((r) => ({ ...r, k: r.k.slice(OWN.length) })));
  return out;
}

/**
 * The facet counts over a materialised CTE `m` of the matches (FACET_COLUMNS), as UNION ALL branches of
 * (k, id, v, n, lo, hi), the first ones the total with the price range and in stock. PGlite pays per row
 * and per pass, so `m` is read twice, by two aggregates: the total, the price range and the in-stock
 * count; and one hashed grouping-sets pass that counts the matches per facet profile (the reference ids,
 * recommended flag and set labels, search_facet_profiles) and per feature-value list
 * (search_feature_lists) — two integers per row; the 37,000 matches of "кабель" have ≈ 700 profiles
 * and 1,207 lists. Only those few rows are split: the profiles into the five reference facets (a
 * grouping-sets aggregate), the recommended count and the set labels; the lists by an unnest in the
 * select list, with the value dictionary joined to the few hundred ids that come back. Each selected
 * multi-value facet adds its own values counted without its selection (ownFacetSelects over `b` of
 * matchesWith). Names are looked up afterwards (facetsFromRows).
 */
export function facetSelects(siteId: number, userId: number | null, featureId: number | null, selected: TFacetFilter[] = []): SQL {
  const onlyFeature = featureId === null ? sql`` : sql` AND v.feature_id = ${featureId}`;
  const favorites =
    userId === null
      ? sql``
      : sql` UNION ALL SELECT 'infavorite', NULL, NULL, count(*)::int, NULL, NULL FROM m
          WHERE EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${userId} AND f.product_id = m.product_id)`;
  const refs = ["brand_id", "manufacturer_id", "series_id", "group_id", "seller_id"].join(", ");
  return sql`
      SELECT x.k, x.id, x.v, x.n, x.lo, x.hi FROM (
        SELECT count(*)::int AS n, min(base_price)::numeric AS lo, max(base_price)::numeric AS hi, (count(*) FILTER (WHERE in_stock))::int AS instock
        FROM m
      ) a, LATERAL (VALUES ('total', NULL::int, NULL::text, a.n, a.lo, a.hi), ('instock', NULL, NULL, a.instock, NULL, NULL)) AS x(k, id, v, n, lo, hi)
      UNION ALL SELECT f.k, f.id, f.v, f.n, f.lo, f.hi FROM (
        WITH g AS MATERIALIZED (
          SELECT facet_profile_id AS profile_id, feature_list_id AS list_id, count(*) AS n FROM m
          GROUP BY GROUPING SETS ((facet_profile_id), (feature_list_id))
        ), p AS MATERIALIZED (
          SELECT fp.brand_id, fp.manufacturer_id, fp.series_id, fp.group_id, fp.seller_id, fp.is_recommended, fp.sets, g.n
          FROM g CROSS JOIN LATERAL (${byId(sql`search_facet_profiles`, sql`g.profile_id`, siteId)}) fp
        )
        SELECT 'recommended' AS k, NULL::int AS id, NULL::text AS v, coalesce(sum(n) FILTER (WHERE is_recommended), 0)::int AS n,
          NULL::numeric AS lo, NULL::numeric AS hi FROM p
        UNION ALL SELECT CASE WHEN GROUPING(brand_id) = 0 THEN 'brand' WHEN GROUPING(manufacturer_id) = 0 THEN 'manufacturer'
            WHEN GROUPING(series_id) = 0 THEN 'series' WHEN GROUPING(group_id) = 0 THEN 'type' ELSE 'seller' END,
          coalesce(${sql.raw(refs)}), NULL, sum(n)::int, NULL, NULL
          FROM p
          GROUP BY GROUPING SETS ((brand_id), (manufacturer_id), (series_id), (group_id), (seller_id))
          HAVING coalesce(${sql.raw(refs)}) IS NOT NULL
        UNION ALL SELECT 'set', NULL, s, sum(n)::int, NULL, NULL FROM (SELECT unnest(sets) AS s, n FROM p WHERE cardinality(sets) > 0) x GROUP BY s
        UNION ALL SELECT 'feature', v.feature_id, v.value_text, sum(c.n)::int, min(v.value_num), max(v.value_num)
          FROM (SELECT value_id, sum(l.n)::int AS n FROM (
            SELECT unnest(l.value_ids) AS value_id, g.n FROM g CROSS JOIN LATERAL (${byId(sql`search_feature_lists`, sql`g.list_id`, siteId)}) l
          ) l GROUP BY value_id) c
          JOIN search_feature_values v ON v.site_id = ${siteId} AND v.id = c.value_id${onlyFeature}
          GROUP BY v.feature_id, v.value_text
      ) f
      ${favorites}${sql.join(
        ownFacetSelects(siteId, featureId, selected).map((own) => sql` UNION ALL ${own}`),
        sql``,
      )}`;
}

export const totalOfFacetRows = (rows: TCountRow[]): number => Number(rows.find((r) => r.k === "total")?.n ?? 0);

/** The cache key of a query's facets: everything that narrows the result (not page, page size or sort) and who asks. */
export function facetKey(ctx: TSearchContext, query: TCatalogQuery, featureId: number | null = null): string {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...narrowing } = query;
  return `${userKeyPrefix(ctx.site.id, ctx.auth?.user.id ?? null)}${JSON.stringify([featureId, ctx.locale, narrowing])}`;
}

const userKeyPrefix = (siteId: number, userId: number | null) => `${siteId}:${userId ?? "-"}:`;

/**
 * A user's favourites changed: their cached facets (the "in favourites" count, and the total of a
 * favourites-only listing, which later pages take from the facets) are counted afresh.
 */
export function forgetUserFacets(siteId: number, userId: number): void {
  forgetFacets(userKeyPrefix(siteId, userId));
}

/**
 * GET /api/v2/search/filters: the facets of the current result set (every filter applied) in one
 * aggregate statement over one materialised scan: brands, manufacturers and their countries, sellers,
 * series, types, set labels, every feature (min/max for numeric, values with counts for text), the
 * price range and the in-stock / recommended / favourite counts. `featureId` narrows to one feature
 * with all its values (GET /api/v2/search/filters/{id}). A search page counts the same facets in its
 * own statement when they are not cached (searchProducts), so the catalogue's two calls scan once.
 */
export async function getSearchFilters(ctx: TSearchContext, query: TCatalogQuery, { featureId }: { featureId?: number } = {}): Promise<TSearchFilters> {
  // The in-process index counts in milliseconds and is always fresh: nothing to cache.
  if (searchEngine() === "memory") return computeFilters(ctx, query, featureId ?? null);
  return cachedFacets(facetKey(ctx, query, featureId ?? null), () => computeFilters(ctx, query, featureId ?? null));
}

async function computeFilters(ctx: TSearchContext, query: TCatalogQuery, featureId: number | null): Promise<TSearchFilters> {
  const userId = ctx.auth?.user.id ?? null;
  const count = async (search: TResolvedSearch) =>
    searchEngine() === "memory" ? facetRowsInIndex(ctx, search, featureId) : rowsOf<TCountRow>(
      await getDb().execute(sql`
        ${matchesWith(search)}
        ${facetSelects(ctx.site.id, userId, featureId, search.facetFilters)}`),
    );
  // The plain keyword's facets double as the "did it find enough?" probe (their total is the count).
  const probe: { plain?: TResolvedSearch; rows?: TCountRow[] } = {};
  const search = await resolveSearch(ctx, query, {
    plainFound: async (plain) => {
      probe.plain = plain;
      probe.rows = await count(plain);
      return totalOfFacetRows(probe.rows);
    },
  });
  const counted = probe.rows && probe.plain === search ? probe.rows : await count(search);
  return facetsFromRows(ctx, counted, featureId, search);
}

/** The facets answer from the counted rows: names of the reference ids, features in the seller's order. */
export async function facetsFromRows(
  ctx: TSearchContext,
  counted: TCountRow[],
  featureId: number | null,
  search: Pick<TResolvedSearch, "facetFilters" | "correctedKeyword">,
): Promise<TSearchFilters> {
  const { rows, names } = await withNames(ctx.site.id, withOwnCounts(counted, search.facetFilters));
  return shapeFilters(rows, names, featureId, (ctx.auth?.user.id ?? null) !== null, search.correctedKeyword);
}

function shapeFilters(rows: TFacetRow[], names: TReferenceNames, featureId: number | null, isSignedIn: boolean, correctedKeyword: string | null): TSearchFilters {
  const byKind = (k: string) => rows.filter((r) => r.k === k);
  const count = (k: string) => Number(byKind(k)[0]?.n ?? 0);
  const refs = (k: string) => byKind(k).map((r) => ({ id: Number(r.id), name: r.v ?? "", count: Number(r.n) })).sort(byCountThenName);
  const manufacturers = byKind("manufacturer").map((r) => ({ id: Number(r.id), name: r.v ?? "", country: r.extra ?? "", count: Number(r.n) }));
  const countries = new Map<string, number>();
  for (const m of byKind("country")) if (m.extra) countries.set(m.extra, (countries.get(m.extra) ?? 0) + Number(m.n));
  const total = byKind("total")[0];
  return {
    items: featureItems(names, byKind("feature"), featureId),
    brands: refs("brand"),
    manufacturer: manufacturers.sort(byCountThenName),
    manufacturerCountries: [...countries].map(([value, n]) => ({ value, count: n })).sort((a, b) => b.count - a.count || russian.compare(a.value, b.value)),
    sellers: refs("seller"),
    series: refs("series"),
    type: byKind("type").map((r) => ({ id: Number(r.id), name: r.v ?? "", slug: r.extra ?? "", count: Number(r.n) })).sort(byCountThenName),
    set: byKind("set").map((r) => ({ value: r.v ?? "", count: Number(r.n) })).sort((a, b) => b.count - a.count || russian.compare(a.value, b.value)),
    price: { min: total?.lo == null ? null : money(Number(total.lo)), max: total?.hi == null ? null : money(Number(total.hi)) },
    instock: count("instock"),
    recommended: count("recommended"),
    infavorite: isSignedIn ? count("infavorite") : null,
    totalCount: Number(total?.n ?? 0),
    correctedKeyword,
  };
}

// Equal counts and names (two series both called «ВД1-63») keep the order of their ids, whatever order they were counted in.
function byCountThenName(a: { id: number; count: number; name: string }, b: { id: number; count: number; name: string }) {
  return b.count - a.count || russian.compare(a.name, b.name) || a.id - b.id;
}

function featureItems(names: TReferenceNames, rows: TFacetRow[], featureId: number | null): TSearchFilterItem[] {
  if (rows.length === 0) return [];
  const defs = [...names.features.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const items: TSearchFilterItem[] = [];
  for (const def of defs) {
    const own = rows.filter((r) => Number(r.id) === def.id);
    if (own.length === 0) continue;
    const numeric = own.filter((r) => r.lo !== null);
    const values = own
      .filter((r) => r.v !== null)
      .map((r) => ({ value: r.v ?? "", count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || russian.compare(a.value, b.value));
    items.push({
      id: def.id,
      name: def.name,
      unit: def.unit,
      kind: def.kind,
      primary: def.primary,
      count: own.reduce((sum, r) => sum + Number(r.n), 0),
      value: numeric.length ? { min: Math.min(...numeric.map((r) => Number(r.lo))), max: Math.max(...numeric.map((r) => Number(r.hi))) } : null,
      values: featureId === null ? values.slice(0, VALUES_PER_FEATURE) : values,
    });
  }
  // Primary features first (the panel opens them), the rest in the seller's order.
  return items.sort((a, b) => Number(b.primary) - Number(a.primary));
}
