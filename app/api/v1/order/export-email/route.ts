import { ZOrderExportEmailRequest, ZOrderExportEmailResponse } from "@/lib/contracts/orders";
import { route } from "@/lib/server/http/route";
import { emailOrdersExport } from "@/lib/server/orders/email-orders-export";

// POST /api/v1/order/export-email — up to 10 orders mailed to the buyer (outbox)
export const POST = route({ auth: "required", body: ZOrderExportEmailRequest, response: ZOrderExportEmailResponse }, ({ site, auth, locale, body }) => emailOrdersExport({ site, auth, locale }, body));
