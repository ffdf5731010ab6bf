import { route } from "@/lib/server/http/route";
import { readMultipartFile } from "@/lib/server/storage/read-multipart-file";
import { AVATAR_MAX_BYTES, uploadAvatar } from "@/lib/server/users/upload-avatar";
import { userText } from "@/lib/server/users/user-text";
import { ZAvatarResponse } from "@/lib/contracts/user";

// POST /api/v1/profile/avatar — multipart field `data`: a JPG or PNG up to 2 MB
export const POST = route({ auth: "required", rawBody: true, response: ZAvatarResponse }, async ({ site, auth, locale, request }) => {
  const texts = {
    tooLarge: userText(locale, "avatarTooLarge", { max: AVATAR_MAX_BYTES / 1024 / 1024 }),
    missing: userText(locale, "avatarMissing"),
    notMultipart: userText(locale, "multipartExpected"),
  };
  const file = await readMultipartFile(request, { field: "data", maxBytes: AVATAR_MAX_BYTES, texts });
  return uploadAvatar({ site, auth, locale }, file);
});
