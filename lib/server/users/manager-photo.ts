import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { managers } from "../db/schema";
import { AppError } from "../http/app-error";
import { logger } from "../log";
import { encodeSquareWebp } from "../storage/encode-square-webp";
import { getFileStorage } from "../storage/file-storage";
import type { TSite } from "../sites/resolve-site";
import { operatorLocale } from "@/lib/server/i18n/operator-locale";
import { translator } from "@/lib/server/i18n/translator";

export const MANAGER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_SIZE = 256;
const PHOTO_FILE = /^[0-9a-f]{64}\.webp$/;

/** The public address of a stored photo ("manager-photos/1/<sha256>.webp" → "/media/manager/<sha256>.webp"). */
export function managerPhotoUrl(photoPath: string | null): string | null {
  return photoPath ? `/media/manager/${path.posix.basename(photoPath)}` : null;
}

/**
 * `npm run seller -- managers:photo`: the manager's photo — a JPG or PNG (by content) of 2 MB at most,
 * re-encoded to a 256×256 WebP named by its content (so it is cached for good) — or none (`bytes` null),
 * when buyers see the manager's initials. Texts are the seller's, in Russian.
 */
export async function setManagerPhoto(siteId: number, managerId: number, bytes: Buffer | null): Promise<{ name: string; photo: string | null }> {
  const db = getDb();
  const [manager] = await db
    .select({ name: managers.name, photoPath: managers.photoPath })
    .from(managers)
    .where(and(eq(managers.siteId, siteId), eq(managers.id, managerId)));
  if (!manager) throw new AppError("NOT_FOUND", translator(operatorLocale, "user.errors")("managerNotFound", { id: managerId }));
  const key = bytes ? await storeManagerPhoto(siteId, bytes) : null;
  await db.update(managers).set({ photoPath: key }).where(and(eq(managers.siteId, siteId), eq(managers.id, managerId)));
  if (manager.photoPath && manager.photoPath !== key) await removeUnusedPhoto(siteId, manager.photoPath);
  return { name: manager.name, photo: managerPhotoUrl(key) };
}

/** Checks, re-encodes and stores a photo of one of the site's managers: its storage key. */
export async function storeManagerPhoto(siteId: number, bytes: Buffer): Promise<string> {
  if (bytes.length > MANAGER_PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", translator(operatorLocale, "user.errors")("managerPhotoTooLarge", { max: MANAGER_PHOTO_MAX_BYTES / 1024 / 1024 }));
  const webp = await encodeSquareWebp(bytes, PHOTO_SIZE);
  if (webp === "wrongType") throw new AppError("UNSUPPORTED_MEDIA_TYPE", translator(operatorLocale, "user.errors")("managerPhotoWrongType"));
  if (webp === "broken") throw new AppError("UNSUPPORTED_MEDIA_TYPE", translator(operatorLocale, "user.errors")("managerPhotoBroken"));
  const key = `manager-photos/${siteId}/${createHash("sha256").update(webp).digest("hex")}.webp`;
  const storage = getFileStorage();
  if (!(await storage.has(key))) await storage.save(key, webp);
  return key;
}

/** Content-named files may be shared by two managers of a site: a file goes only when no manager has it. */
async function removeUnusedPhoto(siteId: number, photoPath: string): Promise<void> {
  const [other] = await getDb()
    .select({ id: managers.id })
    .from(managers)
    .where(and(eq(managers.siteId, siteId), eq(managers.photoPath, photoPath)))
    .limit(1);
  if (!other) await getFileStorage().remove(photoPath).catch((err: unknown) => logger.warn({ err }, "old manager photo not removed"));
}

/** The stored photo of one of this site's managers by its file name, or null (unknown name, another site's file). */
export async function readManagerPhotoFile({ site }: { site: Pick<TSite, "id"> }, file: string): Promise<Buffer | null> {
  if (!PHOTO_FILE.test(file)) return null;
  return getFileStorage().read(`manager-photos/${site.id}/${file}`);
}
