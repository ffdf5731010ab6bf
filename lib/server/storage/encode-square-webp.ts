import "server-only";
import sharp from "sharp";
import { logger } from "../log";
import { detectImageType } from "./detect-image-type";

// A small file can still unpack into a huge bitmap: refuse anything beyond ~50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A JPG or PNG (by content) re-encoded to a square WebP of `size` px, cropped to what draws the eye —
 * which also drops EXIF and anything hidden in the original. `wrongType`: not a JPG or PNG; `broken`:
 * it says it is one but does not decode as one.
 */
export async function encodeSquareWebp(bytes: Buffer, size: number): Promise<Buffer | "wrongType" | "broken"> {
  const type = detectImageType(bytes);
  if (!type) return "wrongType";
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== type) throw new Error(`content says ${type}, decoder says ${format}`);
    return await image.rotate().resize(size, size, { fit: "cover", position: "attention" }).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    logger.info({ err }, "image could not be decoded");
    return "broken";
  }
}
