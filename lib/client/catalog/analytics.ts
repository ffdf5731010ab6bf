import type { TAnalyticsEventData } from "@/lib/contracts/analytics";
import { postAnalyticsEvent } from "../analytics";

export type TCatalogEventType = "SEARCH_EVENT" | "CATEGORY_VIEW" | "PRODUCT_VIEW";

/** The catalogue's analytics events (spec §7): search, section view, product view. */
export function postCatalogEvent(type: TCatalogEventType, data: TAnalyticsEventData, options: { skip: boolean }): void {
  postAnalyticsEvent(type, data, options);
}
