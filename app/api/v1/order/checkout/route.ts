import { route } from "@/lib/server/http/route";
import { getCheckoutOptions } from "@/lib/server/orders/get-checkout-options";
import { ZCheckoutOptions } from "@/lib/contracts/orders";

// GET /api/v1/order/checkout — delivery types, pickup warehouses and the company's delivery addresses
export const GET = route({ auth: "required", response: ZCheckoutOptions }, ({ site, auth, locale }) => getCheckoutOptions({ site, auth, locale }));
