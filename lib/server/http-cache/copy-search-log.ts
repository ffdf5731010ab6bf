import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { AppError } from "../http/app-error";
import type { TSearchLogRef } from "./view-record";

/**
 * A cached page shown to one more visitor is one more view of its search: the same search-log row
 * (keyword, filters, result count) under the view's own uuid and the current time, so search analytics
 * and the product-click attribution (searchLogUuid + position) count every view as its own. One
 * statement: it runs on every cached view of a keyword page.
 */
export async function copySearchLog({ siteId }: { siteId: number }, { from, to }: { from: string; to: string }): Promise<void> {
  const result = await getDb().execute(sql`
    insert into search_log (uuid, site_id, user_id, visitor, keyword, corrected_keyword, filters, results_count)
    select ${to}::uuid, site_id, user_id, visitor, keyword, corrected_keyword, filters, results_count
    from search_log where site_id = ${siteId} and uuid = ${from}::uuid
    limit 1
    returning uuid`);
  if (rowsOf(result).length === 0) throw new AppError("NOT_FOUND", "search log row not found");
}

/** The copier the HTML micro-cache calls (registered by the catalogue page, which logs searches). */
export function copySearchLogRef(ref: TSearchLogRef, uuid: string): Promise<void> {
  return copySearchLog({ siteId: ref.siteId }, { from: ref.uuid, to: uuid });
}
