import { route } from "@/lib/server/http/route";
import { readMultipartFile } from "@/lib/server/storage/read-multipart-file";
import { AVATAR_MAX_BYTES, uploadAvatar } from "@/lib/server/users/upload-avatar";
import { ZAvatarResponse } from "@/lib/contracts/user";
import { translator } from "@/lib/server/i18n/translator";

// POST /api/v1/profile/avatar — multipart field `data`: a JPG or PNG up to 2 MB
export const POST = route({ auth: "required", rawBody: true, response: ZAvatarResponse }, async ({ site, auth, locale, request }) => {
  const texts = {
    tooLarge: translator(locale, "user.errors")("avatarTooLarge", { max: AVATAR_MAX_BYTES / 1024 / 1024 }),
    missing: translator(locale, "user.errors")("avatarMissing"),
    notMultipart: translator(locale, "user.errors")("multipartExpected"),
  };
  const file = await readMultipartFile(request, { field: "data", maxBytes: AVATAR_MAX_BYTES, texts });
  return uploadAvatar({ site, auth, locale }, file);
});
