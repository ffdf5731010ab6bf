import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TManagerOrder } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { getDb, type TDb, type TTx } from "../db/client";
import { managerOrderComments } from "../db/schema";
import { findManagerOrderOrThrow, type TManagerScope } from "./find-manager-order-or-throw";
import { formatManagerOrder } from "./format-manager-order";
import { loadManagerLines } from "./load-manager-lines";
import { requireManagerViewer } from "./require-manager-viewer";

/** An entry of the viewer as the API answers it: customer, status, lines at the reseller's prices, the comment thread oldest first. */
export async function readManagerOrder(db: TDb | TTx, scope: TManagerScope, id: number): Promise<TManagerOrder> {
  const row = await findManagerOrderOrThrow(db, scope, id);
  const lines = await loadManagerLines(db, scope.siteId, [row.id]);
  const comments = await db
    .select()
    .from(managerOrderComments)
    .where(and(eq(managerOrderComments.siteId, scope.siteId), eq(managerOrderComments.orderId, row.id)))
    .orderBy(asc(managerOrderComments.createdAt), asc(managerOrderComments.id));
  return formatManagerOrder(row, lines, comments);
}

/** GET /api/v1/order-manager/{id}. */
export async function getManagerOrder(ctx: TCartContext, { id }: { id: number }): Promise<TManagerOrder> {
  const viewer = await requireManagerViewer(ctx);
  return readManagerOrder(getDb(), { siteId: ctx.site.id, viewer, locale: ctx.locale }, id);
}
