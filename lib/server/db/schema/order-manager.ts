import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customProducts } from "./buyer-catalog";
import { products } from "./catalog";
import type { TLineKind } from "./orders";
import { sites } from "./sites";
import { companies, users } from "./users";
import type { TManagerOrderStatus } from "../../../contracts/order-manager";

/**
 * An entry of the order manager: a reseller's own customer's order (spec §2 «Order manager: orders,
 * archive»), made by hand or from a commercial offer. It belongs to its author in the active company,
 * like an offer; `archivedAt` set = in the archive (active → archived → restored / deleted, spec §4).
 */
export const managerOrders = pgTable(
  "manager_orders",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    customerEmail: text("customer_email").notNull().default(""),
    customerAddress: text("customer_address").notNull().default(""),
    status: text("status").$type<TManagerOrderStatus>().notNull().default("new"),
    /** The offer it was made from (kept as a number: the offer may be deleted later). */
    sourceOfferId: integer("source_offer_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check("manager_orders_status_ck", sql`status IN ('new', 'in_progress', 'done', 'cancelled')`),
    index("manager_orders_author_idx").on(t.siteId, t.companyId, t.authorUserId, t.updatedAt),
  ],
);

/**
 * A line of an entry: a catalogue product, a custom product of the company, or free text (`kind`
 * "custom" with neither id), with the amount and the reseller's own price to their customer in kopecks.
 */
export const managerOrderLines = pgTable(
  "manager_order_lines",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => managerOrders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TLineKind>().notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customProductId: integer("custom_product_id").references(() => customProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    unit: text("unit").notNull().default("шт"),
    amount: integer("amount").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    check("manager_order_lines_amount_ck", sql`amount > 0`),
    check("manager_order_lines_price_ck", sql`price >= 0`),
    index("manager_order_lines_order_idx").on(t.siteId, t.orderId, t.position),
  ],
);

/** The comment history of an entry: who wrote it (name kept as it was) and when. */
export const managerOrderComments = pgTable(
  "manager_order_comments",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => managerOrders.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("manager_order_comments_order_idx").on(t.siteId, t.orderId, t.createdAt)],
);
