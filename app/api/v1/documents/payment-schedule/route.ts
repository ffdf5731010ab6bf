import { getPaymentSchedule } from "@/lib/server/documents/payment-schedule";
import { route } from "@/lib/server/http/route";

// GET /api/v1/documents/payment-schedule — unpaid invoices by due date, overdue first, with totals
export const GET = route({ auth: "required" }, ({ site, auth, locale }) => getPaymentSchedule({ site, auth, locale }));
