import "server-only";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { TManagerOrderListQuery, TManagerOrderListResponse } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { getDb } from "../db/client";
import { managerOrders } from "../db/schema";
import { managerOrdersOf } from "./find-manager-order-or-throw";
import { formatManagerOrderListItem } from "./format-manager-order";
import { loadManagerLines } from "./load-manager-lines";
import { requireManagerViewer } from "./require-manager-viewer";

/** GET /api/v1/order-manager?list=mine|archive&status=: the viewer's active or archived entries (of one status when asked), newest change first, paged. */
export async function listManagerOrders(ctx: TCartContext, query: TManagerOrderListQuery): Promise<TManagerOrderListResponse> {
  const { site } = ctx;
  const viewer = await requireManagerViewer(ctx);
  const where = and(
    managerOrdersOf(site.id, viewer),
    query.list === "archive" ? isNotNull(managerOrders.archivedAt) : isNull(managerOrders.archivedAt),
    query.status ? eq(managerOrders.status, query.status) : undefined,
  );
  const db = getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(managerOrders).where(where),
    db
      .select()
      .from(managerOrders)
      .where(where)
      .orderBy(desc(managerOrders.updatedAt), desc(managerOrders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  const lines = await loadManagerLines(db, site.id, rows.map((r) => r.id));
  return {
    items: rows.map((row) => formatManagerOrderListItem(row, lines.filter((l) => l.orderId === row.id))),
    meta: listMeta(query.page, query.perPage, Number(total)),
  };
}
