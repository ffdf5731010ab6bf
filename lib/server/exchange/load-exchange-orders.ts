import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { companies, legalEntities, orderDocuments, orderItems, orders, products, users } from "../db/schema";

/** An order 1C has not seen as it is now, with what its «Документ» needs. */
export type TExchangeOrder = {
  order: typeof orders.$inferSelect;
  /** updated_at as the database holds it (microseconds included): sale/success compares it exactly. */
  updatedAtText: string;
  company: { id: number; name: string; isIndividual: boolean };
  legalEntity: { name: string; inn: string; kpp: string | null; address: string | null } | null;
  author: { email: string | null; phone: string | null; lastName: string | null; firstName: string | null } | null;
  items: { item: typeof orderItems.$inferSelect; productExternalId: string | null }[];
  isPaid: boolean;
};

/**
 * The site's orders whose updated_at is not the exported_at 1C confirmed — new and changed ones — oldest
 * change first, at most `limit` (1C asks again after sale/success for the rest).
 */
export async function loadExchangeOrders(siteId: number, limit: number): Promise<TExchangeOrder[]> {
  const db = getDb();
  const rows = await db
    .select({ order: orders, updatedAtText: sql<string>`${orders.updatedAt}::text`, company: { id: companies.id, name: companies.name, isIndividual: companies.isIndividual } })
    .from(orders)
    .innerJoin(companies, and(eq(companies.id, orders.companyId), eq(companies.siteId, orders.siteId)))
    .where(and(eq(orders.siteId, siteId), sql`${orders.exportedAt} IS DISTINCT FROM ${orders.updatedAt}`))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.order.id);
  const companyIds = [...new Set(rows.map((r) => r.company.id))];
  const userIds = [...new Set(rows.flatMap((r) => (r.order.userId === null ? [] : [r.order.userId])))];
  const [items, entities, authors, paid] = await Promise.all([
    db
      .select({ item: orderItems, productExternalId: products.externalId })
      .from(orderItems)
      .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.siteId, orderItems.siteId)))
      .where(and(eq(orderItems.siteId, siteId), inArray(orderItems.orderId, orderIds)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.sort), asc(orderItems.id)),
    db
      .select({ companyId: legalEntities.companyId, name: legalEntities.name, inn: legalEntities.inn, kpp: legalEntities.kpp, address: legalEntities.address })
      .from(legalEntities)
      .where(and(eq(legalEntities.siteId, siteId), inArray(legalEntities.companyId, companyIds)))
      .orderBy(asc(legalEntities.id)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, email: users.email, phone: users.phone, lastName: users.lastName, firstName: users.firstName })
          .from(users)
          .where(and(eq(users.siteId, siteId), inArray(users.id, userIds))),
    db
      .selectDistinct({ orderId: orderDocuments.orderId })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.siteId, siteId), inArray(orderDocuments.orderId, orderIds), eq(orderDocuments.kind, "invoice"), sql`${orderDocuments.paidAt} IS NOT NULL`)),
  ]);
  const paidIds = new Set(paid.map((p) => p.orderId));
  return rows.map(({ order, updatedAtText, company }) => ({
    order,
    updatedAtText,
    company,
    // A company may have several legal entities: the first one is the one it ordered as.
    legalEntity: entities.find((e) => e.companyId === company.id) ?? null,
    author: authors.find((a) => a.id === order.userId) ?? null,
    items: items.filter((i) => i.item.orderId === order.id),
    isPaid: paidIds.has(order.id),
  }));
}
