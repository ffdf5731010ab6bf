import "server-only";
import sharp from "sharp";
import { MAX_PICTURE_PIXELS } from "@/lib/server/catalog/save-product-picture";
import type { TThumbnailWidth } from "@/lib/shared/product-thumbnail";

/**
 * Rendered thumbnails stay in memory instead of being rendered again: those of generated pictures are
 * ≈ 1–4 KB, those of photos up to ≈ 40 KB, so the cache is bounded by entries and by bytes. Keys name
 * the content (a product's generated picture, a stored picture's SHA-256), so an entry never goes stale
 * and each process keeps its own without any invalidation.
 */
const MAX_ENTRIES = 4000;
const MAX_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

function forget(cacheKey: string): void {
  cache.delete(cacheKey);
  cachedBytes -= sizes.get(cacheKey) ?? 0;
  sizes.delete(cacheKey);
}

function cached(cacheKey: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const rendered = render();
  while (cache.size > 0 && (cache.size >= MAX_ENTRIES || cachedBytes > MAX_BYTES)) forget(cache.keys().next().value as string);
  cache.set(cacheKey, rendered);
  rendered.then(
    (buffer) => {
      if (cache.get(cacheKey) !== rendered) return;
      sizes.set(cacheKey, buffer.length);
      cachedBytes += buffer.length;
    },
    () => forget(cacheKey),
  );
  return rendered;
}

/** The WebP thumbnail of a generated SVG picture, `width` px square, rendered once per key. */
export function renderThumbnail(key: string, svg: string, width: TThumbnailWidth): Promise<Buffer> {
  // The SVG is drawn at its own 400 px (the largest thumbnail) and scaled down.
  return cached(`${key}:${width}`, () => sharp(Buffer.from(svg)).resize(width, width).webp({ quality: 82 }).toBuffer());
}

/**
 * The WebP thumbnail of a stored picture, `width` px square like the generated ones (the picture fitted
 * inside, the rest transparent, so every list box looks alike), turned upright by its EXIF orientation.
 */
export function renderPictureThumbnail(sha256: string, read: () => Promise<Buffer>, width: TThumbnailWidth): Promise<Buffer> {
  return cached(`picture:${sha256}:${width}`, async () =>
    sharp(await read(), { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "none" })
      .rotate()
      .resize(width, width, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
