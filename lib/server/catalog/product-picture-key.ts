import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { productPictureSrc, type TPictureExtension, type TStoredPictureRef } from "@/lib/shared/product-thumbnail";

/**
 * Where a real product picture lives in the file storage: `products/{siteId}/{sha256 first 2}/{sha256}.{ext}`,
 * named by its content so the same picture is stored once however many products and imports use it.
 * product_images.path holds this key; seeded rows hold "generated:{kind}" (no real picture).
 */
export function productPictureKey(siteId: number, sha256: string, ext: TPictureExtension): string {
  return `products/${siteId}/${sha256.slice(0, 2)}/${sha256}.${ext}`;
}

const KEY = /^products\/(\d+)\/([0-9a-f]{2})\/([0-9a-f]{64})\.(jpg|png|webp|gif)$/;

export type TProductPictureKey = { siteId: number; sha256: string; ext: TPictureExtension };

/** The parts of a stored picture's key, or null for a generated reference or any other path. */
export function parseProductPictureKey(path: string): TProductPictureKey | null {
  const match = KEY.exec(path);
  if (!match || !match[3].startsWith(match[2])) return null;
  return { siteId: Number(match[1]), sha256: match[3], ext: match[4] as TPictureExtension };
}

/** The address part of a stored picture's key, or null when the path is no picture of this site. */
export function storedPictureRef(siteId: number, path: string | null): TStoredPictureRef | null {
  const key = path === null ? null : parseProductPictureKey(path);
  return key && key.siteId === siteId ? { hash: key.sha256.slice(0, 12), ext: key.ext } : null;
}

/** The address a product payload shows: its main real picture, else the generated one. */
export function productImageUrl(siteId: number, productId: number, mainPicturePath: string | null): string {
  return productPictureSrc(productId, storedPictureRef(siteId, mainPicturePath));
}

/**
 * SQL: the storage key of the product's main real picture (the lowest sort), or NULL — a correlated
 * subquery for the statement that already loads the products, so a batch costs no extra round trip.
 * `productId` is the outer query's product id column, qualified.
 */
export function mainPicturePathSql(siteId: number, productId: SQL): SQL<string | null> {
  return sql<string | null>`(SELECT pi.path FROM product_images pi WHERE pi.site_id = ${siteId} AND pi.product_id = ${productId}
    AND pi.path NOT LIKE 'generated:%' ORDER BY pi.sort, pi.id LIMIT 1)`;
}

/** SQL: the storage keys of all the product's real pictures, main first, as a JSON array or NULL. */
export function picturePathsSql(siteId: number, productId: SQL): SQL<string[] | null> {
  return sql<string[] | null>`(SELECT json_agg(pi.path ORDER BY pi.sort, pi.id) FROM product_images pi
    WHERE pi.site_id = ${siteId} AND pi.product_id = ${productId} AND pi.path NOT LIKE 'generated:%')`;
}
