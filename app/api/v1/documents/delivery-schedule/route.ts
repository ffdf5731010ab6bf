import { ZDeliverySchedule, ZDeliveryScheduleQuery } from "@/lib/contracts/documents";
import { getDeliverySchedule } from "@/lib/server/documents/delivery-schedule";
import { route } from "@/lib/server/http/route";

// GET /api/v1/documents/delivery-schedule — confirmed and shipped orders by expected date
export const GET = route({ auth: "required", query: ZDeliveryScheduleQuery, response: ZDeliverySchedule }, ({ site, auth, locale, query }) => getDeliverySchedule({ site, auth, locale }, query));
