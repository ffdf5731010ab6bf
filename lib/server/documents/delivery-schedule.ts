import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDeliverySchedule, TDeliveryScheduleQuery } from "@/lib/contracts/documents";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { companies, orders } from "../db/schema";
import { orderNameText, siteLocale } from "../orders/orders-text";
import { kopecksToDecimal } from "@/lib/shared/money";
import { documentCompanyIds } from "./documents-access";
import { translator } from "@/lib/server/i18n/translator";

const LIMIT = 500;

/** The day the goods are expected: the seller's date (1C), else for a pickup the day the reservation holds until. */
const expectedAt = sql<Date | null>`coalesce(${orders.expectedAt}, CASE WHEN ${orders.deliveryType} = 'pickup' THEN ${orders.reservedUntil} END)`;

/**
 * GET /api/v1/documents/delivery-schedule: the visible companies' confirmed and shipped orders by the day
 * their goods are expected (the earliest first, orders without a date yet last), pickup or delivery.
 */
export async function getDeliverySchedule(ctx: TCartContext, query: TDeliveryScheduleQuery): Promise<TDeliverySchedule> {
  const companyIds = await documentCompanyIds(ctx);
  if (companyIds.length === 0) return { items: [] };
  const { site, locale } = ctx;
  const rows = await getDb()
    .select({ order: orders, company: { id: companies.id, name: companies.name } })
    .from(orders)
    .innerJoin(companies, and(eq(companies.id, orders.companyId), eq(companies.siteId, orders.siteId)))
    .where(
      and(
        eq(orders.siteId, site.id),
        inArray(orders.companyId, companyIds),
        inArray(orders.status, ["confirmed", "shipped"]),
        query.deliveryType ? eq(orders.deliveryType, query.deliveryType) : undefined,
      ),
    )
    .orderBy(sql`${expectedAt} ASC NULLS LAST`, asc(orders.id))
    .limit(LIMIT);
  return {
    items: rows.map(({ order, company }) => {
      const date = order.expectedAt ?? (order.deliveryType === "pickup" ? order.reservedUntil : null);
      return {
        order: {
          id: order.id,
          name: orderNameText(locale, siteLocale(site), order),
          status: order.status,
          statusName: translator(locale, "orders")(`status.${order.status}`),
          total: kopecksToDecimal(order.total),
          positionsCount: order.positionsCount,
        },
        company,
        deliveryType: order.deliveryType,
        address: order.address,
        expectedAt: date?.toISOString() ?? null,
        expectedSource: order.expectedAt ? "seller" : date ? "reservation" : null,
      };
    }),
  };
}
