import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { getDb } from "../db/client";
import { orderEvents, orders, sites } from "../db/schema";
import { enqueueOrderStatusMail } from "../mail/enqueue-order-mails";
import { releaseReservation } from "../orders/release-reservation";
import { retryOnDeadlock } from "../orders/retry-on-deadlock";

export type TExpireResult = { expired: { siteId: number; orderId: number }[] };

/**
 * The reservation expiry job: a confirmed order whose reservation (3 working days) has run out gives
 * its stock back and becomes `expired`, one order per transaction. Rows are claimed with SKIP LOCKED
 * and re-checked under the lock, so several server processes, a cancel or a second run never release
 * a reservation twice.
 */
export async function expireReservations({ now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {}): Promise<TExpireResult> {
  const db = getDb();
  const expired: TExpireResult["expired"] = [];
  const siteRows = await db.select({ id: sites.id, locales: sites.locales }).from(sites).orderBy(asc(sites.id));
  for (const site of siteRows) {
    const due = and(eq(orders.siteId, site.id), eq(orders.status, "confirmed"), lte(orders.reservedUntil, now), isNull(orders.reservationReleasedAt));
    const candidates = await db.select({ id: orders.id }).from(orders).where(due).orderBy(asc(orders.reservedUntil)).limit(limit);
    for (const { id } of candidates) {
      const done = await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          const [order] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(due, eq(orders.id, id)))
            .for("update", { skipLocked: true });
          if (!order) return false;
          await releaseReservation(tx, { siteId: site.id, orderId: id });
          await tx.update(orders).set({ status: "expired", updatedAt: now }).where(and(eq(orders.siteId, site.id), eq(orders.id, id)));
          await tx.insert(orderEvents).values({ siteId: site.id, orderId: id, status: "expired", note: "expired", createdAt: now });
          await enqueueOrderStatusMail(tx, { siteId: site.id, orderId: id, status: "expired" });
          return true;
        }),
      );
      if (done) expired.push({ siteId: site.id, orderId: id });
    }
  }
  return { expired };
}
