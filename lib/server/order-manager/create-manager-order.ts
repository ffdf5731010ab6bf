import "server-only";
import type { TCreateManagerOrderRequest, TManagerOrder } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { getDb, type TTx } from "../db/client";
import { managerOrderComments, managerOrderLines, managerOrders } from "../db/schema";
import { findOfferOrThrow } from "../offers/find-offer-or-throw";
import { loadOfferLines } from "../offers/load-offer-lines";
import { readManagerOrder } from "./read-manager-order";
import { requireManagerViewer, type TManagerViewer } from "./require-manager-viewer";

/**
 * The lines of one of the viewer's commercial offers (404 when not theirs) as the entry's, each at the
 * offer's price to the customer now (company price with the markups); a line whose product is gone keeps
 * its name at 0 ₽. Returns the offer's id.
 */
async function copyOfferLines(tx: TTx, { siteId, viewer, locale }: { siteId: number; viewer: TManagerViewer; locale: TCartContext["locale"] }, offerId: number, orderId: number): Promise<void> {
  const offer = await findOfferOrThrow(tx, { siteId, viewer, locale }, offerId);
  const lines = await loadOfferLines(tx, { siteId, companyId: viewer.companyId }, new Map([[offer.id, offer.markupBasisPoints]]));
  if (lines.length === 0) return;
  await tx.insert(managerOrderLines).values(
    lines.map((l, i) => ({
      siteId,
      orderId,
      kind: l.kind,
      productId: l.productId,
      customProductId: l.customProductId,
      name: l.name,
      article: l.article,
      unit: l.unit,
      amount: l.amount,
      price: l.offerPrice ?? 0,
      position: i + 1,
    })),
  );
}

/** POST /api/v1/order-manager: a new entry of the viewer for a customer, by hand (no lines) or from a commercial offer; a first comment when given. */
export async function createManagerOrder(ctx: TCartContext, request: TCreateManagerOrderRequest): Promise<TManagerOrder> {
  const { site, locale } = ctx;
  const viewer = await requireManagerViewer(ctx);
  const db = getDb();
  const { customer, source } = request;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(managerOrders)
      .values({
        siteId: site.id,
        companyId: viewer.companyId,
        authorUserId: viewer.userId,
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
        customerAddress: customer.address,
        sourceOfferId: source.type === "offer" ? source.id : null,
      })
      .returning({ id: managerOrders.id });
    if (source.type === "offer") await copyOfferLines(tx, { siteId: site.id, viewer, locale }, source.id, row.id);
    if (request.comment) await tx.insert(managerOrderComments).values({ siteId: site.id, orderId: row.id, authorUserId: viewer.userId, authorName: viewer.name, text: request.comment });
    return row.id;
  });
  return readManagerOrder(db, { siteId: site.id, viewer, locale }, id);
}
