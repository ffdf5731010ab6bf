import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import { orderReservations, orders, stocks } from "../db/schema";

/**
 * Gives an order's reserved stock back (cancel, reservation expiry) inside the caller's transaction,
 * once: an order already released is left alone. Stock rows are locked in the same order as
 * placement locks them, and `reserved` never goes below zero.
 */
export async function releaseReservation(tx: TTx, { siteId, orderId }: { siteId: number; orderId: number }): Promise<number> {
  const [marked] = await tx
    .update(orders)
    .set({ reservationReleasedAt: new Date() })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId), isNull(orders.reservationReleasedAt)))
    .returning({ id: orders.id });
  if (!marked) return 0;
  const held = await tx
    .select({ productId: orderReservations.productId, warehouseId: orderReservations.warehouseId, amount: orderReservations.amount })
    .from(orderReservations)
    .where(and(eq(orderReservations.siteId, siteId), eq(orderReservations.orderId, orderId)));
  if (held.length === 0) return 0;
  await tx
    .select({ productId: stocks.productId })
    .from(stocks)
    .where(and(eq(stocks.siteId, siteId), inArray(stocks.productId, [...new Set(held.map((h) => h.productId))])))
    .orderBy(asc(stocks.productId), asc(stocks.warehouseId))
    .for("update");
  const values = sql.join(
    held.map((h) => sql`(${h.productId}::int, ${h.warehouseId}::int, ${h.amount}::int)`),
    sql`, `,
  );
  const updated = rowsOf(
    await tx.execute(sql`
      UPDATE ${stocks} AS s SET reserved = greatest(s.reserved - v.n, 0)
      FROM (VALUES ${values}) AS v(product_id, warehouse_id, n)
      WHERE s.site_id = ${siteId} AND s.product_id = v.product_id AND s.warehouse_id = v.warehouse_id
      RETURNING s.product_id`),
  );
  return updated.length;
}
