import { OFFER_LOGO_MAX_BYTES, ZOffer, ZOfferParams } from "@/lib/contracts/offers";
import { route } from "@/lib/server/http/route";
import { fileResponse } from "@/lib/contracts/http";
import { readOfferLogo, uploadOfferLogo } from "@/lib/server/offers/offer-logo";
import { readMultipartFile } from "@/lib/server/storage/read-multipart-file";
import { translator } from "@/lib/server/i18n/translator";

// GET /api/v1/offer/{id}/logo — the offer's logo (PNG)
export const GET = route({ auth: "required", params: ZOfferParams, response: fileResponse("image/png") }, ({ site, auth, locale, params }) => readOfferLogo({ site, auth, locale }, params));

// POST /api/v1/offer/{id}/logo — multipart field `data`: a JPG or PNG up to 2 MB
export const POST = route({ auth: "required", params: ZOfferParams, rawBody: true, response: ZOffer }, async ({ site, auth, locale, params, request }) => {
  const texts = {
    tooLarge: translator(locale, "offers")("api.logoTooLarge", { max: OFFER_LOGO_MAX_BYTES / 1024 / 1024 }),
    missing: translator(locale, "offers")("api.logoMissing"),
    notMultipart: translator(locale, "offers")("api.multipartExpected"),
  };
  const file = await readMultipartFile(request, { field: "data", maxBytes: OFFER_LOGO_MAX_BYTES, texts });
  return uploadOfferLogo({ site, auth, locale }, params, file);
});
