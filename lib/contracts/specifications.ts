import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZAddCartItemRequest, ZCartAmount, ZCartChangeResponse, ZCartItem, ZCartLinesSummary } from "./cart";
import { ZPagingQuery } from "./catalog-calls";
import { ZPerson } from "./orders";
import { ZId, ZListMeta, ZMoney } from "./user";

/**
 * Specifications (spec §2 "Specification lists", §3 Specification, §9): a buyer's saved lists of goods and
 * the seller's recommended ones, at /api/v1/specification… (docs/api.md «Specifications»). Lines are priced
 * and flagged as the cart's lines; money is a decimal string in roubles, VAT included; moments ISO 8601.
 */

export const MAX_SPECIFICATION_LINES = 500;
export const MAX_SPECIFICATION_NAME = 200;
export const MAX_SPECIFICATION_DESCRIPTION = 2000;
export const MAX_EXPORT_SPECIFICATIONS = 10;

export const specificationKinds = ["buyer", "recommended"] as const;
export const ZSpecificationKind = z.enum(specificationKinds);
export type TSpecificationKindValue = z.infer<typeof ZSpecificationKind>;

export const specificationStatuses = ["active", "archived"] as const;
export const ZSpecificationStatus = z.enum(specificationStatuses);
export type TSpecificationStatusValue = z.infer<typeof ZSpecificationStatus>;

/**
 * mine — my active ones (shared or not); company — the active company's shared active ones, by anyone;
 * recommended — the site's; archive — the archived ones I may edit.
 */
export const specificationLists = ["mine", "company", "recommended", "archive"] as const;
export const ZSpecificationListName = z.enum(specificationLists, { error: fieldMessage("common.listOneOf", { values: specificationLists.join(", ") }) });
export type TSpecificationListName = z.infer<typeof ZSpecificationListName>;

// ——— Requests ———

const ZName = z
  .string({ error: fieldMessage("common.nameRequired") })
  .trim()
  .min(1, fieldMessage("common.nameRequired"))
  .max(MAX_SPECIFICATION_NAME, fieldMessage("common.nameMax", { max: MAX_SPECIFICATION_NAME }));

const ZDescription = z
  .string({ error: fieldMessage("common.string") })
  .trim()
  .max(MAX_SPECIFICATION_DESCRIPTION, fieldMessage("common.descriptionMax", { max: MAX_SPECIFICATION_DESCRIPTION }));

const ZShared = z.boolean({ error: fieldMessage("common.boolean") });

/** A line to add: a catalogue product or a custom product; without `amount` the smallest valid one (as the cart). */
export const ZSpecificationLineRequest = ZAddCartItemRequest;
export type TSpecificationLineRequest = z.infer<typeof ZSpecificationLineRequest>;

const ZLines = z
  .array(ZSpecificationLineRequest, { error: fieldMessage("common.lines") })
  .max(MAX_SPECIFICATION_LINES, fieldMessage("common.maxLines", { max: MAX_SPECIFICATION_LINES }));

/** GET /api/v1/specification?list&q&page&per-page (list defaults to mine). */
export const ZSpecificationListQuery = ZPagingQuery.extend({
  list: ZSpecificationListName.default("mine"),
  q: z
    .string({ error: fieldMessage("common.string") })
    .trim()
    .max(200, fieldMessage("common.max200Chars"))
    .optional()
    .transform((v) => v || undefined),
}).transform((q) => ({ list: q.list, q: q.q, page: q.page, perPage: q["per-page"] }));
export type TSpecificationListQuery = z.infer<typeof ZSpecificationListQuery>;

/** POST /api/v1/specification. */
export const ZCreateSpecificationRequest = z.object({
  name: ZName,
  description: ZDescription.optional(),
  shared: ZShared.default(false),
  lines: ZLines.optional(),
});
export type TCreateSpecificationRequest = z.infer<typeof ZCreateSpecificationRequest>;

/** PATCH /api/v1/specification/{id}: only what is given changes. */
export const ZUpdateSpecificationRequest = z.object({
  name: ZName.optional(),
  description: ZDescription.optional(),
  shared: ZShared.optional(),
});
export type TUpdateSpecificationRequest = z.infer<typeof ZUpdateSpecificationRequest>;

/** POST /api/v1/specification/{id}/lines. */
export const ZAddSpecificationLinesRequest = z.object({
  lines: ZLines.min(1, fieldMessage("common.addLine")),
});
export type TAddSpecificationLinesRequest = z.infer<typeof ZAddSpecificationLinesRequest>;

/** PUT /api/v1/specification/{id}/lines/{lineId}. */
export const ZUpdateSpecificationLineRequest = z.object({ amount: ZCartAmount });
export type TUpdateSpecificationLineRequest = z.infer<typeof ZUpdateSpecificationLineRequest>;

/** POST /api/v1/specification/{id}/copy: the copy's name (default «{name} (копия)»). */
export const ZCopySpecificationRequest = z.object({ name: ZName.optional() });
export type TCopySpecificationRequest = z.infer<typeof ZCopySpecificationRequest>;

/** POST /api/v1/specification/{id}/to-cart: these lines (none given = all). */
export const ZSpecificationToCartRequest = z.object({
  lineIds: z
    .array(ZId, { error: fieldMessage("common.lineIds") })
    .max(MAX_SPECIFICATION_LINES, fieldMessage("common.maxLines", { max: MAX_SPECIFICATION_LINES }))
    .optional(),
});
export type TSpecificationToCartRequest = z.infer<typeof ZSpecificationToCartRequest>;

const exportLimitMessage = fieldMessage("specifications.exportMax", { max: MAX_EXPORT_SPECIFICATIONS });

/** GET /api/v1/specification/export?ids=1,2,3&format=xlsx|csv. */
export const ZSpecificationExportQuery = z.object({
  ids: z
    .string({ error: fieldMessage("common.pickSpecifications") })
    .max(400, exportLimitMessage)
    .transform((value, ctx) => {
      const parts = value.split(",").map((p) => p.trim()).filter(Boolean);
      const ids: number[] = [];
      for (const part of parts) {
        const parsed = ZId.safeParse(part);
        if (!parsed.success || !/^\d+$/.test(part)) {
          ctx.addIssue({ code: "custom", message: fieldMessage("common.idList") });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      const unique = [...new Set(ids)];
      if (unique.length === 0) ctx.addIssue({ code: "custom", message: fieldMessage("common.pickSpecifications") });
      if (unique.length > MAX_EXPORT_SPECIFICATIONS) ctx.addIssue({ code: "custom", message: exportLimitMessage });
      return unique;
    }),
  format: z.enum(["xlsx", "csv"], { error: fieldMessage("common.exportFormat") }).default("xlsx"),
});
export type TSpecificationExportQuery = z.infer<typeof ZSpecificationExportQuery>;

export const ZSpecificationParams = z.object({ id: ZId });
export const ZSpecificationLineParams = z.object({ id: ZId, lineId: ZId });

// ——— Answers ———

/** A line: the cart line's fields and state flags (no selection: a specification has none). */
export const ZSpecificationItem = ZCartItem.omit({ selected: true });
export type TSpecificationItem = z.infer<typeof ZSpecificationItem>;

/** Totals of the lines that can be priced (`missing` lines are left out); VAT included. */
export const ZSpecificationTotals = z.object({
  positionsCount: z.number().int(),
  totalPrice: ZMoney,
  vatAmount: ZMoney,
});
export type TSpecificationTotals = z.infer<typeof ZSpecificationTotals>;

const specificationHead = {
  id: z.number().int(),
  kind: ZSpecificationKind,
  status: ZSpecificationStatus,
  shared: z.boolean(),
  /** Whether this user may rename it, change its lines, share, archive, restore or delete it. */
  canEdit: z.boolean(),
  name: z.string(),
  description: z.string(),
  created: z.string(),
  updated: z.string(),
  /** Null for a recommended one (the seller's), or when the author's account is gone. */
  author: ZPerson.nullable(),
  /** Null for a recommended one. */
  company: ZPerson.nullable(),
};

/** GET /api/v1/specification/{id}, and (with adjusted/message) the answer of every change. */
export const ZSpecification = z.object({
  ...specificationHead,
  items: z.array(ZSpecificationItem),
  totals: ZSpecificationTotals,
});
export type TSpecification = z.infer<typeof ZSpecification>;

export const ZSpecificationChangeResponse = ZSpecification.extend({
  /** An amount was rounded up to the minimum batch or multiplicity; `message` says so (as the cart does). */
  adjusted: z.boolean(),
  message: z.string().optional(),
});
export type TSpecificationChangeResponse = z.infer<typeof ZSpecificationChangeResponse>;

export const ZSpecificationListItem = z.object({
  ...specificationHead,
  positionsCount: z.number().int(),
  totalPrice: ZMoney,
  vatAmount: ZMoney,
});
export type TSpecificationListItem = z.infer<typeof ZSpecificationListItem>;

export const ZSpecificationListResponse = z.object({ items: z.array(ZSpecificationListItem), meta: ZListMeta });
export type TSpecificationListResponse = z.infer<typeof ZSpecificationListResponse>;

/** DELETE /api/v1/specification/archive. */
export const ZDeleteSpecificationArchiveResponse = z.object({ deleted: z.number().int() });
export type TDeleteSpecificationArchiveResponse = z.infer<typeof ZDeleteSpecificationArchiveResponse>;

// The summary of lines put into the cart is the one POST /api/v1/cart/lines answers (lib/contracts/cart.ts).
export { ZCartLinesSummary, type TCartLinesSummary } from "./cart";

/** POST /api/v1/specification/{id}/to-cart: the cart change answer plus the summary. */
export const ZSpecificationToCartResponse = ZCartChangeResponse.extend({ summary: ZCartLinesSummary });
export type TSpecificationToCartResponse = z.infer<typeof ZSpecificationToCartResponse>;
