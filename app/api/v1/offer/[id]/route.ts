import { ZOffer, ZOfferParams, ZUpdateOfferRequest } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { emptyResponse } from "@/lib/contracts/http";
import { deleteOffer } from "@/lib/server/offers/delete-offer";
import { getOffer } from "@/lib/server/offers/get-offer";
import { updateOffer } from "@/lib/server/offers/update-offer";

// GET /api/v1/offer/{id} — the offer, priced for the active company now, with its markups and template
export const GET = route({ auth: "required", params: ZOfferParams, response: ZOffer }, ({ site, auth, locale, params }) => getOffer({ site, auth, locale }, params));

// PATCH /api/v1/offer/{id} — rename, describe, markup, template (not while archived)
export const PATCH = route({ auth: "required", params: ZOfferParams, body: ZUpdateOfferRequest, response: ZOffer }, ({ site, auth, locale, params, body }) => updateOffer({ site, auth, locale }, params, body));

// DELETE /api/v1/offer/{id} — delete forever (archived ones only) → 204
export const DELETE = route({ auth: "required", params: ZOfferParams, response: emptyResponse }, ({ site, auth, locale, params }) => deleteOffer({ site, auth, locale }, params));
