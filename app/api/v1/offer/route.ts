import { ZCreateOfferRequest, ZOfferChangeResponse, ZOfferListQuery, ZOfferListResponse } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { createOffer } from "@/lib/server/offers/create-offer";
import { listOffers } from "@/lib/server/offers/list-offers";

// GET /api/v1/offer?list=mine|archive&page&per-page — my active or archived commercial offers, newest change first
export const GET = route({ auth: "required", query: ZOfferListQuery, response: ZOfferListResponse }, ({ site, auth, locale, query }) => listOffers({ site, auth, locale }, query));

// POST /api/v1/offer — a new offer (empty, or from the cart, a specification, an order or products) → 201
export const POST = route({ auth: "required", body: ZCreateOfferRequest, response: ZOfferChangeResponse, status: 201 }, async ({ site, auth, locale, body }) => Response.json(await createOffer({ site, auth, locale }, body), { status: 201 }));
