import { ZAnalyticsEventRequest } from "@/lib/contracts/analytics";
import { recordAnalyticsEvent } from "@/lib/server/analytics/record-analytics-event";
import { route } from "@/lib/server/http/route";
import { ZSuccess } from "@/lib/contracts/user";

// POST /api/v2/analytics/event — one storefront analytics event (visitors too)
export const POST = route({ body: ZAnalyticsEventRequest, response: ZSuccess }, ({ site, auth, locale, userUuid, ip, body }) => recordAnalyticsEvent({ site, auth, locale, userUuid, ip }, body));
