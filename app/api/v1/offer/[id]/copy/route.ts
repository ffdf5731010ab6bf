import { ZCopyOfferRequest, ZOffer, ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { copyOffer } from "@/lib/server/offers/copy-offer";

// POST /api/v1/offer/{id}/copy — a new active offer with the same lines, markups and template → 201
export const POST = route({ auth: "required", params: ZOfferParams, body: ZCopyOfferRequest, response: ZOffer, status: 201 }, async ({ site, auth, locale, params, body }) =>
  Response.json(await copyOffer({ site, auth, locale }, params, body), { status: 201 }),
);
