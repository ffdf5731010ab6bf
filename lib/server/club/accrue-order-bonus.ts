import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TTx } from "../db/client";
import { bonusTransactions, companies, orderItems, products, sites } from "../db/schema";
import { cashBackBp, cashBackOf, loadClubMembership } from "./club-membership";

type TCompletedOrder = { id: number; siteId: number; companyId: number; name: string };

/**
 * When an order becomes completed (1C's status), a club member company gets its cash-back as bonuses:
 * each catalogue line's total at the line's percent (brand rule, else section rule, else the level the
 * company was on before this order counted). Custom lines earn nothing. Written once per order (a repeated
 * «completed» finds the accrual there), with the company's balance in the same transaction. Returns kopecks.
 */
export async function accrueOrderBonus(tx: TTx, order: TCompletedOrder, now: Date): Promise<number> {
  const [site] = await tx.select({ id: sites.id, config: sites.config }).from(sites).where(eq(sites.id, order.siteId));
  if (!site) return 0;
  const membership = await loadClubMembership({ site, companyId: order.companyId, db: tx });
  if (!membership?.level) return 0;
  const lines = await tx
    .select({ total: orderItems.total, brandId: products.brandId, sectionId: products.sectionId })
    .from(orderItems)
    .innerJoin(products, and(eq(products.siteId, orderItems.siteId), eq(products.id, orderItems.productId)))
    .where(and(eq(orderItems.siteId, order.siteId), eq(orderItems.orderId, order.id), eq(orderItems.kind, "product")));
  const amount = lines.reduce((sum, line) => sum + cashBackOf(line.total, cashBackBp(membership, line)), 0);
  if (amount <= 0) return 0;
  const written = await tx
    .insert(bonusTransactions)
    .values({ siteId: order.siteId, companyId: order.companyId, kind: "accrual", amount, orderId: order.id, orderName: order.name, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bonusTransactions.id });
  if (written.length === 0) return 0;
  await tx
    .update(companies)
    .set({ bonus: sql`${companies.bonus} + ${amount}` })
    .where(and(eq(companies.siteId, order.siteId), eq(companies.id, order.companyId)));
  return amount;
}
