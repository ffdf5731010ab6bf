import "server-only";
import sharp from "sharp";
import type { TThumbnailWidth } from "@/lib/shared/product-thumbnail";

/** Thumbnails are small (≈ 1–4 KB): a few thousand stay in memory instead of being rendered again. */
const MAX_ENTRIES = 4000;
const cache = new Map<string, Promise<Buffer>>();

/** The WebP thumbnail of a generated SVG picture, `width` px square, rendered once per key. */
export function renderThumbnail(key: string, svg: string, width: TThumbnailWidth): Promise<Buffer> {
  const cacheKey = `${key}:${width}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  // The SVG is drawn at its own 400 px (the largest thumbnail) and scaled down.
  const rendered = sharp(Buffer.from(svg))
    .resize(width, width)
    .webp({ quality: 82 })
    .toBuffer();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(cacheKey, rendered);
  rendered.catch(() => cache.delete(cacheKey));
  return rendered;
}
