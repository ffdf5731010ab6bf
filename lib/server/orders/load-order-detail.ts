import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { TOrderDetail } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import { mainPicturePathSql, productImageUrl } from "../catalog/product-picture-key";
import { getDb } from "../db/client";
import { companies, orderDocuments, orderEvents, orderItems, products, users, warehouses } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import type { TOrderRow } from "./find-order-or-throw";
import { formatOrderDetail } from "./format-order-detail";
import { personName } from "./person-name";

const personColumns = { id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email, phone: users.phone };

/** Loads an order's company, author, warehouse, lines, history and documents, and formats the detail. */
export async function loadOrderDetail({ site, locale }: { site: TSite; locale: TLocale }, order: TOrderRow, now = new Date()): Promise<TOrderDetail> {
  const db = getDb();
  const [[company], [author], [warehouse], items, events, documents] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.id, order.companyId))),
    order.userId === null ? [] : db.select(personColumns).from(users).where(and(eq(users.siteId, site.id), eq(users.id, order.userId))),
    order.warehouseId === null
      ? []
      : db
          .select({ id: warehouses.id, name: warehouses.name, city: warehouses.city, address: warehouses.address })
          .from(warehouses)
          .where(and(eq(warehouses.siteId, site.id), eq(warehouses.id, order.warehouseId))),
    db
      .select({
        item: orderItems,
        product: { id: products.id, article: products.article, name: products.name, unit: products.unit },
        picturePath: mainPicturePathSql(site.id, sql.raw(`"products"."id"`)),
      })
      .from(orderItems)
      .leftJoin(products, and(eq(products.id, orderItems.productId), eq(products.siteId, orderItems.siteId)))
      .where(and(eq(orderItems.siteId, site.id), eq(orderItems.orderId, order.id)))
      .orderBy(asc(orderItems.sort), asc(orderItems.id)),
    db
      .select({ event: orderEvents, author: personColumns })
      .from(orderEvents)
      .leftJoin(users, and(eq(users.id, orderEvents.userId), eq(users.siteId, orderEvents.siteId)))
      .where(and(eq(orderEvents.siteId, site.id), eq(orderEvents.orderId, order.id)))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.siteId, site.id), eq(orderDocuments.orderId, order.id)))
      .orderBy(asc(orderDocuments.id)),
  ]);
  return formatOrderDetail(
    { site, locale },
    {
      order,
      company: company ?? { id: order.companyId, name: "" },
      author: author ? { id: author.id, name: personName(author) } : null,
      warehouse: warehouse ?? null,
      items: items.map(({ item, product, picturePath }) => ({ item, product: product ? { ...product, image: productImageUrl(site.id, product.id, picturePath) } : null })),
      events: events.map(({ event, author: who }) => ({ event, author: who ? { id: who.id, name: personName(who) } : null })),
      documents,
    },
    now,
  );
}
