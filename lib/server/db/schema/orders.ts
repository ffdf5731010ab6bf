import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customProducts } from "./buyer-catalog";
import { products } from "./catalog";
import { sites, warehouses } from "./sites";
import { companies, deliveryAddresses, users } from "./users";

/** What a cart or order line is: a catalogue product or one of the company's custom products. */
export type TLineKind = "product" | "custom";

/**
 * Order statuses. Placement confirms at once (the stock is reserved in the same transaction);
 * `expired` means the 3-working-day reservation ran out and the stock went back; `shipped` and
 * `completed` are set by the seller's back office.
 */
export const orderStatuses = ["confirmed", "cancelled", "expired", "shipped", "completed"] as const;
export type TOrderStatus = (typeof orderStatuses)[number];

export type TDeliveryType = "pickup" | "delivery";

/** One cart per buyer and company: switching the active company switches the cart (prices never leak). */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_site_user_company_uq").on(t.siteId, t.userId, t.companyId)],
);

/**
 * A cart line. The product reference turns null when the product is deleted; `name` and `article`
 * are kept so the line can still be shown (flagged as unavailable) instead of vanishing.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    cartId: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TLineKind>().notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customProductId: integer("custom_product_id").references(() => customProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    amount: integer("amount").notNull(),
    selected: boolean("selected").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_items_site_cart_idx").on(t.siteId, t.cartId, t.id),
    uniqueIndex("cart_items_site_cart_product_uq").on(t.siteId, t.cartId, t.productId),
    uniqueIndex("cart_items_site_cart_custom_uq").on(t.siteId, t.cartId, t.customProductId),
  ],
);

/** An order of a company. Money in kopecks, VAT included (`vat_total` is the VAT part of `total`). */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    status: text("status").$type<TOrderStatus>().notNull(),
    deliveryType: text("delivery_type").$type<TDeliveryType>().notNull(),
    warehouseId: integer("warehouse_id").references(() => warehouses.id, { onDelete: "set null" }),
    deliveryAddressId: integer("delivery_address_id").references(() => deliveryAddresses.id, { onDelete: "set null" }),
    /** The pickup warehouse's or the delivery address as it was when ordered. */
    address: text("address").notNull(),
    /** A delivery address's city and comment for the driver as they were when ordered (null for pickup or when not given). */
    deliveryCity: text("delivery_city"),
    deliveryComment: text("delivery_comment"),
    comment: text("comment"),
    positionsCount: integer("positions_count").notNull(),
    itemsTotal: bigint("items_total", { mode: "number" }).notNull(),
    customItemsTotal: bigint("custom_items_total", { mode: "number" }).notNull(),
    /** What the buyer pays: `items_total` less `bonus_spent`. */
    total: bigint("total", { mode: "number" }).notNull(),
    /** The VAT part of `total` (the goods' VAT, less the share paid with bonuses). */
    vatTotal: bigint("vat_total", { mode: "number" }).notNull(),
    /** Golden club bonuses the buyer paid part of the order with (kopecks; a discount on the invoice and in 1C). */
    bonusSpent: bigint("bonus_spent", { mode: "number" }).notNull().default(0),
    reservedUntil: timestamp("reserved_until", { withTimezone: true }),
    /** Set when the reservation went back to stock (cancel or expiry); a reservation is released once. */
    reservationReleasedAt: timestamp("reservation_released_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The `updated_at` of the order as the seller's 1C last confirmed it (sale/success, or a change 1C
     * itself sent): sale/query sends the orders whose updated_at differs — new and changed ones.
     */
    exportedAt: timestamp("exported_at", { withTimezone: true }),
    /** 1C's «Ид» of the order document, once 1C has sent it back. */
    externalId: text("external_id"),
    /** When the goods are expected (delivered or ready for pickup), as the seller's 1C gives it; the delivery schedule sorts by it. */
    expectedAt: timestamp("expected_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_site_company_created_idx").on(t.siteId, t.companyId, t.createdAt),
    index("orders_site_status_reserved_idx").on(t.siteId, t.status, t.reservedUntil),
    index("orders_site_user_idx").on(t.siteId, t.userId),
  ],
);

/** An order line with the price it was ordered at (kopecks); product references as in cart_items. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TLineKind>().notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customProductId: integer("custom_product_id").references(() => customProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    unit: text("unit").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    amount: integer("amount").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    vatRate: integer("vat_rate").notNull(),
    vatAmount: bigint("vat_amount", { mode: "number" }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("order_items_site_order_idx").on(t.siteId, t.orderId, t.sort), index("order_items_site_product_idx").on(t.siteId, t.productId)],
);

/** Which warehouse's stock an order holds; released all at once (orders.reservation_released_at). */
export const orderReservations = pgTable(
  "order_reservations",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id").notNull().references(() => warehouses.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.orderId, t.productId, t.warehouseId] })],
);

/** Our notes on status changes (messages orders.api.event*): placed with or without a reservation, cancelled, expired. */
export type TOrderEventNote = "placed" | "placedNoReserve" | "cancelled" | "expired";

/** The status history of an order. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<TOrderStatus>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A free text written by a person (a manager, an exchange); our own notes are `note` instead. */
    comment: text("comment"),
    /** Our note on the event as a kind with its values, worded in the reader's language when shown. */
    note: text("note").$type<TOrderEventNote>(),
    noteParams: jsonb("note_params").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_site_order_idx").on(t.siteId, t.orderId, t.createdAt)],
);

export type TOrderDocumentKind = "invoice" | "delivery-note" | "upd";

/**
 * Documents of an order (invoices, delivery notes, УПД). An unpaid document past `valid_until` is expired;
 * one past `payment_due_at` is payment-overdue. A document belongs to its order's company (orders.company_id):
 * the documents list joins the order and keeps to the companies the buyer sees (ADR 0016).
 */
export const orderDocuments = pgTable(
  "order_documents",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TOrderDocumentKind>().notNull(),
    number: text("number").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** 1C's «Ид» of a document it sent (a payment, a delivery note, an УПД): a second exchange updates it. */
    externalId: text("external_id"),
  },
  (t) => [
    index("order_documents_site_order_idx").on(t.siteId, t.orderId),
    index("order_documents_site_created_idx").on(t.siteId, t.createdAt),
    uniqueIndex("order_documents_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);

/**
 * Lines of a document as the seller's 1C sent them (a delivery note or an УПД may ship part of an order,
 * or at other prices). A document without lines of its own (an invoice made when the order was placed)
 * shows its order's lines. Money in kopecks, VAT included, as in order_items.
 */
export const orderDocumentLines = pgTable(
  "order_document_lines",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    documentId: integer("document_id").notNull().references(() => orderDocuments.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    unit: text("unit").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    amount: integer("amount").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    vatRate: integer("vat_rate").notNull(),
    vatAmount: bigint("vat_amount", { mode: "number" }).notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("order_document_lines_site_document_idx").on(t.siteId, t.documentId, t.sort)],
);

/**
 * Product analytics (spec §7 "Analytics"): one row per event. ORDER_SUCCESS carries its order in
 * `order_id`, and the partial unique index keeps it to one event per order.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userUuid: text("user_uuid"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_site_type_created_idx").on(t.siteId, t.type, t.createdAt),
    uniqueIndex("analytics_events_site_order_success_uq").on(t.siteId, t.orderId).where(sql`type = 'ORDER_SUCCESS'`),
  ],
);

export type TSbpPaymentStatus = "pending" | "paid";

/**
 * An SBP (faster payments) payment of an invoice: created when the buyer asks for the QR, marked paid
 * once by the bank's signed callback (the invoice's paid_at is set in the same transaction).
 */
export const sbpPayments = pgTable(
  "sbp_payments",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    documentId: integer("document_id").notNull().references(() => orderDocuments.id, { onDelete: "cascade" }),
    /** Our id of the payment, given to the bank and echoed in its callback. */
    paymentId: text("payment_id").notNull(),
    /** Kopecks: the invoice's total when the payment was created. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    provider: text("provider").notNull(),
    status: text("status").$type<TSbpPaymentStatus>().notNull().default("pending"),
    qrPayload: text("qr_payload").notNull(),
    link: text("link").notNull(),
    /** The bank's operation id of the confirmed payment. */
    operationId: text("operation_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sbp_payments_payment_uq").on(t.paymentId), index("sbp_payments_site_document_idx").on(t.siteId, t.documentId)],
);
