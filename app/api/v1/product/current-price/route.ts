import { ZCurrentPriceRequest, ZCurrentPriceResponse } from "@/lib/contracts/catalog-calls";
import { getCurrentPrices } from "@/lib/server/catalog/get-current-prices";
import { route } from "@/lib/server/http/route";

// POST /api/v1/product/current-price — prices for the buyer's company
export const POST = route({ body: ZCurrentPriceRequest, response: ZCurrentPriceResponse }, ({ site, auth, locale, body }) => getCurrentPrices({ site, auth, locale }, body));
