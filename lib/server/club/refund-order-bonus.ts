import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TTx } from "../db/client";
import { bonusTransactions, companies } from "../db/schema";

type TCancelledOrder = { id: number; siteId: number; companyId: number; name: string; bonusSpent: number };

/**
 * A cancelled order gives back the bonuses it was paid with: a `refund` entry and the company's balance, in
 * the caller's transaction (the cancel's). Once per order (the unique index: a repeated «cancelled» from
 * 1C finds the refund there). Returns kopecks given back.
 */
export async function refundOrderBonus(tx: TTx, order: TCancelledOrder, now: Date): Promise<number> {
  if (order.bonusSpent <= 0) return 0;
  const written = await tx
    .insert(bonusTransactions)
    .values({ siteId: order.siteId, companyId: order.companyId, kind: "refund", amount: order.bonusSpent, orderId: order.id, orderName: order.name, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bonusTransactions.id });
  if (written.length === 0) return 0;
  await tx
    .update(companies)
    .set({ bonus: sql`${companies.bonus} + ${order.bonusSpent}` })
    .where(and(eq(companies.siteId, order.siteId), eq(companies.id, order.companyId)));
  return order.bonusSpent;
}
