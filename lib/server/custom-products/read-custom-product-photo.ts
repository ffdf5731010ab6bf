import "server-only";
import type { TSite } from "../sites/resolve-site";
import { getFileStorage } from "../storage/file-storage";

const PHOTO_FILE = /^[0-9a-f]{32}\.(jpg|png)$/;

export type TStoredPhoto = { bytes: Buffer; contentType: "image/jpeg" | "image/png" };

/** A stored custom-product photo of this site by its file name, or null (unknown name, another site's file). */
export async function readCustomProductPhoto({ site }: { site: Pick<TSite, "id"> }, file: string): Promise<TStoredPhoto | null> {
  const match = PHOTO_FILE.exec(file);
  if (!match) return null;
  const bytes = await getFileStorage().read(`custom-products/${site.id}/${file}`);
  if (!bytes) return null;
  return { bytes, contentType: match[1] === "jpg" ? "image/jpeg" : "image/png" };
}
