import "server-only";
import type { TCatalogQuery } from "@/lib/contracts/catalog";
import { getDb } from "../db/client";
import { searchLog } from "../db/schema";

export type TSearchLogEntry = {
  siteId: number;
  userId: number | null;
  /** The visitor's User-Uuid header, for visitors' searches. */
  visitor: string | null;
  query: TCatalogQuery;
  correctedKeyword: string | null;
  resultsCount: number;
};

/** The filters of a search as stored: only keys that narrow it, so the log reads like the address. */
function filtersOf(query: TCatalogQuery): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { keyword: _keyword, page: _page, pageSize: _pageSize, ...rest } = query;
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === false || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** Writes the search_log row of a search; its uuid goes back as meta.searchLogUuid. */
export async function logSearch(entry: TSearchLogEntry): Promise<string> {
  const [row] = await getDb()
    .insert(searchLog)
    .values({
      siteId: entry.siteId,
      userId: entry.userId,
      visitor: entry.visitor?.slice(0, 100) ?? null,
      keyword: entry.query.keyword,
      correctedKeyword: entry.correctedKeyword,
      filters: filtersOf(entry.query),
      resultsCount: entry.resultsCount,
    })
    .returning({ uuid: searchLog.uuid });
  return row.uuid;
}
