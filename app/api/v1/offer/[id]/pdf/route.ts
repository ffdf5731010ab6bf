import { ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";
import { downloadOfferPdf } from "@/lib/server/offers/offer-files";

// GET /api/v1/offer/{id}/pdf — the offer in its template as a PDF (400 for an offer without lines)
export const GET = route({ auth: "required", params: ZOfferParams, response: fileResponse(mediaTypes.pdf) }, ({ site, auth, locale, params }) => downloadOfferPdf({ site, auth, locale }, params));
