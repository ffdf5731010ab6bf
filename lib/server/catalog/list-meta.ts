import "server-only";
import type { TListMeta } from "@/lib/contracts/catalog-calls";

/** The `meta` of a paged list; an empty list still has one (empty) page. */
export function listMeta(page: number, perPage: number, totalCount: number): TListMeta {
  return { currentPage: page, pageCount: Math.max(1, Math.ceil(totalCount / perPage)), totalCount, perPage };
}
