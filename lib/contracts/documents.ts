import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZListMeta, ZPagingQuery } from "./catalog-calls";
import { documentStates, ZDay, ZDeliveryType, ZOrderDocument, ZOrderStatus } from "./orders";
import { ZMoney } from "./user";

export const documentKinds = ["invoice", "delivery-note", "upd"] as const;
export const ZDocumentKind = z.enum(documentKinds, { error: fieldMessage("documents.kindOneOf", { values: documentKinds.join(", ") }) });
export const ZDocumentState = z.enum(documentStates, { error: fieldMessage("documents.stateOneOf", { values: documentStates.join(", ") }) });

/**
 * GET /api/v1/documents: filters and paging, newest first. `order` is an order's number (its id) or its
 * name; `from`/`to` are calendar days (Moscow) of the document's date, both included.
 */
export const ZDocumentListQuery = ZPagingQuery.extend({
  kind: ZDocumentKind.optional(),
  state: ZDocumentState.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  order: z.string().trim().max(100, fieldMessage("common.max100Chars")).optional().transform((v) => v || undefined),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: fieldMessage("documents.periodEnd") });
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

/** GET /api/v1/documents/export: the same filters, no paging (up to 1,000 documents). */
export const ZDocumentExportQuery = ZDocumentListQuery.transform(({ page: _page, "per-page": _perPage, ...filters }) => filters);
export type TDocumentExportQuery = z.infer<typeof ZDocumentExportQuery>;

export const ZDocumentListItem = ZOrderDocument.extend({
  vatTotal: ZMoney,
  order: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
});
export type TDocumentListItem = z.infer<typeof ZDocumentListItem>;

export const ZDocumentListResponse = z.object({ items: z.array(ZDocumentListItem), meta: ZListMeta });
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;

export const ZDocumentLine = z.object({
  name: z.string(),
  article: z.string().nullable(),
  unit: z.string(),
  amount: z.number().int(),
  price: ZMoney,
  total: ZMoney,
  vatRate: z.number().int(),
  vatAmount: ZMoney,
});
export type TDocumentLine = z.infer<typeof ZDocumentLine>;

/** GET /api/v1/documents/{id}: the document with its lines (its own, or its order's for an invoice without them). */
export const ZDocumentDetail = ZDocumentListItem.extend({ lines: z.array(ZDocumentLine) });
export type TDocumentDetail = z.infer<typeof ZDocumentDetail>;

// ——— Payment schedule ———

/** Where a payment's due date comes from: the invoice's own due date; else its date plus the company's deferral days; else (no deferral: prepayment) the day the invoice is valid until. */
export const ZPaymentDueSource = z.enum(["document", "deferral", "validity"]);

export const ZPaymentScheduleItem = z.object({
  document: ZDocumentListItem,
  dueAt: z.string(),
  dueSource: ZPaymentDueSource,
  /** Whole days past due (0 when not overdue). */
  overdueDays: z.number().int(),
  isOverdue: z.boolean(),
});
export type TPaymentScheduleItem = z.infer<typeof ZPaymentScheduleItem>;

/** GET /api/v1/documents/payment-schedule: unpaid, still valid invoices, overdue first, then by due date. */
export const ZPaymentSchedule = z.object({
  items: z.array(ZPaymentScheduleItem),
  totals: z.object({ overdue: ZMoney, dueThisWeek: ZMoney, total: ZMoney }),
});
export type TPaymentSchedule = z.infer<typeof ZPaymentSchedule>;

// ——— Delivery schedule ———

export const ZDeliveryScheduleQuery = z.object({ deliveryType: ZDeliveryType.optional() });
export type TDeliveryScheduleQuery = z.infer<typeof ZDeliveryScheduleQuery>;

export const ZDeliveryScheduleItem = z.object({
  order: z.object({ id: z.number().int(), name: z.string(), status: ZOrderStatus, statusName: z.string(), total: ZMoney, positionsCount: z.number().int() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  deliveryType: ZDeliveryType,
  address: z.string(),
  /** The day the goods are expected: 1C's expected date, else (pickup) the day the reservation holds until; null: not known yet. */
  expectedAt: z.string().nullable(),
  expectedSource: z.enum(["seller", "reservation"]).nullable(),
});
export type TDeliveryScheduleItem = z.infer<typeof ZDeliveryScheduleItem>;

/** GET /api/v1/documents/delivery-schedule: confirmed and shipped orders by expected date (undated last). */
export const ZDeliverySchedule = z.object({ items: z.array(ZDeliveryScheduleItem) });
export type TDeliverySchedule = z.infer<typeof ZDeliverySchedule>;

// ——— The seller's requisites (the seller console) ———

/** The requisite's name is a choice of the message's `select`. */
const digits = (n: number[], label: "inn" | "kpp" | "bic" | "correspondentAccount" | "settlementAccount") =>
  z
    .string()
    .trim()
    .refine((v) => n.includes(v.length) && /^\d+$/.test(v), fieldMessage("documents.digits", { label, lengths: n.length, first: n[0], last: n[n.length - 1] }));

export const ZSellerRequisites = z.object({
  legalName: z.string().trim().min(1, fieldMessage("common.nameRequired")).max(300),
  inn: digits([10, 12], "inn"),
  kpp: digits([9], "kpp").nullable().optional(),
  address: z.string().trim().min(1, fieldMessage("common.addressRequired")).max(500),
  bankName: z.string().trim().min(1, fieldMessage("documents.bank")).max(300),
  bic: digits([9], "bic"),
  correspondentAccount: digits([20], "correspondentAccount"),
  settlementAccount: digits([20], "settlementAccount"),
  director: z.string().trim().max(200).nullable().optional(),
  accountant: z.string().trim().max(200).nullable().optional(),
});
