import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery, TSearchFilters } from "@/lib/contracts/catalog";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { peekFacets, reserveFacets } from "./facet-cache";
import { facetKey, facetSelects, facetsFromRows, matchesWith, totalOfFacetRows, type TCountRow } from "./get-search-filters";
import { configuredSort, orderKeys } from "./order-by";
import { resolveSearch, type TResolvedSearch, type TSearchContext } from "./resolve-search";
import { pageInIndex } from "./engine/search-in-index";
import { searchEngine } from "./engine/select-engine";

export type TSearchPage = { ids: number[]; totalCount: number; search: TResolvedSearch };

/**
 * One page of product ids for a catalogue query, best first, and how many match in all, in one
 * statement. When the query's facets are neither cached nor being counted, the same statement counts
 * them over the same materialised matches and leaves them in the facet cache: the catalogue asks for a
 * page and its facets together (GET /api/v2/search and /filters), and the matches are scanned once.
 * When they are cached (the next page, another sort), their total is the count, and the page statement
 * only orders the matches — through an index where the order has one (the catalogue without a keyword).
 */
export async function searchProducts(ctx: TSearchContext, query: TCatalogQuery): Promise<TSearchPage> {
  if (searchEngine() === "memory") return searchInIndex(ctx, query);
  // Reserved before the first await, so a /filters call made alongside waits for these counts.
  const key = facetKey(ctx, query);
  const facets = reserveFacets<TSearchFilters>(key);
  const known = facets ? null : (peekFacets<TSearchFilters>(key)?.catch(() => null) ?? null);
  const counting: TCounting = facets ? "facets" : known ? { known } : "count";
  try {
    // The plain keyword's page doubles as the "did it find enough?" probe: only a keyword that finds
    // little costs a second page query (with its corrected form).
    const probe: { plain?: TResolvedSearch; page?: TPage } = {};
    const search = await resolveSearch(ctx, query, {
      plainFound: async (plain) => {
        probe.plain = plain;
        probe.page = await pageOf(ctx, plain, query, counting);
        return probe.page.totalCount;
      },
    });
    const page = probe.page && probe.plain === search ? probe.page : await pageOf(ctx, search, query, counting);
    if (facets) facets.settle(facetsFromRows(ctx, page.facetRows ?? [], null, search));
    return { ids: page.ids, totalCount: page.totalCount, search };
  } catch (error) {
    facets?.settle(Promise.reject(error));
    throw error;
  }
}

type TPage = { ids: number[]; totalCount: number; facetRows: TCountRow[] | null };
/** How the page statement learns the total: with every facet, by counting, or from cached facets. */
type TCounting = "facets" | "count" | { known: Promise<TSearchFilters | null> };

async function pageOf(ctx: TSearchContext, search: TResolvedSearch, query: TCatalogQuery, counting: TCounting): Promise<TPage> {
  const where = sql.join(search.conditions, sql` AND `);
  const keys = orderKeys(ctx.site.id, search, query.sort, configuredSort(ctx.site.config.defaultSort));
  // The keys are computed with the matches, so the materialised rows are narrow (not the tsvectors).
  const inner = sql.join(keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`), sql`, `);
  const outer = sql.join(keys.map((k, i) => sql.raw(`k${i} ${k.desc ? "DESC" : "ASC"}`)), sql`, `);
  const offset = (query.page - 1) * query.pageSize;
  const db = getDb();
  if (counting === "facets") {
    // The page's rows carry their place in `n`; the facet rows follow (their total is the count).
    const rows = rowsOf<TCountRow>(
      await db.execute(sql`
        ${matchesWith(search, inner)}
        SELECT 'page' AS k, id, NULL::text AS v, (row_number() OVER (ORDER BY ${outer}))::int AS n, NULL::numeric AS lo, NULL::numeric AS hi
        FROM (SELECT *, product_id AS id FROM m ORDER BY ${outer} LIMIT ${query.pageSize} OFFSET ${offset}) p
        UNION ALL ${facetSelects(ctx.site.id, ctx.auth?.user.id ?? null, null, search.facetFilters)}`),
    );
    const facetRows = rows.filter((r) => r.k !== "page");
    return { ids: inPageOrder(rows.filter((r) => r.k === "page")), totalCount: totalOfFacetRows(facetRows), facetRows };
  }
  // Cached facets count the same search (a typed keyword's facets may be of its corrected form).
  const cached = typeof counting === "object" ? await counting.known : null;
  if (cached && cached.correctedKeyword === search.correctedKeyword) {
    const orderBy = sql.join(keys.map((k) => sql`${k.expr} ${sql.raw(k.desc ? "DESC" : "ASC")}`), sql`, `);
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT ps.product_id AS id FROM product_search ps WHERE ${where} ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${offset}`),
    );
    return { ids: rows.map((r) => Number(r.id)), totalCount: cached.totalCount, facetRows: null };
  }
  // The matches are materialised with their (narrow) sort keys once, then read twice: for the page's
  // top-N and for the count. A `count(*) OVER ()` window instead keeps every whole matched row (the
  // tsvector with it) and spilled to disk for a broad word: "кабель" 204 → 92 ms at 100k products.
  // The count's row has no id; it also answers past the last page.
  const rows = rowsOf<{ id: number | null; n: number }>(
    await db.execute(sql`
      WITH m AS MATERIALIZED (SELECT ps.product_id AS id, ${inner} FROM product_search ps WHERE ${where})
      SELECT id, (row_number() OVER (ORDER BY ${outer}))::int AS n FROM (SELECT * FROM m ORDER BY ${outer} LIMIT ${query.pageSize} OFFSET ${offset}) p
      UNION ALL SELECT NULL, count(*)::int FROM m`),
  );
  const totalCount = Number(rows.find((r) => r.id === null)?.n ?? 0);
  return { ids: inPageOrder(rows.filter((r) => r.id !== null)), totalCount, facetRows: null };
}

/** The page's product ids in their places (`n`), which the UNION ALL does not keep in order. */
function inPageOrder(rows: { id: number | null; n: number }[]): number[] {
  return [...rows].sort((a, b) => Number(a.n) - Number(b.n)).map((r) => Number(r.id));
}

/**
 * The same page from the in-process index (SEARCH_ENGINE=memory): the facets are counted when asked for
 * (GET /filters), in about the time of a cache lookup, so nothing is cached or shared here.
 */
async function searchInIndex(ctx: TSearchContext, query: TCatalogQuery): Promise<TSearchPage> {
  const probe: { plain?: TResolvedSearch; page?: { ids: number[]; totalCount: number } } = {};
  const search = await resolveSearch(ctx, query, {
    plainFound: async (plain) => {
      probe.plain = plain;
      probe.page = await pageInIndex(ctx, plain, query, { withFacets: false });
      return probe.page.totalCount;
    },
  });
  const page = probe.page && probe.plain === search ? probe.page : await pageInIndex(ctx, search, query, { withFacets: false });
  return { ids: page.ids, totalCount: page.totalCount, search };
}
