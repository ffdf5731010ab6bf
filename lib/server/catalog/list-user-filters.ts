import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { TUserFilter, TUserFilterList } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { userFilters } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import type { TSignedInCatalogContext } from "./catalog-context";
import { listMeta } from "./list-meta";

const columns = { id: userFilters.id, name: userFilters.name, url: userFilters.url, kind: userFilters.kind };

export function toUserFilter(row: { id: number; name: string; url: string; kind: string }): TUserFilter {
  return { id: row.id, name: row.name, url: row.url, kind: row.kind === "section" ? "section" : "filter" };
}

/** A user's saved filters, newest first (spec §9: sorted by id descending). */
export async function selectUserFilters({ site }: { site: Pick<TSite, "id"> }, userId: number, limit: number, offset = 0): Promise<TUserFilter[]> {
  const rows = await getDb()
    .select(columns)
    .from(userFilters)
    .where(and(eq(userFilters.siteId, site.id), eq(userFilters.userId, userId)))
    .orderBy(desc(userFilters.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toUserFilter);
}

/** GET /api/v1/user-filter: the signed-in user's saved filters, newest first, paged. */
export async function listUserFilters({ site, auth }: TSignedInCatalogContext, query: { page: number; perPage: number }): Promise<TUserFilterList> {
  const [[{ total }], items] = await Promise.all([
    getDb()
      .select({ total: count() })
      .from(userFilters)
      .where(and(eq(userFilters.siteId, site.id), eq(userFilters.userId, auth.user.id))),
    selectUserFilters({ site }, auth.user.id, query.perPage, (query.page - 1) * query.perPage),
  ]);
  return { items, meta: listMeta(query.page, query.perPage, total) };
}
