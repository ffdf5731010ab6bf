import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { companies, orderItems, orders, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { personName } from "./person-name";
import { translator } from "@/lib/server/i18n/translator";

export type TExportOrder = {
  order: typeof orders.$inferSelect;
  companyName: string;
  authorName: string;
  items: (typeof orderItems.$inferSelect)[];
};

/**
 * The orders to export, in the order asked, with their lines. Every id must be an order the buyer
 * sees: one unknown or foreign id fails the export with 404 'Заказ не существует.'
 */
export async function loadExportOrders(ctx: TCartContext & { companyIds: number[] }, ids: number[], locale: TLocale): Promise<TExportOrder[]> {
  const { site, companyIds } = ctx;
  const wanted = [...new Set(ids)];
  const db = getDb();
  const rows =
    companyIds.length === 0
      ? []
      : await db
          .select({ order: orders, companyName: companies.name, author: { id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email, phone: users.phone } })
          .from(orders)
          .innerJoin(companies, and(eq(companies.id, orders.companyId), eq(companies.siteId, orders.siteId)))
          .leftJoin(users, and(eq(users.id, orders.userId), eq(users.siteId, orders.siteId)))
          .where(and(eq(orders.siteId, site.id), inArray(orders.id, wanted), inArray(orders.companyId, companyIds)));
  if (rows.length !== wanted.length) throw new AppError("NOT_FOUND", translator(locale, "orders")("api.notFound"));
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.siteId, site.id), inArray(orderItems.orderId, wanted)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort), asc(orderItems.id));
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ order: row.order, companyName: row.companyName, authorName: row.author ? personName(row.author) : "", items: items.filter((i) => i.orderId === id) }];
  });
}
