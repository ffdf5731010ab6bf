import { ZAddOfferLinesRequest, ZOfferChangeResponse, ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { addOfferLines } from "@/lib/server/offers/add-offer-lines";

// POST /api/v1/offer/{id}/lines — add products (amounts rounded up to batch and multiplicity, as the cart); 409 for an archived offer
export const POST = route({ auth: "required", params: ZOfferParams, body: ZAddOfferLinesRequest, response: ZOfferChangeResponse }, ({ site, auth, locale, params, body }) =>
  addOfferLines({ site, auth, locale }, params, body),
);
