import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { TPictureExtension } from "@/lib/shared/product-thumbnail";
import { logger } from "../log";
import { detectPictureType, type TPictureType } from "../storage/detect-image-type";
import { getFileStorage } from "../storage/file-storage";
import { productPictureKey } from "./product-picture-key";

/** Larger files are not product photos but mistakes (a scan, a TIFF in disguise); they would also be served as they are. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** A small file can still unpack into a huge bitmap (a decompression bomb): refuse anything beyond 50 megapixels… */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** …or a side longer than this (a 1×40 000 strip is no product picture either). */
export const MAX_PICTURE_SIDE = 12_000;

const EXTENSION: Record<TPictureType, TPictureExtension> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" };

/**
 * Stores a product picture (an import's: 1C «Картинка», a YML `<picture>`) for a site and returns its
 * storage key for product_images.path — or null when the bytes are no picture we show: not JPEG, PNG,
 * WebP or GIF by content, over MAX_PICTURE_BYTES, undecodable, or of absurd dimensions. The key is the
 * content's SHA-256, so the same picture twice is stored once. The bytes are kept as sent (buyers see
 * the seller's picture; lists get thumbnails made from it on demand).
 */
export async function saveProductPicture(siteId: number, bytes: Buffer): Promise<{ key: string } | null> {
  const refuse = (reason: string) => {
    logger.info({ siteId, bytes: bytes.length, reason }, "product picture refused");
    return null;
  };
  if (bytes.length > MAX_PICTURE_BYTES) return refuse("too large");
  const type = detectPictureType(bytes);
  if (!type) return refuse("not a picture");
  try {
    // The header only: dimensions come without decoding the pixels.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, animated: false }).metadata();
    if (format !== type) return refuse(`content says ${type}, decoder says ${format}`);
    if (!width || !height || width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS) return refuse(`dimensions ${width}×${height}`);
  } catch (err) {
    logger.info({ err }, "product picture could not be read");
    return refuse("undecodable");
  }
  const key = productPictureKey(siteId, createHash("sha256").update(bytes).digest("hex"), EXTENSION[type]);
  const storage = getFileStorage();
  if (!(await storage.has(key))) await storage.save(key, bytes);
  return { key };
}
