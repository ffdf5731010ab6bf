import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { reserveFacets } from "./facet-cache";
import { FACET_COLUMNS, facetKey, facetSelects, facetsFromRows, totalOfFacetRows, type TCountRow } from "./get-search-filters";
import { configuredSort, orderKeys } from "./order-by";
import { resolveSearch, type TResolvedSearch, type TSearchContext } from "./resolve-search";

export type TSearchPage = { ids: number[]; totalCount: number; search: TResolvedSearch };

/**
 * One page of product ids for a catalogue query, best first, and how many match in all, in one
 * statement. When the query's facets are neither cached nor being counted, the same statement counts
 * them over the same materialised matches and leaves them in the facet cache: the catalogue asks for a
 * page and its facets together (GET /api/v2/search and /filters), and the matches are scanned once.
 */
export async function searchProducts(ctx: TSearchContext, query: TCatalogQuery): Promise<TSearchPage> {
  // Reserved before the first await, so a /filters call made alongside waits for these counts.
  const facets = reserveFacets<Awaited<ReturnType<typeof facetsFromRows>>>(facetKey(ctx, query));
  try {
    // The plain keyword's page doubles as the "did it find enough?" probe: only a keyword that finds
    // little costs a second page query (with its corrected form).
    const probe: { plain?: TResolvedSearch; page?: TPage } = {};
    const search = await resolveSearch(ctx, query, {
      plainFound: async (plain) => {
        probe.plain = plain;
        probe.page = await pageOf(ctx, plain, query, facets !== null);
        return probe.page.totalCount;
      },
    });
    const page = probe.page && probe.plain === search ? probe.page : await pageOf(ctx, search, query, facets !== null);
    if (facets) facets.settle(facetsFromRows(ctx, page.facetRows ?? [], null, search.correctedKeyword));
    return { ids: page.ids, totalCount: page.totalCount, search };
  } catch (error) {
    facets?.settle(Promise.reject(error));
    throw error;
  }
}

type TPage = { ids: number[]; totalCount: number; facetRows: TCountRow[] | null };

async function pageOf(ctx: TSearchContext, search: TResolvedSearch, query: TCatalogQuery, withFacets: boolean): Promise<TPage> {
  const where = sql.join(search.conditions, sql` AND `);
  const keys = orderKeys(ctx.site.id, search, query.sort, configuredSort(ctx.site.config.defaultSort));
  // The keys are computed below the window, so the window keeps narrow rows (not the tsvectors).
  const inner = sql.join(keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`), sql`, `);
  const outer = sql.join(keys.map((k, i) => sql.raw(`k${i} ${k.desc ? "DESC" : "ASC"}`)), sql`, `);
  const offset = (query.page - 1) * query.pageSize;
  const db = getDb();
  if (withFacets) {
    // The page's rows carry their place in `n`; the facet rows follow (their total is the count).
    const rows = rowsOf<TCountRow>(
      await db.execute(sql`
        WITH m AS MATERIALIZED (SELECT ${FACET_COLUMNS}, ${inner} FROM product_search ps WHERE ${where})
        SELECT 'page' AS k, id, NULL::text AS v, (row_number() OVER (ORDER BY ${outer}))::int AS n, NULL::numeric AS lo, NULL::numeric AS hi
        FROM (SELECT *, product_id AS id FROM m ORDER BY ${outer} LIMIT ${query.pageSize} OFFSET ${offset}) p
        UNION ALL ${facetSelects(ctx.site.id, ctx.auth?.user.id ?? null, null)}`),
    );
    const facetRows = rows.filter((r) => r.k !== "page");
    const ids = rows
      .filter((r) => r.k === "page")
      .sort((a, b) => Number(a.n) - Number(b.n))
      .map((r) => Number(r.id));
    return { ids, totalCount: totalOfFacetRows(facetRows), facetRows };
  }
  const rows = rowsOf<{ id: number; total: number }>(
    await db.execute(sql`
      SELECT id, total FROM (
        SELECT ps.product_id AS id, count(*) OVER ()::int AS total, ${inner}
        FROM product_search ps
        WHERE ${where}
      ) ranked
      ORDER BY ${outer}
      LIMIT ${query.pageSize} OFFSET ${offset}`),
  );
  let totalCount = rows.length ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the window saw no rows, so count separately for the page count.
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM product_search ps WHERE ${where}`));
    totalCount = Number(row?.n ?? 0);
  }
  return { ids: rows.map((r) => Number(r.id)), totalCount, facetRows: null };
}
