import { ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";
import { downloadOfferXlsx } from "@/lib/server/offers/offer-files";

// GET /api/v1/offer/{id}/xlsx — the offer as a spreadsheet (400 for an offer without lines)
export const GET = route({ auth: "required", params: ZOfferParams, response: fileResponse(mediaTypes.xlsx) }, ({ site, auth, locale, params }) => downloadOfferXlsx({ site, auth, locale }, params));
