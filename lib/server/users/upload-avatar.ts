import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TAvatarResponse } from "@/lib/contracts/user";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../http/app-error";
import { logger } from "../log";
import { encodeSquareWebp } from "../storage/encode-square-webp";
import { getFileStorage } from "../storage/file-storage";
import type { TUploadedFile } from "../storage/read-multipart-file";
import { avatarFileUrl } from "./avatar-url";
import type { TUserContext } from "./user-context";
import { translator } from "@/lib/server/i18n/translator";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE = 256;

/**
 * POST /api/v1/profile/avatar: a JPG or PNG (by content) re-encoded to a 256×256 WebP — which also
 * drops EXIF and anything hidden in the original — stored under DATA_DIR/uploads/avatars/{site}.
 */
export async function uploadAvatar({ site, auth, locale }: TUserContext, file: TUploadedFile): Promise<TAvatarResponse> {
  const webp = await encodeSquareWebp(file.bytes, AVATAR_SIZE);
  if (webp === "wrongType" || webp === "broken") {
    const text = translator(locale, "user.errors")(webp === "wrongType" ? "avatarWrongType" : "avatarBroken");
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", text, { errors: { data: [text] } });
  }
  const storage = getFileStorage();
  // A new name on every upload: browsers and proxies may cache an avatar for good.
  const key = `avatars/${site.id}/${auth.user.uuid}-${randomBytes(6).toString("hex")}.webp`;
  await storage.save(key, webp);
  const [previous] = await getDb().select({ avatarPath: users.avatarPath }).from(users).where(and(eq(users.siteId, site.id), eq(users.id, auth.user.id)));
  await getDb()
    .update(users)
    .set({ avatarPath: key, updatedAt: new Date() })
    .where(and(eq(users.siteId, site.id), eq(users.id, auth.user.id)));
  if (previous?.avatarPath && previous.avatarPath !== key) await storage.remove(previous.avatarPath).catch((err: unknown) => logger.warn({ err }, "old avatar not removed"));
  return { avatar: avatarFileUrl(key) };
}
