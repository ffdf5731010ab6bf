import { getPaymentSchedule } from "@/lib/server/documents/payment-schedule";
import { route } from "@/lib/server/http/route";
import { ZPaymentSchedule } from "@/lib/contracts/documents";

// GET /api/v1/documents/payment-schedule — unpaid invoices by due date, overdue first, with totals
export const GET = route({ auth: "required", response: ZPaymentSchedule }, ({ site, auth, locale }) => getPaymentSchedule({ site, auth, locale }));
