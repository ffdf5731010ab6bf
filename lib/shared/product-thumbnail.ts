/**
 * Product pictures in lists are shown small (48–200 px) but generated as 400 px SVG documents
 * (`/media/product/{id}.svg`). A page of SVG <img>s delays the browser's first paint (each one is a
 * document of its own; measured in docs/benchmarks.md "Shell"), so lists show a raster thumbnail of the
 * displayed size instead: `/media/product/{id}-{px}.webp`, px one of THUMBNAIL_WIDTHS (2× the CSS size
 * for sharp text on phones). Other pictures (uploads) are left as they are.
 */
export const THUMBNAIL_WIDTHS = [96, 144, 240, 400] as const;

export type TThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

const GENERATED_PICTURE = /^\/media\/product\/(\d{1,9})\.svg$/;

/** The smallest thumbnail width that is at least twice the shown size (the largest one above that). */
export function thumbnailWidthFor(size: number): TThumbnailWidth {
  return THUMBNAIL_WIDTHS.find((width) => width >= size * 2) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1];
}

/** The address of a generated picture's raster thumbnail for a box of `size` CSS pixels; other addresses unchanged. */
export function thumbnailSrc(src: string, size: number): string {
  const match = GENERATED_PICTURE.exec(src);
  return match ? `/media/product/${match[1]}-${thumbnailWidthFor(size)}.webp` : src;
}

/** Parses a media file name: `{id}.svg` (the picture) or `{id}-{px}.webp` (a thumbnail); null for anything else. */
export function parseProductMediaFile(file: string): { id: number; width: TThumbnailWidth | null } | null {
  const svg = /^(\d{1,9})\.svg$/.exec(file);
  if (svg) return { id: Number(svg[1]), width: null };
  const webp = /^(\d{1,9})-(\d{2,3})\.webp$/.exec(file);
  const width = webp ? THUMBNAIL_WIDTHS.find((w) => w === Number(webp[2])) : undefined;
  return webp && width ? { id: Number(webp[1]), width } : null;
}
