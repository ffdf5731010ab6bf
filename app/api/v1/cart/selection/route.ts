import { ZCartChangeResponse, ZCartSelectionRequest } from "@/lib/contracts/cart";
import { setCartSelection } from "@/lib/server/cart/set-cart-selection";
import { route } from "@/lib/server/http/route";

// POST /api/v1/cart/selection — select or unselect lines for the order (all lines without ids)
export const POST = route({ auth: "required", body: ZCartSelectionRequest, response: ZCartChangeResponse }, ({ site, auth, locale, body }) => setCartSelection({ site, auth, locale }, body));
