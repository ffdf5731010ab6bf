import { z } from "zod";
import { fieldMessage } from "./field-message";

/**
 * POST /api/v2/analytics/event (spec §7 "Analytics"): `type` and `data`, where data is the analytics
 * event context of spec §3. Known types, plus list-view types the caller names (…LIST_VIEW).
 */
export const analyticsEventTypes = ["SEARCH_EVENT", "CATEGORY_VIEW", "ORDER_SUCCESS", "PRODUCT_VIEW", "HOME_PAGE_VIEW"] as const;
export type TAnalyticsEventType = (typeof analyticsEventTypes)[number];
export const LIST_VIEW_TYPE = /^(?:[A-Z][A-Z0-9_]{0,38}_)?LIST_VIEW$/;
/** A list-view type as the caller names it (CATALOG_LIST_VIEW); LIST_VIEW_TYPE is the rule the server checks. */
export type TListViewType = `${string}LIST_VIEW`;
export const MAX_ANALYTICS_DATA_BYTES = 16_000;

const ZText = (max: number) => z.string({ error: fieldMessage("common.string") }).max(max, fieldMessage("common.notLongerThan", { max }));
const ZIdValue = z.union([z.number().int().nonnegative(), ZText(64)], { error: fieldMessage("common.idShort") });

const ZEventProduct = z.object({
  id: ZIdValue,
  name: ZText(300).optional(),
  price: z.union([z.number(), ZText(32)]).optional(),
  amount: z.number().int().nonnegative().optional(),
  position: z.number().int().nonnegative().optional(),
});

export const ZAnalyticsEventData = z.object({
  userUuid: ZText(64).optional(),
  sessionId: ZText(64).optional(),
  viewUuid: ZText(64).optional(),
  userId: z.number().int().positive().optional(),
  regionId: z.number().int().positive().optional(),
  location: ZText(2000).optional(),
  referer: ZText(2000).optional(),
  source: ZText(100).optional(),
  listId: ZText(100).optional(),
  segment: ZText(100).optional(),
  products: z.array(ZEventProduct).max(200, fieldMessage("analytics.max200Products")).optional(),
  pageNumber: z.number().int().positive().optional(),
  categoryId: ZIdValue.optional(),
  searchTerm: ZText(200).optional(),
  originalSearchTerm: ZText(200).optional(),
  items: z.array(ZEventProduct).max(500, fieldMessage("analytics.max500Lines")).optional(),
  orderId: z.number().int().positive().optional(),
});
export type TAnalyticsEventData = z.infer<typeof ZAnalyticsEventData>;

export const ZAnalyticsEventRequest = z
  .object({
    type: ZText(50).refine((t) => (analyticsEventTypes as readonly string[]).includes(t) || LIST_VIEW_TYPE.test(t), {
      message: fieldMessage("analytics.eventType", { values: analyticsEventTypes.join(", ") }),
    }),
    data: ZAnalyticsEventData.default({}),
  })
  .superRefine((event, ctx) => {
    const need = (field: keyof TAnalyticsEventData, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: "custom", path: ["data", field], message: fieldMessage("analytics.requiredFor", { type: event.type }) });
    };
    const d = event.data;
    if (event.type === "SEARCH_EVENT") need("searchTerm", d.searchTerm !== undefined || d.categoryId !== undefined);
    if (event.type === "CATEGORY_VIEW") need("categoryId", d.categoryId !== undefined);
    if (event.type === "PRODUCT_VIEW") need("products", (d.products?.length ?? 0) > 0);
    if (event.type === "ORDER_SUCCESS") {
      need("orderId", d.orderId !== undefined);
      need("items", (d.items?.length ?? 0) > 0);
    }
    if (JSON.stringify(d).length > MAX_ANALYTICS_DATA_BYTES) ctx.addIssue({ code: "custom", path: ["data"], message: fieldMessage("analytics.eventTooLarge") });
  });
export type TAnalyticsEventRequest = z.infer<typeof ZAnalyticsEventRequest>;
