import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZCartAmount, ZCartChangeResponse, ZCartLinesSummary } from "./cart";
import { ZPagingQuery } from "./catalog-calls";
import { ZId, ZListMeta, ZMoney } from "./user";

/**
 * The order manager (issue 23 item 2, spec §2 «Order manager: orders, archive»): a reseller's own customer
 * orders at /api/v1/order-manager… (docs/api.md «Order manager»). Prices are the reseller's own to their
 * customer, fixed on the line: money is a decimal string in roubles; moments ISO 8601.
 */

export const MAX_CUSTOMER_NAME = 200;
export const MAX_CUSTOMER_PHONE = 40;
export const MAX_CUSTOMER_ADDRESS = 500;
export const MAX_MANAGER_COMMENT = 2000;
export const MAX_MANAGER_LINE_NAME = 300;
/** The highest price of a line, in roubles. */
export const MAX_MANAGER_PRICE = 100_000_000;

export const managerOrderStatuses = ["new", "in_progress", "done", "cancelled"] as const;
export const ZManagerOrderStatus = z.enum(managerOrderStatuses, { error: fieldMessage("orderManager.statusOneOf", { values: managerOrderStatuses.join(", ") }) });
export type TManagerOrderStatus = z.infer<typeof ZManagerOrderStatus>;

export const managerOrderLists = ["mine", "archive"] as const;
export const ZManagerOrderListName = z.enum(managerOrderLists, { error: fieldMessage("common.listOneOf", { values: managerOrderLists.join(", ") }) });
export type TManagerOrderListName = z.infer<typeof ZManagerOrderListName>;

// ——— Requests ———

/** The field's name is a choice of the message's `select`. */
const text = (max: number, label: "customer" | "phone" | "address" | "article" | "unit" | "name" | "comment") =>
  z.string({ error: fieldMessage("common.string") }).trim().max(max, fieldMessage("orderManager.textMax", { label, max }));

/** A phone as people write it: digits with +, spaces, brackets and dashes; at least 5 digits. */
const ZPhone = text(MAX_CUSTOMER_PHONE, "phone").refine((v) => v === "" || (/^[+\d\s()\-]+$/.test(v) && v.replace(/\D/g, "").length >= 5), fieldMessage("orderManager.phoneChars"));
const ZEmail = z.union([z.literal(""), z.email(fieldMessage("common.email")).max(254, fieldMessage("orderManager.email254"))], { error: fieldMessage("common.email") });

/** The customer: a name always; phone, e-mail and address when known ("" clears one). */
export const ZManagerCustomer = z.object({
  name: text(MAX_CUSTOMER_NAME, "customer").min(1, fieldMessage("orderManager.customer")),
  phone: ZPhone.default(""),
  email: z.string({ error: fieldMessage("common.string") }).trim().pipe(ZEmail).default(""),
  address: text(MAX_CUSTOMER_ADDRESS, "address").default(""),
});
export type TManagerCustomer = z.infer<typeof ZManagerCustomer>;

/** A price in roubles: a number or a decimal string with at most two decimals, 0 … 100 000 000 → kopecks. */
export const ZManagerPrice = z
  .union([z.number({ error: fieldMessage("common.priceRoubles") }), z.string({ error: fieldMessage("common.priceRoubles") }).trim().regex(/^\d{1,9}([.,]\d{1,2})?$/, fieldMessage("orderManager.priceFormat")).transform((v) => Number(v.replace(",", ".")))], {
    error: fieldMessage("common.priceRoubles"),
  })
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= MAX_MANAGER_PRICE, fieldMessage("orderManager.priceRange", { max: MAX_MANAGER_PRICE }))
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, fieldMessage("common.twoDecimals"))
  .transform((v) => Math.round(v * 100));

/** Where a new entry's lines come from: nothing (by hand) or a commercial offer of the buyer (its lines at its prices). */
export const ZManagerOrderSource = z.discriminatedUnion("type", [z.object({ type: z.literal("empty") }), z.object({ type: z.literal("offer"), id: ZId })], {
  error: fieldMessage("orderManager.source"),
});
export type TManagerOrderSource = z.infer<typeof ZManagerOrderSource>;

/** GET /api/v1/order-manager?list=mine|archive&status&page&per-page. */
export const ZManagerOrderListQuery = ZPagingQuery.extend({ list: ZManagerOrderListName.default("mine"), status: ZManagerOrderStatus.optional() }).transform((q) => ({
  list: q.list,
  status: q.status,
  page: q.page,
  perPage: q["per-page"],
}));
export type TManagerOrderListQuery = z.infer<typeof ZManagerOrderListQuery>;

/** POST /api/v1/order-manager: the customer, and the source of the lines; a first comment optionally. */
export const ZCreateManagerOrderRequest = z.object({
  customer: ZManagerCustomer,
  source: ZManagerOrderSource.default({ type: "empty" }),
  comment: text(MAX_MANAGER_COMMENT, "comment").optional(),
});
export type TCreateManagerOrderRequest = z.infer<typeof ZCreateManagerOrderRequest>;

/** PATCH /api/v1/order-manager/{id}: the customer (whole) and the status; only what is given changes. */
export const ZUpdateManagerOrderRequest = z.object({ customer: ZManagerCustomer.optional(), status: ZManagerOrderStatus.optional() });
export type TUpdateManagerOrderRequest = z.infer<typeof ZUpdateManagerOrderRequest>;

/** POST /api/v1/order-manager/{id}/lines: a catalogue product by its article, or a line of free text (a service, a part of the reseller's own). */
export const ZAddManagerLineRequest = z
  .object({
    article: text(100, "article").min(1, fieldMessage("orderManager.article")).optional(),
    name: text(MAX_MANAGER_LINE_NAME, "name").min(1, fieldMessage("orderManager.name")).optional(),
    unit: text(20, "unit").min(1, fieldMessage("orderManager.unit")).optional(),
    amount: ZCartAmount,
    price: ZManagerPrice,
  })
  .refine((v) => v.article !== undefined || v.name !== undefined, { message: fieldMessage("orderManager.articleOrName"), path: ["article"] });
export type TAddManagerLineRequest = z.infer<typeof ZAddManagerLineRequest>;

/** PATCH /api/v1/order-manager/{id}/lines/{lineId}: the amount and/or the price. */
export const ZUpdateManagerLineRequest = z
  .object({ amount: ZCartAmount.optional(), price: ZManagerPrice.optional() })
  .refine((v) => v.amount !== undefined || v.price !== undefined, fieldMessage("orderManager.amountOrPrice"));
export type TUpdateManagerLineRequest = z.infer<typeof ZUpdateManagerLineRequest>;

/** POST /api/v1/order-manager/{id}/comments. */
export const ZAddManagerCommentRequest = z.object({ text: text(MAX_MANAGER_COMMENT, "comment").min(1, fieldMessage("orderManager.writeComment")) });
export type TAddManagerCommentRequest = z.infer<typeof ZAddManagerCommentRequest>;

export const ZManagerOrderParams = z.object({ id: ZId });
export const ZManagerLineParams = z.object({ id: ZId, lineId: ZId });

// ——— Answers ———

export const ZManagerOrderLine = z.object({
  id: z.number().int(),
  kind: z.enum(["product", "custom"]),
  productId: z.number().int().nullable(),
  customProductId: z.number().int().nullable(),
  name: z.string(),
  article: z.string().nullable(),
  unit: z.string(),
  amount: z.number().int(),
  price: ZMoney,
  total: ZMoney,
  /** The line can go to the supplier's cart: a catalogue product still on sale. */
  orderable: z.boolean(),
});
export type TManagerOrderLine = z.infer<typeof ZManagerOrderLine>;

export const ZManagerComment = z.object({ id: z.number().int(), author: z.string(), text: z.string(), created: z.string() });
export type TManagerComment = z.infer<typeof ZManagerComment>;

const head = {
  id: z.number().int(),
  status: ZManagerOrderStatus,
  archived: z.boolean(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }),
  /** The commercial offer it was made from, if any. */
  offerId: z.number().int().nullable(),
  created: z.string(),
  updated: z.string(),
};

export const ZManagerOrder = z.object({ ...head, items: z.array(ZManagerOrderLine), comments: z.array(ZManagerComment), totals: z.object({ positionsCount: z.number().int(), totalPrice: ZMoney }) });
export type TManagerOrder = z.infer<typeof ZManagerOrder>;

export const ZManagerOrderListItem = z.object({ ...head, positionsCount: z.number().int(), totalPrice: ZMoney });
export type TManagerOrderListItem = z.infer<typeof ZManagerOrderListItem>;

export const ZManagerOrderListResponse = z.object({ items: z.array(ZManagerOrderListItem), meta: ZListMeta });
export type TManagerOrderListResponse = z.infer<typeof ZManagerOrderListResponse>;

/** POST /api/v1/order-manager/{id}/to-cart: the cart change answer plus what was added, rounded and skipped. */
export const ZManagerToCartResponse = ZCartChangeResponse.extend({ summary: ZCartLinesSummary });
export type TManagerToCartResponse = z.infer<typeof ZManagerToCartResponse>;
