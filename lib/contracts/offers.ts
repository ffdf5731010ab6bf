import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZAddCartItemRequest, ZCartAmount } from "./cart";
import { ZPagingQuery } from "./catalog-calls";
import { ZSafeHtml } from "./safe-html";
import { ZSpecificationItem } from "./specifications";
import { ZId, ZListMeta, ZMoney } from "./user";

/**
 * Commercial offers (spec §3 Commercial offer, issue 23): a buyer's priced list for their own customer at
 * /api/v1/offer… (docs/api.md «Commercial offers»). Prices are the active company's with the offer's
 * markup (or the line's own): money is a decimal string in roubles, VAT included; markups are percents.
 */

export const MAX_OFFER_NAME = 200;
export const MAX_OFFER_DESCRIPTION = 2000;
export const MAX_OFFER_TITLE = 200;
export const MAX_OFFER_CONTACTS = 1000;
/** Intro and final texts are HTML up to this many characters before sanitising. */
export const MAX_OFFER_HTML = 20_000;
export const OFFER_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The most lines an offer takes by adding products (as a specification). */
export const MAX_OFFER_LINES = 500;
export const MIN_MARKUP = -100;
export const MAX_MARKUP = 1000;

export const offerColumns = ["image", "article", "manufacturerCode", "brand", "name", "amount", "price", "discount", "vat", "total"] as const;
export const ZOfferColumn = z.enum(offerColumns, { error: fieldMessage("offers.columnOneOf", { values: offerColumns.join(", ") }) });
export type TOfferColumnKey = z.infer<typeof ZOfferColumn>;
/** The columns a new template shows. */
export const defaultOfferColumns: TOfferColumnKey[] = ["name", "article", "amount", "price", "total"];

export const offerLists = ["mine", "archive"] as const;
export const ZOfferListName = z.enum(offerLists, { error: fieldMessage("common.listOneOf", { values: offerLists.join(", ") }) });
export type TOfferListName = z.infer<typeof ZOfferListName>;

// ——— Requests ———

const ZName = z.string({ error: fieldMessage("common.nameRequired") }).trim().min(1, fieldMessage("common.nameRequired")).max(MAX_OFFER_NAME, fieldMessage("common.nameMax", { max: MAX_OFFER_NAME }));
const ZDescription = z.string({ error: fieldMessage("common.string") }).trim().max(MAX_OFFER_DESCRIPTION, fieldMessage("common.descriptionMax", { max: MAX_OFFER_DESCRIPTION }));

/** A markup in percent (negative: a discount), above −100 and with at most two decimals. */
export const ZMarkup = z
  .number({ error: fieldMessage("offers.markupPercent") })
  .gt(MIN_MARKUP, fieldMessage("offers.discountBelow100"))
  .max(MAX_MARKUP, fieldMessage("offers.markupMax", { max: MAX_MARKUP }))
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, fieldMessage("common.twoDecimals"));

/** Catalogue products (or the company's custom products) with amounts, rounded up to batch and multiplicity as the cart does. */
const ZOfferLinesRequest = z
  .array(ZAddCartItemRequest, { error: fieldMessage("common.lines") })
  .min(1, fieldMessage("common.addLine"))
  .max(MAX_OFFER_LINES, fieldMessage("common.maxLines", { max: MAX_OFFER_LINES }));

/** Where a new offer's lines come from: nothing, the cart, a specification the buyer sees, an order of the company, or products. */
export const ZOfferSource = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("empty") }),
    z.object({ type: z.literal("cart") }),
    z.object({ type: z.literal("specification"), id: ZId }),
    z.object({ type: z.literal("order"), id: ZId }),
    z.object({ type: z.literal("products"), lines: ZOfferLinesRequest }),
  ],
  { error: fieldMessage("offers.source") },
);
export type TOfferSource = z.infer<typeof ZOfferSource>;

/** GET /api/v1/offer?list=mine|archive&page&per-page. */
export const ZOfferListQuery = ZPagingQuery.extend({ list: ZOfferListName.default("mine") }).transform((q) => ({ list: q.list, page: q.page, perPage: q["per-page"] }));
export type TOfferListQuery = z.infer<typeof ZOfferListQuery>;

/** POST /api/v1/offer. */
export const ZCreateOfferRequest = z.object({
  name: ZName,
  description: ZDescription.optional(),
  markup: ZMarkup.default(0),
  source: ZOfferSource.default({ type: "empty" }),
});
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/** A template as sent: every block; intro and final are HTML (sanitised on the server). */
export const ZOfferTemplateRequest = z.object({
  title: z.string({ error: fieldMessage("common.string") }).trim().max(MAX_OFFER_TITLE, fieldMessage("offers.titleMax", { max: MAX_OFFER_TITLE })),
  contacts: z.string({ error: fieldMessage("common.string") }).trim().max(MAX_OFFER_CONTACTS, fieldMessage("offers.contactsMax", { max: MAX_OFFER_CONTACTS })),
  intro: z.string({ error: fieldMessage("common.string") }).max(MAX_OFFER_HTML, fieldMessage("common.textMax", { max: MAX_OFFER_HTML })),
  final: z.string({ error: fieldMessage("common.string") }).max(MAX_OFFER_HTML, fieldMessage("common.textMax", { max: MAX_OFFER_HTML })),
  columns: z
    .array(ZOfferColumn, { error: fieldMessage("offers.columns") })
    .min(1, fieldMessage("offers.atLeastOneColumn"))
    .max(offerColumns.length)
    .refine((list) => new Set(list).size === list.length, fieldMessage("offers.columnsRepeat")),
  /** false removes the logo; true (or absent) keeps the one uploaded. */
  logo: z.boolean({ error: fieldMessage("common.boolean") }).optional(),
});
export type TOfferTemplateRequest = z.infer<typeof ZOfferTemplateRequest>;

/** PATCH /api/v1/offer/{id}: only what is given changes. */
export const ZUpdateOfferRequest = z.object({
  name: ZName.optional(),
  description: ZDescription.optional(),
  markup: ZMarkup.optional(),
  template: ZOfferTemplateRequest.optional(),
});
export type TUpdateOfferRequest = z.infer<typeof ZUpdateOfferRequest>;

/** POST /api/v1/offer/{id}/lines: products into an active offer (a product already there grows). */
export const ZAddOfferLinesRequest = z.object({ lines: ZOfferLinesRequest });
export type TAddOfferLinesRequest = z.infer<typeof ZAddOfferLinesRequest>;

/** PATCH /api/v1/offer/{id}/lines/{lineId}: the amount, and the line's own markup (null: the offer's). */
export const ZUpdateOfferLineRequest = z
  .object({ amount: ZCartAmount.optional(), markup: ZMarkup.nullable().optional() })
  .refine((v) => v.amount !== undefined || v.markup !== undefined, fieldMessage("offers.amountOrMarkup"));
export type TUpdateOfferLineRequest = z.infer<typeof ZUpdateOfferLineRequest>;

/** POST /api/v1/offer/{id}/copy. */
export const ZCopyOfferRequest = z.object({ name: ZName.optional() });
export type TCopyOfferRequest = z.infer<typeof ZCopyOfferRequest>;

export const ZOfferParams = z.object({ id: ZId });
export const ZOfferLineParams = z.object({ id: ZId, lineId: ZId });

// ——— Answers ———

export const ZOfferTemplate = z.object({
  title: z.string(),
  contacts: z.string(),
  intro: ZSafeHtml,
  final: ZSafeHtml,
  columns: z.array(ZOfferColumn),
  /** The logo's address (an image of the company's), or null. */
  logo: z.string().nullable(),
});
export type TOfferTemplate = z.infer<typeof ZOfferTemplate>;

/**
 * A line: the specification line's fields (price/total/VAT there are the company's), and the offer's own:
 * the markup applied, the customer's unit price, total and VAT.
 */
export const ZOfferItem = ZSpecificationItem.extend({
  brand: z.string().nullable(),
  manufacturerCode: z.string().nullable(),
  /** The line's own markup in percent, or null when the offer's applies. */
  ownMarkup: z.number().nullable(),
  markup: z.number(),
  offerPrice: ZMoney.nullable(),
  offerTotal: ZMoney,
  offerVatAmount: ZMoney,
});
export type TOfferItem = z.infer<typeof ZOfferItem>;

export const ZOfferTotals = z.object({
  positionsCount: z.number().int(),
  /** At the company's prices. */
  purchaseTotal: ZMoney,
  /** At the offer's prices, VAT included. */
  totalPrice: ZMoney,
  vatAmount: ZMoney,
});

const offerHead = {
  id: z.number().int(),
  status: z.enum(["active", "archived"]),
  name: z.string(),
  description: z.string(),
  markup: z.number(),
  created: z.string(),
  updated: z.string(),
};

export const ZOffer = z.object({ ...offerHead, template: ZOfferTemplate, items: z.array(ZOfferItem), totals: ZOfferTotals });
export type TOffer = z.infer<typeof ZOffer>;

/** The answer of a call that adds products (POST /api/v1/offer, POST /api/v1/offer/{id}/lines). */
export const ZOfferChangeResponse = ZOffer.extend({
  /** An amount was rounded up to the minimum batch or multiplicity; `message` says so (as the cart does). */
  adjusted: z.boolean(),
  message: z.string().optional(),
});
export type TOfferChangeResponse = z.infer<typeof ZOfferChangeResponse>;

export const ZOfferListItem = z.object({ ...offerHead, positionsCount: z.number().int(), totalPrice: ZMoney });
export type TOfferListItem = z.infer<typeof ZOfferListItem>;

export const ZOfferListResponse = z.object({ items: z.array(ZOfferListItem), meta: ZListMeta });
export type TOfferListResponse = z.infer<typeof ZOfferListResponse>;

/** GET / PUT /api/v1/offer/template: the company's default template. */
export const ZOfferTemplateResponse = ZOfferTemplate;
