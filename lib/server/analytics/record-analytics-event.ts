import "server-only";
import type { TAnalyticsEventRequest } from "@/lib/contracts/analytics";
import type { TSuccess } from "@/lib/contracts/user";
import type { TLocale } from "@/lib/shared/locales";
import type { TAuth } from "../auth/authenticate";
import { getDb } from "../db/client";
import { analyticsEvents } from "../db/schema";
import { AppError } from "../http/app-error";
import { consumeRateLimit } from "../http/rate-limit";
import { translator } from "../i18n/translator";
import { findOrderOrThrow } from "../orders/find-order-or-throw";
import { visibleCompanyIds } from "../orders/visible-company-ids";
import type { TSite } from "../sites/resolve-site";

export type TAnalyticsContext = { site: TSite; auth: TAuth | null; locale: TLocale; userUuid: string | null; ip: string };

const EVENT_LIMIT = { limit: 300, windowSeconds: 60 };

/**
 * POST /api/v2/analytics/event: stores one event from the storefront. ORDER_SUCCESS is already
 * written when the order is placed, so a client's copy needs a signed-in buyer who sees the order
 * and never makes a second event for it (one per order).
 */
export async function recordAnalyticsEvent({ site, auth, locale, userUuid, ip }: TAnalyticsContext, event: TAnalyticsEventRequest): Promise<TSuccess> {
  const visitor = auth ? `user:${auth.user.id}` : userUuid ? `uuid:${userUuid.slice(0, 64)}` : `ip:${ip}`;
  await consumeRateLimit(site.id, [`analytics:${visitor}`], EVENT_LIMIT, locale);
  let orderId: number | null = null;
  if (event.type === "ORDER_SUCCESS") {
    if (!auth) throw new AppError("UNAUTHORIZED", translator(locale, "httpApi")("unauthorized"));
    const order = await findOrderOrThrow({ siteId: site.id, companyIds: await visibleCompanyIds({ site, auth }), locale }, event.data.orderId ?? 0);
    orderId = order.id;
  }
  await getDb()
    .insert(analyticsEvents)
    .values({ siteId: site.id, type: event.type, data: event.data, userId: auth?.user.id ?? null, userUuid: userUuid?.slice(0, 64) ?? null, orderId })
    .onConflictDoNothing();
  return { success: true };
}
