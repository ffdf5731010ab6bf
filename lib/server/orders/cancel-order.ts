import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCancelOrderResponse } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { refundOrderBonus } from "../club/refund-order-bonus";
import { getDb } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { enqueueOrderStatusMail } from "../mail/enqueue-order-mails";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import { findOrderOrThrow } from "./find-order-or-throw";
import { loadOrderDetail } from "./load-order-detail";
import { releaseReservation } from "./release-reservation";
import { retryOnDeadlock } from "./retry-on-deadlock";
import { visibleCompanyIds } from "./visible-company-ids";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/order/{id}/cancel (feature flag orderCancel, 403 when off): a confirmed order becomes
 * cancelled, its reserved stock and the golden club bonuses it was paid with go back, in one transaction with the status mail. Any other status is 409.
 */
export async function cancelOrder(ctx: TCartContext & { origin?: string | null }, { id }: { id: number }): Promise<TCancelOrderResponse> {
  const { site, auth, locale } = ctx;
  if (!site.featureFlags.orderCancel) throw new AppError("FORBIDDEN", translator(locale, "orders")("api.cancelDisabled"));
  const companyIds = await visibleCompanyIds(ctx);
  await retryOnDeadlock(() =>
    getDb().transaction(async (tx) => {
      const order = await findOrderOrThrow({ siteId: site.id, companyIds, locale }, id, { db: tx, forUpdate: true });
      if (order.status !== "confirmed") {
        throw new AppError("CONFLICT", translator(locale, "orders")("api.cannotCancel", { status: translator(locale, "orders")(`status.${order.status}`) }));
      }
      await releaseReservation(tx, { siteId: site.id, orderId: order.id });
      const now = new Date();
      await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(and(eq(orders.siteId, site.id), eq(orders.id, order.id)));
      await tx.insert(orderEvents).values({ siteId: site.id, orderId: order.id, status: "cancelled", userId: auth.user.id, note: "cancelled", createdAt: now });
      await refundOrderBonus(tx, order, now);
      await enqueueOrderStatusMail(tx, { siteId: site.id, orderId: order.id, status: "cancelled", origin: ctx.origin });
    }),
  );
  kickOutboxDelivery();
  const order = await findOrderOrThrow({ siteId: site.id, companyIds, locale }, id);
  return { order: await loadOrderDetail(ctx, order), message: translator(locale, "orders")("api.cancelled") };
}
