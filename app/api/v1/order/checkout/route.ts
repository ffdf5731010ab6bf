import { route } from "@/lib/server/http/route";
import { getCheckoutOptions } from "@/lib/server/orders/get-checkout-options";

// GET /api/v1/order/checkout — delivery types, pickup warehouses and the company's delivery addresses
export const GET = route({ auth: "required" }, ({ site, auth, locale }) => getCheckoutOptions({ site, auth, locale }));
