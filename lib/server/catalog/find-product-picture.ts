import "server-only";
import { and, eq, like } from "drizzle-orm";
import type { TPictureExtension } from "@/lib/shared/product-thumbnail";
import { getDb } from "../db/client";
import { productImages } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { getFileStorage } from "../storage/file-storage";
import { parseProductPictureKey, productPictureKey } from "./product-picture-key";

/** A stored picture found for an address; `read` loads its bytes (null when the file is missing from storage). */
export type TProductPictureFile = { ext: TPictureExtension; sha256: string; read: () => Promise<Buffer | null> };

/**
 * A real picture of a product of this site by the short hash in its address, or null: another site's
 * product, a picture the product no longer has (a re-import replaced it). The bytes are read on demand,
 * so a thumbnail already rendered costs no read of a possibly large original.
 * The key is looked up by the hash's own prefix of the key, so a product's row decides which file is
 * reachable, never the address alone.
 */
export async function findProductPicture({ site }: { site: Pick<TSite, "id"> }, productId: number, hash: string): Promise<TProductPictureFile | null> {
  const prefix = productPictureKey(site.id, hash, "jpg").replace(/\.jpg$/, "");
  const [row] = await getDb()
    .select({ path: productImages.path })
    .from(productImages)
    .where(and(eq(productImages.siteId, site.id), eq(productImages.productId, productId), like(productImages.path, `${prefix}%`)))
    .limit(1);
  const key = row ? parseProductPictureKey(row.path) : null;
  if (!key || key.siteId !== site.id) return null;
  return { ext: key.ext, sha256: key.sha256, read: () => getFileStorage().read(row.path) };
}
