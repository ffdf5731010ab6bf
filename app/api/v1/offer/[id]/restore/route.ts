import { ZOffer, ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { restoreOffer } from "@/lib/server/offers/archive-offer";

// POST /api/v1/offer/{id}/restore — back from the archive
export const POST = route({ auth: "required", params: ZOfferParams, response: ZOffer }, ({ site, auth, locale, params }) => restoreOffer({ site, auth, locale }, params));
