import "server-only";
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { currentOrderStatuses, type TOrderItemsQuery, type TOrderItemsResponse } from "@/lib/contracts/orders";
import type { TCartContext } from "../cart/cart-context";
import { listMeta } from "../catalog/list-meta";
import { nameContains } from "../catalog/name-pattern";
import { getDb } from "../db/client";
import { orderItems, orders } from "../db/schema";
import { kopecksToDecimal } from "@/lib/shared/money";
import { orderNameText, siteLocale } from "./orders-text";
import { visibleCompanyIds } from "./visible-company-ids";

const sortColumns = { created: orders.createdAt, name: orderItems.name, amount: orderItems.amount, total: orderItems.total } as const;

/**
 * GET /api/v1/order/item: the ordered lines of the orders the buyer sees — the "items" tab, or with
 * scope=current the "current items" tab (orders still in progress: confirmed or shipped).
 */
export async function listOrderItems(ctx: TCartContext, query: TOrderItemsQuery): Promise<TOrderItemsResponse> {
  const { site, locale } = ctx;
  const perPage = query["per-page"];
  const companyIds = await visibleCompanyIds(ctx);
  if (companyIds.length === 0) return { items: [], meta: listMeta(query.page, perPage, 0) };
  const where = and(
    eq(orderItems.siteId, site.id),
    inArray(orders.companyId, companyIds),
    query.scope === "current" ? inArray(orders.status, [...currentOrderStatuses]) : undefined,
    query.keyword ? or(nameContains(orderItems.name, query.keyword), nameContains(sql`coalesce(${orderItems.article}, '')`, query.keyword)) : undefined,
  );
  const sort = query.sort ?? "-created";
  const descending = sort.startsWith("-");
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns];
  const db = getDb();
  const joined = and(eq(orders.id, orderItems.orderId), eq(orders.siteId, orderItems.siteId));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(orderItems).innerJoin(orders, joined).where(where),
    db
      .select({ item: orderItems, order: { id: orders.id, name: orders.name, status: orders.status, createdAt: orders.createdAt } })
      .from(orderItems)
      .innerJoin(orders, joined)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), descending ? desc(orderItems.id) : asc(orderItems.id))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
  ]);
  const totalCount = Number(total);
  return {
    items: rows.map(({ item, order }) => ({
      id: item.id,
      orderId: order.id,
      orderName: orderNameText(locale, siteLocale(site), order),
      orderStatus: order.status,
      created: order.createdAt.toISOString(),
      type: item.kind,
      productId: item.productId,
      customProductId: item.customProductId,
      name: item.name,
      article: item.article,
      unit: item.unit,
      price: kopecksToDecimal(item.price),
      amount: item.amount,
      total: kopecksToDecimal(item.total),
    })),
    meta: listMeta(query.page, perPage, totalCount),
  };
}
