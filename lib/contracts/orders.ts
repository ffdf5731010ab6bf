import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZCartChangeResponse, ZLineType } from "./cart";
import { ZPagingQuery } from "./catalog-calls";
import { kopecksOf } from "@/lib/shared/money";
import { ZCompanyAddress, ZId, ZListMeta, ZMoney } from "./user";

/**
 * Checkout and orders (spec §2 "Cart; order checkout", "Order list", §3 Order, §4, §9). Money is a
 * decimal string in roubles with VAT included; moments are ISO 8601 strings (the storefront shows DD.MM.YYYY).
 */

export const MAX_EXPORT_ORDERS = 10;
export const RESERVATION_WORKING_DAYS = 3;
/** Spec §9: free delivery within the warehouse city from 10 000 roubles. */
export const FREE_DELIVERY_THRESHOLD_KOPECKS = 1_000_000;

export const orderStatusValues = ["confirmed", "cancelled", "expired", "shipped", "completed"] as const;
export const ZOrderStatus = z.enum(orderStatusValues);
export type TOrderStatusValue = z.infer<typeof ZOrderStatus>;
/** Orders whose goods are still on their way to the buyer (the "current items" tab). */
export const currentOrderStatuses: readonly TOrderStatusValue[] = ["confirmed", "shipped"];

export const deliveryTypes = ["pickup", "delivery"] as const;
export const ZDeliveryType = z.enum(deliveryTypes, { error: fieldMessage("orders.deliveryType") });
export type TDeliveryTypeValue = z.infer<typeof ZDeliveryType>;

// ——— Checkout ———

/** A new delivery address typed in the address dialog (with address suggestions); saved to the company by default. */
export const ZNewDeliveryAddress = z.object({
  address: z.string({ error: fieldMessage("common.addressRequired") }).trim().min(5, fieldMessage("common.addressMin5")).max(500, fieldMessage("common.address500")),
  city: z.string().trim().max(100, fieldMessage("common.cityMax")).optional(),
  comment: z.string().trim().max(500, fieldMessage("common.comment500")).optional(),
  save: z.boolean().default(true),
});

const BONUS_SPEND_ERROR = fieldMessage("orders.bonusSpend");
/** Roubles as the buyer types them → kopecks. */
const ZBonusSpend = z.union([z.string(), z.number()], { error: BONUS_SPEND_ERROR }).transform((value, ctx) => {
  const kopecks = typeof value === "string" && value.trim().length > 30 ? null : kopecksOf(value);
  if (kopecks === null || !Number.isSafeInteger(kopecks)) {
    ctx.addIssue({ code: "custom", message: BONUS_SPEND_ERROR });
    return z.NEVER;
  }
  return kopecks;
});

/**
 * POST /api/v1/order: place an order from the selected cart lines. Pickup (the default) needs a
 * warehouse; delivery needs one of the company's addresses or a new one. The offer conditions must be accepted.
 */
export const ZPlaceOrderRequest = z
  .object({
    deliveryType: ZDeliveryType.default("pickup"),
    warehouseId: ZId.optional(),
    deliveryAddressId: ZId.optional(),
    deliveryAddress: ZNewDeliveryAddress.optional(),
    comment: z.string({ error: fieldMessage("common.string") }).trim().max(1000, fieldMessage("orders.comment1000")).optional(),
    acceptOfferConditions: z.literal(true, { error: fieldMessage("orders.acceptOffer") }),
    /** Golden club bonuses to pay part of the order with, in roubles ("150.50" or 150.5); at most checkout's `bonus.available`. */
    bonusSpend: ZBonusSpend.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.deliveryType === "pickup" && value.warehouseId === undefined) {
      ctx.addIssue({ code: "custom", path: ["warehouseId"], message: fieldMessage("orders.pickupWarehouse") });
    }
    if (value.deliveryType === "delivery" && value.deliveryAddressId === undefined && value.deliveryAddress === undefined) {
      ctx.addIssue({ code: "custom", path: ["deliveryAddressId"], message: fieldMessage("orders.deliveryAddress") });
    }
    if (value.deliveryAddressId !== undefined && value.deliveryAddress !== undefined) {
      ctx.addIssue({ code: "custom", path: ["deliveryAddress"], message: fieldMessage("orders.addressOneOf") });
    }
  });
export type TPlaceOrderRequest = z.infer<typeof ZPlaceOrderRequest>;

export const ZWarehouse = z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string() });

/** GET /api/v1/order/checkout: what the checkout form offers the active company. */
export const ZCheckoutOptions = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  deliveryTypes: z.array(z.object({ type: ZDeliveryType, name: z.string() })),
  defaultDeliveryType: ZDeliveryType,
  warehouses: z.array(ZWarehouse),
  deliveryAddresses: z.array(ZCompanyAddress),
  freeDeliveryText: z.string(),
  freeDeliveryThreshold: ZMoney,
  offerConditionsUrl: z.string(),
  reservationWorkingDays: z.number().int(),
  /** Where the storefront goes after placing an order (spec §9: the order). */
  orderRedirect: z.literal("order"),
  /**
   * Golden club bonuses the company may pay with: its balance and the share of an order's total they may
   * cover (an order may use min(balance, spendMaxPercent % of its total)); null when the site runs no club,
   * allows no spending, or the company is not a member or has no bonuses.
   */
  bonus: z.object({ balance: ZMoney, spendMaxPercent: z.number() }).nullable(),
});
export type TCheckoutOptions = z.infer<typeof ZCheckoutOptions>;

// ——— Orders ———

export const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZOrderListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZOrderStatus,
  statusName: z.string(),
  created: z.string(),
  updated: z.string(),
  positionsCount: z.number().int(),
  totalPrice: ZMoney,
  author: ZPerson.nullable(),
  company: ZPerson,
  comment: z.string().nullable(),
  address: z.string(),
  deliveryType: ZDeliveryType,
  /** Until when the stock is held; null once released (cancelled, expired) or never held. */
  reservedUntil: z.string().nullable(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const orderSorts = ["name", "status", "created", "updated", "positionsCount", "totalPrice"] as const;
const orderSortValues = orderSorts.flatMap((s) => [s, `-${s}`] as const);

/** YYYY-MM-DD, read in Moscow time. */
export const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage("orders.dateFormat")).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), fieldMessage("orders.noSuchDate"));

const ZStatusList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const parts = value.split(",").map((p) => p.trim()).filter(Boolean);
    const bad = parts.filter((p) => !(orderStatusValues as readonly string[]).includes(p));
    if (bad.length) ctx.addIssue({ code: "custom", message: fieldMessage("orders.unknownStatus", { values: bad.join(", ").slice(0, 100) }) });
    return parts as TOrderStatusValue[];
  });

/** GET /api/v1/order: filters, sort (a leading minus means descending; default newest first) and paging. */
export const ZOrderListQuery = ZPagingQuery.extend({
  sort: z.enum(orderSortValues as [string, ...string[]], { error: fieldMessage("common.sortOneOf", { values: orderSortValues.join(", ") }) }).optional(),
  status: ZStatusList.optional(),
  companyId: ZId.optional(),
  deliveryType: ZDeliveryType.optional(),
  keyword: z.string().trim().max(200, fieldMessage("common.max200Chars")).optional().transform((v) => v || undefined),
  createdFrom: ZDay.optional(),
  createdTo: ZDay.optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZOrderListResponse = z.object({ items: z.array(ZOrderListItem), meta: ZListMeta });
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;

export const ZOrderItem = z.object({
  id: z.number().int(),
  type: ZLineType,
  productId: z.number().int().nullable(),
  customProductId: z.number().int().nullable(),
  /** The catalogue product as it is now; null when it was removed or for custom products. */
  product: z.object({ id: z.number().int(), article: z.string(), name: z.string(), unit: z.string(), image: z.string() }).nullable(),
  name: z.string(),
  article: z.string().nullable(),
  unit: z.string(),
  price: ZMoney,
  amount: z.number().int(),
  total: ZMoney,
  vatRate: z.number().int(),
  vatAmount: ZMoney,
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderEvent = z.object({
  id: z.number().int(),
  status: ZOrderStatus,
  statusName: z.string(),
  comment: z.string().nullable(),
  author: ZPerson.nullable(),
  created: z.string(),
});

export const documentStates = ["awaiting-payment", "paid", "expired", "payment-overdue"] as const;
export const ZOrderDocument = z.object({
  id: z.number().int(),
  kind: z.enum(["invoice", "delivery-note", "upd"]),
  name: z.string(),
  number: z.string(),
  total: ZMoney,
  validUntil: z.string().nullable(),
  paymentDueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  state: z.enum(documentStates),
  created: z.string(),
  /** «Оплатить по СБП» is offered: an invoice awaiting payment where the site takes SBP (isAllowedSbpPay and orderPayment). */
  payBySbp: z.boolean(),
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;

export const ZOrderDetail = ZOrderListItem.extend({
  items: z.array(ZOrderItem),
  orderItemsTotalPrice: ZMoney,
  orderCustomItemsTotalPrice: ZMoney,
  /** Golden club bonuses paid: `totalPrice` = `orderItemsTotalPrice` − `bonusSpent`. */
  bonusSpent: ZMoney,
  vatAmount: ZMoney,
  warehouse: ZWarehouse.nullable(),
  deliveryAddressId: z.number().int().nullable(),
  /** The delivery address's city and comment for the driver as ordered; null for pickup or when not given. */
  deliveryCity: z.string().nullable(),
  deliveryComment: z.string().nullable(),
  events: z.array(ZOrderEvent),
  documents: z.array(ZOrderDocument),
  /** What this buyer may do with the order now (site feature flags and the status). */
  actions: z.object({ repeat: z.boolean(), cancel: z.boolean() }),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const ZPlaceOrderResponse = z.object({
  order: ZOrderDetail,
  message: z.string(),
  /** The storefront path to open next (the order). */
  redirect: z.string(),
});
export type TPlaceOrderResponse = z.infer<typeof ZPlaceOrderResponse>;

export const ZCancelOrderResponse = z.object({ order: ZOrderDetail, message: z.string() });
export type TCancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** POST /api/v1/order/{id}/repeat: the cart after the order's lines went back in, and what could not. */
export const ZRepeatOrderResponse = ZCartChangeResponse.extend({
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type TRepeatOrderResponse = z.infer<typeof ZRepeatOrderResponse>;

// ——— Ordered items (the "current items" and "items" tabs) ———

export const orderItemSorts = ["created", "-created", "name", "-name", "amount", "-amount", "total", "-total"] as const;

/** GET /api/v1/order/item: lines of the visible orders; scope=current keeps orders still in progress. */
export const ZOrderItemsQuery = ZPagingQuery.extend({
  scope: z.enum(["all", "current"], { error: fieldMessage("orders.scope") }).default("all"),
  sort: z.enum(orderItemSorts, { error: fieldMessage("common.sortOneOf", { values: orderItemSorts.join(", ") }) }).optional(),
  keyword: z.string().trim().max(200, fieldMessage("common.max200Chars")).optional().transform((v) => v || undefined),
});
export type TOrderItemsQuery = z.infer<typeof ZOrderItemsQuery>;

export const ZOrderItemsListItem = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderName: z.string(),
  orderStatus: ZOrderStatus,
  created: z.string(),
  type: ZLineType,
  productId: z.number().int().nullable(),
  customProductId: z.number().int().nullable(),
  name: z.string(),
  article: z.string().nullable(),
  unit: z.string(),
  price: ZMoney,
  amount: z.number().int(),
  total: ZMoney,
});
export const ZOrderItemsResponse = z.object({ items: z.array(ZOrderItemsListItem), meta: ZListMeta });
export type TOrderItemsResponse = z.infer<typeof ZOrderItemsResponse>;

// ——— Export ———

const ZExportIds = z
  .array(ZId, { error: fieldMessage("orders.orders") })
  .min(1, fieldMessage("orders.pickOrders"))
  .max(MAX_EXPORT_ORDERS, fieldMessage("orders.exportMax", { max: MAX_EXPORT_ORDERS }));

/** POST /api/v1/order/export: a file with the orders and their lines. */
export const ZOrderExportRequest = z.object({
  ids: ZExportIds,
  format: z.enum(["xlsx", "csv"], { error: fieldMessage("common.exportFormat") }).default("xlsx"),
});
export type TOrderExportRequest = z.infer<typeof ZOrderExportRequest>;

/** POST /api/v1/order/export-email: the same export sent by mail (to the user's e-mail unless `email` is given). */
export const ZOrderExportEmailRequest = z.object({
  ids: ZExportIds,
  email: z.email(fieldMessage("common.email")).max(254).optional(),
});
export type TOrderExportEmailRequest = z.infer<typeof ZOrderExportEmailRequest>;

export const ZOrderExportEmailResponse = z.object({ message: z.string(), email: z.string() });
export type TOrderExportEmailResponse = z.infer<typeof ZOrderExportEmailResponse>;
