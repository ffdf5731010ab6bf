import { ZOrderExportRequest } from "@/lib/contracts/orders";
import { route } from "@/lib/server/http/route";
import { exportOrders } from "@/lib/server/orders/export-orders";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";

// POST /api/v1/order/export — up to 10 orders as an .xlsx (or .csv) file
export const POST = route({ auth: "required", body: ZOrderExportRequest, response: fileResponse(mediaTypes.xlsx, mediaTypes.csv) }, ({ site, auth, locale, body }) => exportOrders({ site, auth, locale }, body));
