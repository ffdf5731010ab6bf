import { ZCartChangeResponse, ZUpdateCartItemRequest } from "@/lib/contracts/cart";
import { ZIdParams } from "@/lib/contracts/user";
import { removeCartItem } from "@/lib/server/cart/remove-cart-item";
import { updateCartItem } from "@/lib/server/cart/update-cart-item";
import { route } from "@/lib/server/http/route";

// PUT /api/v1/cart/items/{id} — set a line's amount (rounded up to batch and multiplicity)
export const PUT = route({ auth: "required", params: ZIdParams, body: ZUpdateCartItemRequest, response: ZCartChangeResponse }, ({ site, auth, locale, params, body }) =>
  updateCartItem({ site, auth, locale }, params, body),
);

// DELETE /api/v1/cart/items/{id} — remove a line
export const DELETE = route({ auth: "required", params: ZIdParams, response: ZCartChangeResponse }, ({ site, auth, locale, params }) => removeCartItem({ site, auth, locale }, params));
