import { ZOfferParams, ZOfferTemplate } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { saveOfferTemplate } from "@/lib/server/offers/save-offer-template";

// POST /api/v1/offer/{id}/default-template — the offer's template becomes the company's default for new offers
export const POST = route({ auth: "required", params: ZOfferParams, response: ZOfferTemplate }, ({ site, auth, locale, params }) => saveOfferTemplate({ site, auth, locale }, params));
