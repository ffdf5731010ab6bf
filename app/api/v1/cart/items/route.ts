import { ZAddCartItemRequest, ZCartChangeResponse } from "@/lib/contracts/cart";
import { addCartItem } from "@/lib/server/cart/add-cart-item";
import { route } from "@/lib/server/http/route";

// POST /api/v1/cart/items — add a product or custom product (amount rounded up to batch and multiplicity)
export const POST = route({ auth: "required", body: ZAddCartItemRequest, response: ZCartChangeResponse }, ({ site, auth, locale, body }) => addCartItem({ site, auth, locale }, body));
