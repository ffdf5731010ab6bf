import { ZAddCartLinesRequest, ZCartLinesResponse } from "@/lib/contracts/cart";
import { addCartLines } from "@/lib/server/cart/add-cart-lines";
import { route } from "@/lib/server/http/route";

// POST /api/v1/cart/lines — add many products at once (the import wizard), with a summary of added / rounded / skipped
export const POST = route({ auth: "required", body: ZAddCartLinesRequest, response: ZCartLinesResponse }, ({ site, auth, locale, body }) => addCartLines({ site, auth, locale }, body));
