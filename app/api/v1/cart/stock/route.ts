import { getCartStock } from "@/lib/server/cart/get-cart-stock";
import { route } from "@/lib/server/http/route";
import { ZCartStock } from "@/lib/contracts/cart";

// GET /api/v1/cart/stock — free stock of the cart's catalogue lines at each warehouse of the site
export const GET = route({ auth: "required", response: ZCartStock }, ({ site, auth, locale }) => getCartStock({ site, auth, locale }));
