import { ZOffer, ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { archiveOffer } from "@/lib/server/offers/archive-offer";

// POST /api/v1/offer/{id}/archive — to the archive
export const POST = route({ auth: "required", params: ZOfferParams, response: ZOffer }, ({ site, auth, locale, params }) => archiveOffer({ site, auth, locale }, params));
