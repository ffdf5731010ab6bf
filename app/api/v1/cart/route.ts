import { ZCart, ZCartChangeResponse, ZCartQuery } from "@/lib/contracts/cart";
import { clearCart } from "@/lib/server/cart/clear-cart";
import { getCart } from "@/lib/server/cart/get-cart";
import { route } from "@/lib/server/http/route";

// GET /api/v1/cart — the active company's cart with today's prices, flags and totals
export const GET = route({ auth: "required", query: ZCartQuery, response: ZCart }, ({ site, auth, locale, query }) => getCart({ site, auth, locale }, query));

// DELETE /api/v1/cart — empty the active company's cart
export const DELETE = route({ auth: "required", response: ZCartChangeResponse }, ({ site, auth, locale }) => clearCart({ site, auth, locale }));
