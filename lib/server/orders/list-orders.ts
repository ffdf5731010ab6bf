import "server-only";
import { and, asc, count, desc, eq, exists, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { TOrderListQuery, TOrderListResponse } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { nameContains } from "../catalog/name-pattern";
import { getDb } from "../db/client";
import { companies, orderItems, orders, users } from "../db/schema";
import { formatOrderListItem } from "./format-order-list-item";
import { siteLocale } from "./orders-text";
import { personName } from "./person-name";
import { visibleCompanyIds } from "./visible-company-ids";

const sortColumns = {
  name: orders.name,
  status: orders.status,
  created: orders.createdAt,
  updated: orders.updatedAt,
  positionsCount: orders.positionsCount,
  totalPrice: orders.total,
} as const;

/** A calendar day of the filter starts at Moscow midnight. */
export const moscowMidnight = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+03:00`) + plusDays * 86_400_000);

function keywordCondition(siteId: number, keyword: string): SQL | undefined {
  const numeric = /^\d{1,9}$/.test(keyword) ? eq(orders.id, Number(keyword)) : undefined;
  const inItems = exists(
    getDb()
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.siteId, siteId), eq(orderItems.orderId, orders.id), or(nameContains(orderItems.name, keyword), nameContains(sql`coalesce(${orderItems.article}, '')`, keyword)))),
  );
  return or(numeric, nameContains(orders.name, keyword), nameContains(sql`coalesce(${orders.comment}, '')`, keyword), nameContains(orders.address, keyword), inItems);
}

/**
 * GET /api/v1/order: the orders of the companies the buyer sees (spec §2 "Order list"), filtered,
 * sorted (default: newest first) and paged. A companyId outside them gives an empty page.
 */
export async function listOrders(ctx: TCartContext, query: TOrderListQuery): Promise<TOrderListResponse> {
  const { site, locale } = ctx;
  const perPage = query["per-page"];
  const visible = await visibleCompanyIds(ctx);
  const companyIds = query.companyId === undefined ? visible : visible.filter((id) => id === query.companyId);
  if (companyIds.length === 0) return { items: [], meta: listMeta(query.page, perPage, 0) };

  const where = and(
    eq(orders.siteId, site.id),
    inArray(orders.companyId, companyIds),
    query.status && query.status.length > 0 ? inArray(orders.status, query.status) : undefined,
    query.deliveryType ? eq(orders.deliveryType, query.deliveryType) : undefined,
    query.createdFrom ? gte(orders.createdAt, moscowMidnight(query.createdFrom)) : undefined,
    query.createdTo ? lt(orders.createdAt, moscowMidnight(query.createdTo, 1)) : undefined,
    query.keyword ? keywordCondition(site.id, query.keyword) : undefined,
  );
  const sort = query.sort ?? "-created";
  const descending = sort.startsWith("-");
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns] ?? orders.createdAt;
  const db = getDb();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ order: orders, company: { id: companies.id, name: companies.name }, author: { id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email, phone: users.phone } })
      .from(orders)
      .innerJoin(companies, and(eq(companies.id, orders.companyId), eq(companies.siteId, orders.siteId)))
      .leftJoin(users, and(eq(users.id, orders.userId), eq(users.siteId, orders.siteId)))
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), descending ? desc(orders.id) : asc(orders.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
  ]);
  const totalCount = Number(total);
  return {
    items: rows.map((r) => formatOrderListItem(r.order, { company: r.company, author: r.author ? { id: r.author.id, name: personName(r.author) } : null, locale, storedLocale: siteLocale(site) })),
    meta: listMeta(query.page, perPage, totalCount),
  };
}
