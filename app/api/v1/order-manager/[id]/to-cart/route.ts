import { ZManagerOrderParams, ZManagerToCartResponse } from "@/lib/contracts/order-manager";
import { route } from "@/lib/server/http/route";
import { putManagerOrderToCart } from "@/lib/server/order-manager/manager-order-to-cart";

// POST /api/v1/order-manager/{id}/to-cart — «Заказать у поставщика»: the catalogue lines into my cart; custom and withdrawn lines skipped and listed
export const POST = route({ auth: "required", params: ZManagerOrderParams, response: ZManagerToCartResponse }, ({ site, auth, locale, params }) => putManagerOrderToCart({ site, auth, locale }, params));
