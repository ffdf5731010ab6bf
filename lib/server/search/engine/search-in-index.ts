import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import { getDb } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { TCountRow } from "../get-search-filters";
import { configuredSort } from "../order-by";
import type { TResolvedSearch, TSearchContext } from "../resolve-search";
import type { TTextPlan } from "../build-text-match";
import { candidatesOf, facetRowsOf, keptOrderOf, lineCandidates, matchBits, matchesOf, pageOf, relevancePage, suggestOrder, type TIndexQuery, type TSortData } from "./evaluate";
import { versionedFacets } from "../facet-cache";
import { siteIndex } from "./load-index";
import type { TPriceTypes } from "./site-index";
import { buyerCompanyId } from "../../catalog/product-read-model/buyer-company-id";
import { referenceNames } from "../../catalog/product-read-model/reference-names";

async function idsOf(query: ReturnType<typeof sql>): Promise<Set<number>> {
  return new Set(rowsOf<{ id: number }>(await getDb().execute(query)).map((r) => Number(r.id)));
}

/**
 * The price types whose prices a signed-in buyer sees (pickPrice): the active company's price type and the
 * site's base price type; null for a visitor or a company without a price type (the base price applies).
 */
async function priceTypesOf(ctx: TSearchContext): Promise<TPriceTypes | null> {
  if (!ctx.auth) return null;
  const companyId = await buyerCompanyId({ site: ctx.site, auth: ctx.auth });
  if (companyId === null) return null;
  const [row] = rowsOf<{ id: number | null }>(
    await getDb().execute(sql`SELECT price_type_id AS id FROM companies WHERE site_id = ${ctx.site.id} AND id = ${companyId}`),
  );
  if (row?.id == null) return null;
  return { own: Number(row.id), base: (await referenceNames(ctx.site.id)).basePriceTypeId };
}

/**
 * A resolved search as the index evaluates it, with what it needs from the database per query (read
 * before the index, so the evaluation itself has no await): the user's favourites (a favourites-only
 * search, or the "in favourites" count of the facets) and an analog/related search's products.
 */
async function indexQueryOf(ctx: TSearchContext, search: TResolvedSearch, { countFavorites }: { countFavorites: boolean }): Promise<TIndexQuery> {
  const siteId = ctx.site.id;
  const userId = search.plan.filters.favoritesOf ?? (countFavorites ? (ctx.auth?.user.id ?? null) : null);
  const relation = search.plan.relation;
  const [favorites, members, priceTypes] = await Promise.all([
    userId === null ? null : idsOf(sql`SELECT product_id AS id FROM favorites WHERE site_id = ${siteId} AND user_id = ${userId}`),
    !relation
      ? null
      : relation.sourceId === null
        ? new Set<number>()
        : idsOf(sql`SELECT related_id AS id FROM product_relations WHERE site_id = ${siteId} AND product_id = ${relation.sourceId} AND kind = ${relation.kind} AND related_id <> ${relation.sourceId}`),
    priceTypesOf(ctx),
  ]);
  return {
    filters: search.plan.filters,
    text: search.plan.text,
    facets: search.facetFilters.map((f) => ({ kind: f.kind, featureId: f.featureId, test: f.test })),
    members,
    favorites,
    priceTypes,
  };
}

/** How many products a search finds in the index, counting no further than `limit`. */
export async function countInIndex(ctx: TSearchContext, search: TResolvedSearch, limit: number): Promise<number> {
  const query = await indexQueryOf(ctx, search, { countFavorites: false });
  const index = await siteIndex(ctx.site.id);
  return Math.min(limit, matchBits(index, candidatesOf(index, query)).count);
}

/**
 * How many products each of some searches finds, counting no further than `limit`: searches that differ
 * only in their keyword (the retries of a keyword's other spellings), so what the database gives
 * (favourites, an analog search's products, the buyer's price types) is read once, from the first.
 */
export async function countEachInIndex(ctx: TSearchContext, searches: TResolvedSearch[], limit: number): Promise<number[]> {
  if (searches.length === 0) return [];
  const query = await indexQueryOf(ctx, searches[0], { countFavorites: false });
  const index = await siteIndex(ctx.site.id);
  return searches.map((search) => Math.min(limit, matchBits(index, candidatesOf(index, { ...query, text: search.plan.text })).count));
}

/** What a sort reads from the database: the stock of one warehouse, the brands' places in Russian order. */
async function sortDataOf(siteId: number, query: TCatalogQuery, defaultSort: ReturnType<typeof configuredSort>, search: TResolvedSearch): Promise<TSortData> {
  const sort = query.sort ?? (search.plan.text !== "all" && search.plan.text !== "none" ? null : defaultSort);
  if (sort?.field === "stock") {
    const rows = rowsOf<{ id: number; q: number }>(
      await getDb().execute(sql`SELECT product_id AS id, greatest(quantity - reserved, 0) AS q FROM stocks WHERE site_id = ${siteId} AND warehouse_id = ${sort.stockId ?? 0}`),
    );
    return { stock: new Map(rows.map((r) => [Number(r.id), Number(r.q)])) };
  }
  if (sort?.field === "brand") {
    const rows = rowsOf<{ id: number; place: number }>(
      await getDb().execute(sql`SELECT id, row_number() OVER (ORDER BY name COLLATE ru_ru, id) AS place FROM brands WHERE site_id = ${siteId}`),
    );
    return { brandPlace: new Map(rows.map((r) => [Number(r.id), Number(r.place)])) };
  }
  return {};
}

/**
 * A page of a search from the index, the total, and (with `withFacets`) the facet counts as the SQL
 * statement's rows: one evaluation gives all three.
 */
export async function pageInIndex(
  ctx: TSearchContext,
  search: TResolvedSearch,
  query: TCatalogQuery,
  { withFacets }: { withFacets: boolean },
): Promise<{ ids: number[]; totalCount: number; facetRows: TCountRow[] | null }> {
  const defaultSort = configuredSort(ctx.site.config.defaultSort);
  const [indexQuery, sortData] = await Promise.all([
    indexQueryOf(ctx, search, { countFavorites: withFacets }),
    sortDataOf(ctx.site.id, query, defaultSort, search),
  ]);
  const index = await siteIndex(ctx.site.id);
  const candidates = candidatesOf(index, indexQuery);
  const facetRows = withFacets ? facetRowsOf(index, indexQuery, candidates, null, (ctx.auth?.user.id ?? null) !== null) : null;
  const page = { text: indexQuery.text, sort: query.sort, defaultSort, offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
  const data = { ...sortData, priceTypes: indexQuery.priceTypes };
  const kept = keptOrderOf(index, page, data);
  if (kept) {
    // A sort that does not depend on the keyword: the first matches met along its kept order.
    const { bits, count } = matchBits(index, candidates);
    const slots = kept.order.page(() => index.liveSlots(), bits, kept.desc, page.offset, page.limit);
    return { ids: slots.map((slot) => index.productId[slot]), totalCount: count, facetRows };
  }
  if (typeof indexQuery.text === "object" && (query.sort === null || query.sort.field === "relevance")) {
    // Relevance to the keyword: the best of the matches, ranked only where they could make the page.
    const { ids, total } = relevancePage(index, candidates, indexQuery.text, page.offset, page.limit);
    return { ids, totalCount: total, facetRows };
  }
  const matches = matchesOf(candidates);
  return { ids: pageOf(index, matches, page, data), totalCount: matches.length, facetRows };
}

/** The facet counts of a search from the index, as the SQL statement's rows (`featureId`: that feature's values only). */
export async function facetRowsInIndex(ctx: TSearchContext, search: TResolvedSearch, featureId: number | null): Promise<TCountRow[]> {
  const indexQuery = await indexQueryOf(ctx, search, { countFavorites: true });
  const index = await siteIndex(ctx.site.id);
  const signedIn = (ctx.auth?.user.id ?? null) !== null;
  // Everything the counts depend on besides the index (whose version the cache is keyed by).
  const key = JSON.stringify([
    indexQuery.filters,
    indexQuery.text,
    indexQuery.facets,
    indexQuery.members && [...indexQuery.members].sort((a, b) => a - b),
    indexQuery.favorites && [...indexQuery.favorites].sort((a, b) => a - b),
    indexQuery.priceTypes,
    featureId,
    signedIn,
  ]);
  return versionedFacets(index, index.version, key, () => facetRowsOf(index, indexQuery, candidatesOf(index, indexQuery), featureId, signedIn));
}

/** The ids of the products a suggest keyword (every word a prefix) finds, best `limit` first. */
export async function suggestInIndex(siteId: number, text: TTextPlan, typed: { text: string; code: string }, limit: number): Promise<number[]> {
  return suggestOrder(await siteIndex(siteId), text, typed, limit);
}

/**
 * The import wizard's lines (match-product-lines): each keyword's best `want` products, with the codes
 * and folded name the index holds (the caller adds what only the products table has).
 */
export async function linesInIndex(
  siteId: number,
  lines: { text: TTextPlan; name: string }[],
  want: number,
): Promise<{ id: number; n: number; codes: string; nameFold: string }[][]> {
  const index = await siteIndex(siteId);
  return lines.map((line) =>
    lineCandidates(index, line.text, line.name, want).map((id, n) => {
      const slot = index.slotOfProduct(id) ?? 0;
      return { id, n: n + 1, codes: index.codes[slot], nameFold: index.nameFold[slot] };
    }),
  );
}
