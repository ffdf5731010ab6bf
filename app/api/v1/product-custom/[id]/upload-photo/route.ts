import { CUSTOM_PHOTO_MAX_BYTES, ZCustomProduct } from "@/lib/contracts/catalog-calls";
import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { uploadCustomProductPhoto } from "@/lib/server/custom-products/upload-custom-product-photo";
import { readMultipartFile } from "@/lib/server/storage/read-multipart-file";
import { translator } from "@/lib/server/i18n/translator";

// POST /api/v1/product-custom/{id}/upload-photo — multipart field `photo`: a JPG or PNG up to 2 MB
export const POST = route({ auth: "required", params: ZIdParams, rawBody: true, response: ZCustomProduct }, async ({ site, auth, locale, params, request }) => {
  const texts = {
    tooLarge: translator(locale, "catalogApi")("errors.photoTooLarge", { max: CUSTOM_PHOTO_MAX_BYTES / 1024 / 1024 }),
    missing: translator(locale, "catalogApi")("errors.photoMissing"),
    notMultipart: translator(locale, "catalogApi")("errors.multipartExpected"),
  };
  const file = await readMultipartFile(request, { field: "photo", maxBytes: CUSTOM_PHOTO_MAX_BYTES, texts });
  return uploadCustomProductPhoto({ site, auth, locale }, params, file);
});
