import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { cartItems, carts } from "../../db/schema";

/** Units of each product in the buyer's cart for the active company (one cart per user and company). */
export async function cartQuantities({ siteId, userId, companyId }: { siteId: number; userId: number; companyId: number | null }, productIds: number[]): Promise<Map<number, number>> {
  if (companyId === null || productIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ productId: cartItems.productId, amount: sql<number>`sum(${cartItems.amount})::int`.mapWith(Number) })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.siteId, cartItems.siteId)))
    .where(and(eq(carts.siteId, siteId), eq(carts.userId, userId), eq(carts.companyId, companyId), inArray(cartItems.productId, productIds)))
    .groupBy(cartItems.productId);
  return new Map(rows.filter((r) => r.productId !== null).map((r) => [r.productId as number, r.amount]));
}
