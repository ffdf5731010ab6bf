import "server-only";
import type { TAddManagerCommentRequest, TManagerOrder, TUpdateManagerOrderRequest } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { managerOrderComments } from "../db/schema";
import { changeManagerOrder, setManagerOrder } from "./change-manager-order";

/** PATCH /api/v1/order-manager/{id}: the customer's card and the status (not while archived). */
export async function updateManagerOrder(ctx: TCartContext, { id }: { id: number }, request: TUpdateManagerOrderRequest): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: true }, async (tx, row) => {
    const { customer, status } = request;
    const patch = {
      ...(customer ? { customerName: customer.name, customerPhone: customer.phone, customerEmail: customer.email, customerAddress: customer.address } : {}),
      ...(status ? { status } : {}),
    };
    // An empty PATCH changes nothing (only `updated`).
    if (Object.keys(patch).length > 0) await setManagerOrder(tx, row, patch);
  });
}

/** POST /api/v1/order-manager/{id}/comments: a comment at the end of the thread, signed with the viewer's name (not while archived). */
export async function addManagerComment(ctx: TCartContext, { id }: { id: number }, request: TAddManagerCommentRequest): Promise<TManagerOrder> {
  return changeManagerOrder(ctx, id, { active: true }, async (tx, row, viewer) => {
    await tx.insert(managerOrderComments).values({ siteId: row.siteId, orderId: row.id, authorUserId: viewer.userId, authorName: viewer.name, text: request.text });
  });
}
