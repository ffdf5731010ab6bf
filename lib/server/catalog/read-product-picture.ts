import "server-only";
import { and, eq, like } from "drizzle-orm";
import type { TPictureExtension } from "@/lib/shared/product-thumbnail";
import { getDb } from "../db/client";
import { productImages } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { getFileStorage } from "../storage/file-storage";
import { parseProductPictureKey, productPictureKey } from "./product-picture-key";

export type TProductPictureFile = { bytes: Buffer; ext: TPictureExtension; sha256: string };

/**
 * A real picture of a product of this site by the short hash in its address, or null: another site's
 * product, a picture the product no longer has (a re-import replaced it), a file missing from storage.
 * The key is looked up by the hash's own prefix of the key, so a product's row decides which file is
 * reachable, never the address alone.
 */
export async function readProductPicture({ site }: { site: Pick<TSite, "id"> }, productId: number, hash: string): Promise<TProductPictureFile | null> {
  const prefix = productPictureKey(site.id, hash, "jpg").replace(/\.jpg$/, "");
  const [row] = await getDb()
    .select({ path: productImages.path })
    .from(productImages)
    .where(and(eq(productImages.siteId, site.id), eq(productImages.productId, productId), like(productImages.path, `${prefix}%`)))
    .limit(1);
  const key = row ? parseProductPictureKey(row.path) : null;
  if (!key || key.siteId !== site.id) return null;
  const bytes = await getFileStorage().read(row.path);
  return bytes ? { bytes, ext: key.ext, sha256: key.sha256 } : null;
}
