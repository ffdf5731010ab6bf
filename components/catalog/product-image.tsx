import { thumbnailSrc } from "@/lib/shared/product-thumbnail";

/**
 * A product picture of a fixed box (no layout shift); the first rows load at once, the rest lazily.
 * Product pictures are shown as raster thumbnails of the box's size (lib/shared/product-thumbnail.ts).
 */
export function ProductImage({ src, size, eager = false, alt = "", className = "" }: { src: string | null; size: number; eager?: boolean; alt?: string; className?: string }) {
  if (!src) return <span aria-hidden className={`block shrink-0 rounded bg-page ${className}`} style={{ width: size, height: size }} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own WebP thumbnails (generated and real pictures) and small uploads need no optimiser
    <img src={thumbnailSrc(src, size)} alt={alt} width={size} height={size} loading={eager ? "eager" : "lazy"} decoding="async" className={`shrink-0 rounded bg-page object-contain ${className}`} style={{ width: size, height: size }} />
  );
}
