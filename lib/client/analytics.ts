import type { TAnalyticsEventData, TAnalyticsEventType, TListViewType } from "@/lib/contracts/analytics";
import { call } from "./api";
import { visitorUuid } from "./auth-token";

/**
 * Spec §7 "Analytics": POST /api/v2/analytics/event with type and data; skipped when the site's
 * b2bAnalytics module is enabled (it counts these itself); a failure is silent (spec §8).
 */
export function postAnalyticsEvent(type: TAnalyticsEventType | TListViewType, data: TAnalyticsEventData, { skip }: { skip: boolean }): void {
  if (skip || typeof window === "undefined") return;
  const body = { type, data: { userUuid: visitorUuid(), location: window.location.href.slice(0, 2000), referer: document.referrer.slice(0, 2000) || undefined, ...data } };
  call("v2/analytics/event", { method: "post", json: body }).catch(() => undefined);
}
