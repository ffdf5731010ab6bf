import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb, type TTx } from "../db/client";
import { orderDocuments, orderEvents, orders, type TOrderDocumentKind, type TOrderStatus } from "../db/schema";
import { accrueOrderBonus } from "../club/accrue-order-bonus";
import { refundOrderBonus } from "../club/refund-order-bonus";
import { enqueueInvoiceMail, enqueueOrderStatusMail } from "../mail/enqueue-order-mails";
import { releaseReservation } from "../orders/release-reservation";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import { retryOnDeadlock } from "../orders/retry-on-deadlock";
import type { TChangeFrom1C, TOrderChangeFrom1C, TOrderDocumentFrom1C } from "./read-orders-from-1c";

type TOrderRow = typeof orders.$inferSelect;

/** Statuses after which the seller no longer holds the goods for the buyer: the reservation goes back. */
const releasing = new Set<TOrderStatus>(["cancelled", "shipped", "completed"]);

/** This site's order 1C means: by the «Ид» it keeps (external_id), else by our id given as «Ид» or «Номер». */
async function lockOrder(tx: TTx, siteId: number, id: string, number = ""): Promise<TOrderRow | null> {
  const keys: SQL[] = [];
  if (id) keys.push(eq(orders.externalId, id));
  for (const key of [id, number]) if (/^\d{1,9}$/.test(key)) keys.push(eq(orders.id, Number(key)));
  if (keys.length === 0) return null;
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), or(...keys)))
    .orderBy(sql`${orders.externalId} IS NULL`)
    .limit(1)
    .for("update");
  return rows[0] ?? null;
}

/** Adds or updates (by 1C's «Ид») a document of the order; null when it is there already as it is. */
async function upsertDocument(tx: TTx, order: TOrderRow, doc: { externalId: string; kind: TOrderDocumentKind; number: string; total: number; at: Date | null; paidAt: Date | null }): Promise<"inserted" | "updated" | null> {
  const [existing] = await tx
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.siteId, order.siteId), eq(orderDocuments.externalId, doc.externalId)));
  const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  if (existing && existing.orderId === order.id && existing.kind === doc.kind && existing.number === doc.number && existing.total === doc.total && same(existing.paidAt, doc.paidAt) && (!doc.at || same(existing.createdAt, doc.at))) {
    return null;
  }
  const values = { orderId: order.id, kind: doc.kind, number: doc.number, total: doc.total, paidAt: doc.paidAt, ...(doc.at ? { createdAt: doc.at } : {}) };
  if (existing) await tx.update(orderDocuments).set(values).where(and(eq(orderDocuments.siteId, order.siteId), eq(orderDocuments.id, existing.id)));
  else await tx.insert(orderDocuments).values({ siteId: order.siteId, externalId: doc.externalId, ...values });
  return existing ? "updated" : "inserted";
}

/**
 * Marks the order changed by 1C: updated_at moves (the buyer sees the change) and, when 1C had the order
 * as it was, exported_at moves with it — 1C knows this change already. An order with a change of ours
 * still waiting for 1C stays pending.
 */
async function touch(tx: TTx, order: TOrderRow, set: Partial<TOrderRow>, now: Date): Promise<void> {
  const wasInSync = order.exportedAt !== null && order.exportedAt.getTime() === order.updatedAt.getTime();
  await tx
    .update(orders)
    .set({ ...set, updatedAt: now, ...(wasInSync ? { exportedAt: now } : {}) })
    .where(and(eq(orders.siteId, order.siteId), eq(orders.id, order.id)));
}

async function applyOrderChange(tx: TTx, siteId: number, change: TOrderChangeFrom1C, now: Date): Promise<boolean> {
  const order = await lockOrder(tx, siteId, change.id, change.number);
  if (!order) return false;
  const set: Partial<TOrderRow> = {};
  let changed = false;
  if (change.id && change.id !== String(order.id) && order.externalId !== change.id) set.externalId = change.id;
  if (change.status && change.status !== order.status) {
    if (releasing.has(change.status)) await releaseReservation(tx, { siteId, orderId: order.id });
    set.status = change.status;
    await tx.insert(orderEvents).values({ siteId, orderId: order.id, status: change.status, comment: change.statusText, createdAt: now });
    await enqueueOrderStatusMail(tx, { siteId, orderId: order.id, status: change.status, comment: change.statusText || null });
    // A golden club member's cash-back comes as bonuses when the order is completed.
    if (change.status === "completed") await accrueOrderBonus(tx, order, now);
    // Bonuses the order was paid with go back when 1C cancels it.
    if (change.status === "cancelled") await refundOrderBonus(tx, order, now);
    changed = true;
  }
  if (change.paidAt) {
    const paid = await tx
      .update(orderDocuments)
      .set({ paidAt: change.paidAt })
      .where(
        and(
          eq(orderDocuments.siteId, siteId),
          eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, "invoice"),
          change.isPaidAtExact ? sql`${orderDocuments.paidAt} IS DISTINCT FROM ${change.paidAt}` : sql`${orderDocuments.paidAt} IS NULL`,
        ),
      )
      .returning({ id: orderDocuments.id });
    changed ||= paid.length > 0;
  }
  if (change.shipment) {
    // A shipment recorded on the order has no «Ид» of its own: the order's key and its number make one.
    const externalId = `${change.id || order.id}/отгрузка/${change.shipment.number}`;
    changed = (await upsertDocument(tx, order, { externalId, kind: "delivery-note", number: change.shipment.number, total: order.total, at: change.shipment.at, paidAt: null })) !== null || changed;
  }
  if (changed || set.externalId) await touch(tx, order, set, now);
  return changed;
}

async function applyDocument(tx: TTx, siteId: number, doc: TOrderDocumentFrom1C, now: Date): Promise<boolean> {
  const order = await lockOrder(tx, siteId, doc.orderKey, doc.orderKey);
  if (!order) return false;
  const changed = await upsertDocument(tx, order, { externalId: doc.id, kind: doc.documentKind, number: doc.number, total: doc.total, at: doc.at, paidAt: doc.paidAt });
  if (changed) await touch(tx, order, {}, now);
  // A new invoice from the seller: the buyer hears of it (their documentsEmail setting).
  if (changed === "inserted" && doc.documentKind === "invoice") {
    await enqueueInvoiceMail(tx, { siteId, orderId: order.id, invoice: { number: doc.number, total: doc.total, validUntil: null, paymentDueAt: null, paidAt: doc.paidAt } });
  }
  return changed !== null;
}

/**
 * sale/file: applies 1C's view of this site's orders, each order in its own transaction — statuses (the
 * reservation goes back on cancel, shipment or completion), payments (the invoice's paid_at), shipping
 * documents; the buyer's status and new-invoice mails are queued with each. Orders 1C names that are not
 * this site's are skipped. Returns how many it changed.
 */
export async function applyOrdersFrom1C(siteId: number, changes: TChangeFrom1C[], now = new Date()): Promise<{ changed: number; untouched: number }> {
  let changed = 0;
  let untouched = 0;
  for (const change of changes) {
    const done = await retryOnDeadlock(() => getDb().transaction((tx) => (change.kind === "order" ? applyOrderChange(tx, siteId, change, now) : applyDocument(tx, siteId, change, now))));
    if (done) changed++;
    else untouched++;
  }
  if (changed > 0) kickOutboxDelivery();
  return { changed, untouched };
}
