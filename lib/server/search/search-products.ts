import "server-only";
import { sql } from "drizzle-orm";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { configuredSort, orderKeys } from "./order-by";
import { resolveSearch, type TResolvedSearch, type TSearchContext } from "./resolve-search";

export type TSearchPage = { ids: number[]; totalCount: number; search: TResolvedSearch };

/**
 * One page of product ids for a catalogue query, best first, and how many match in all. One statement:
 * the matches are counted by a window over the same scan that sorts them.
 */
export async function searchProducts(ctx: TSearchContext, query: TCatalogQuery): Promise<TSearchPage> {
  // The plain keyword's page doubles as the "did it find enough?" probe: only a keyword that finds
  // little costs a second page query (with its corrected form).
  const probe: { plain?: TResolvedSearch; page?: TPage } = {};
  const search = await resolveSearch(ctx, query, {
    plainFound: async (plain) => {
      probe.plain = plain;
      probe.page = await pageOf(ctx, plain, query);
      return probe.page.totalCount;
    },
  });
  const page = probe.page && probe.plain === search ? probe.page : await pageOf(ctx, search, query);
  return { ...page, search };
}

type TPage = { ids: number[]; totalCount: number };

async function pageOf(ctx: TSearchContext, search: TResolvedSearch, query: TCatalogQuery): Promise<TPage> {
  const where = sql.join(search.conditions, sql` AND `);
  const keys = orderKeys(ctx.site.id, search, query.sort, configuredSort(ctx.site.config.defaultSort));
  // The keys are computed below the window, so the window keeps narrow rows (not the tsvectors).
  const inner = sql.join(keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`), sql`, `);
  const outer = sql.join(keys.map((k, i) => sql.raw(`k${i} ${k.desc ? "DESC" : "ASC"}`)), sql`, `);
  const offset = (query.page - 1) * query.pageSize;
  const db = getDb();
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
  return { ids: rows.map((r) => Number(r.id)), totalCount };
}
