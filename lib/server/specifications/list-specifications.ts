import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { TSpecificationListName, TSpecificationListQuery, TSpecificationListResponse } from "@/lib/contracts/specifications";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { nameContains } from "../catalog/name-pattern";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";
import { formatSpecificationListItem } from "./format-specification";
import { loadSpecificationHeads } from "./load-specification-heads";
import { loadSpecificationLines } from "./load-specification-lines";
import { requireSpecificationViewer, type TSpecificationViewer } from "./require-specification-viewer";
import { editableBy } from "./specification-access";

function listCondition(siteId: number, viewer: TSpecificationViewer, list: TSpecificationListName): SQL {
  const s = specifications;
  const ofCompany = and(eq(s.siteId, siteId), eq(s.kind, "buyer"), eq(s.companyId, viewer.companyId));
  const conditions: Record<TSpecificationListName, SQL | undefined> = {
    mine: and(ofCompany, eq(s.authorUserId, viewer.userId), eq(s.status, "active")),
    company: and(ofCompany, eq(s.shared, true), eq(s.status, "active")),
    recommended: and(eq(s.siteId, siteId), eq(s.kind, "recommended"), eq(s.status, "active")),
    archive: and(editableBy(siteId, viewer), eq(s.status, "archived")),
  };
  return conditions[list] as SQL;
}

/**
 * GET /api/v1/specification?list=mine|company|recommended|archive&q: one of the four lists, newest change
 * first, filtered by name, paged; each with its positions and total at the active company's prices now.
 */
export async function listSpecifications(ctx: TCartContext, query: TSpecificationListQuery): Promise<TSpecificationListResponse> {
  const { site } = ctx;
  const viewer = await requireSpecificationViewer(ctx);
  const where = and(listCondition(site.id, viewer, query.list), query.q ? nameContains(specifications.name, query.q) : undefined);
  const db = getDb();
  const [[{ total }], page] = await Promise.all([
    db.select({ total: count() }).from(specifications).where(where),
    db
      .select({ id: specifications.id })
      .from(specifications)
      .where(where)
      .orderBy(desc(specifications.updatedAt), desc(specifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const ids = page.map((r) => r.id);
  const [heads, lines] = await Promise.all([
    loadSpecificationHeads(db, site.id, ids),
    loadSpecificationLines(db, { siteId: site.id, companyId: viewer.companyId }, ids, { includeStock: false }),
  ]);
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const group = linesOf.get(line.specificationId);
    if (group) group.push(line);
    else linesOf.set(line.specificationId, [line]);
  }
  return {
    items: heads.map((head) => formatSpecificationListItem(head, linesOf.get(head.row.id) ?? [], viewer)),
    meta: listMeta(query.page, query.perPage, Number(total)),
  };
}
