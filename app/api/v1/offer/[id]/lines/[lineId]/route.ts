import { ZOffer, ZOfferLineParams, ZUpdateOfferLineRequest } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { removeOfferLine, updateOfferLine } from "@/lib/server/offers/offer-lines";

// PATCH /api/v1/offer/{id}/lines/{lineId} — the line's amount and own markup (null: the offer's)
export const PATCH = route({ auth: "required", params: ZOfferLineParams, body: ZUpdateOfferLineRequest, response: ZOffer }, ({ site, auth, locale, params, body }) =>
  updateOfferLine({ site, auth, locale }, params, body),
);

// DELETE /api/v1/offer/{id}/lines/{lineId} — the line out of the offer
export const DELETE = route({ auth: "required", params: ZOfferLineParams, response: ZOffer }, ({ site, auth, locale, params }) => removeOfferLine({ site, auth, locale }, params));
