/**
 * Product picture addresses (`/media/product/…`), built by the server and read by the media route:
 * - `{id}.svg` — the generated picture of a product without a real one (400 px SVG);
 * - `{id}-{hash}.{jpg|png|webp|gif}` — a real picture (an import's), `hash` the first 12 hex digits of
 *   its SHA-256: the name changes with the content, so no cache can show an old picture after a
 *   re-import changed it, and the file is served as immutable.
 * Lists show pictures small (48–200 px). A page of SVG <img>s delays the browser's first paint (each one
 * is a document of its own; measured in docs/benchmarks.md "Shell"), and a real picture may be megabytes,
 * so lists show a raster thumbnail of the displayed size instead: `{id}-{px}.webp` or
 * `{id}-{hash}-{px}.webp`, px one of THUMBNAIL_WIDTHS (2× the CSS size for sharp text on phones).
 * Other pictures (uploads) are left as they are.
 */
export const THUMBNAIL_WIDTHS = [96, 144, 240, 400] as const;

export type TThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

export const PICTURE_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;

export type TPictureExtension = (typeof PICTURE_EXTENSIONS)[number];

/** A real picture in an address: the first 12 hex digits of its SHA-256 and its extension. */
export type TStoredPictureRef = { hash: string; ext: TPictureExtension };

/** A parsed media name: `hash` null for the generated picture; `width` null for the picture itself (`ext` its extension). */
export type TProductMediaFile = { id: number; hash: string | null; ext: TPictureExtension | "svg"; width: TThumbnailWidth | null };

const PICTURE = /^\/media\/product\/(\d{1,9}(?:-[0-9a-f]{12})?)\.(?:svg|jpg|png|webp|gif)$/;
const FILE = /^(\d{1,9})(?:-([0-9a-f]{12}))?(?:-(\d{2,3}))?\.(svg|jpg|png|webp|gif)$/;

/** The smallest thumbnail width that is at least twice the shown size (the largest one above that). */
export function thumbnailWidthFor(size: number): TThumbnailWidth {
  return THUMBNAIL_WIDTHS.find((width) => width >= size * 2) ?? THUMBNAIL_WIDTHS[THUMBNAIL_WIDTHS.length - 1];
}

/** The address of a product picture: the real one when there is one, else the generated one. */
export function productPictureSrc(id: number, stored: TStoredPictureRef | null): string {
  return stored ? `/media/product/${id}-${stored.hash}.${stored.ext}` : `/media/product/${id}.svg`;
}

/** The address of a product picture's raster thumbnail for a box of `size` CSS pixels; other addresses unchanged. */
export function thumbnailSrc(src: string, size: number): string {
  const match = PICTURE.exec(src);
  return match ? `/media/product/${match[1]}-${thumbnailWidthFor(size)}.webp` : src;
}

/**
 * Parses a media file name — `{id}.svg`, `{id}-{px}.webp`, `{id}-{hash}.{ext}`, `{id}-{hash}-{px}.webp` —
 * or null for anything else (a thumbnail is always WebP of an allowed width; a generated picture always SVG).
 */
export function parseProductMediaFile(file: string): TProductMediaFile | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, id, hash = null, px, extension] = match;
  const ext = extension as TPictureExtension | "svg";
  if (px !== undefined) {
    const width = THUMBNAIL_WIDTHS.find((w) => w === Number(px));
    return width && ext === "webp" ? { id: Number(id), hash, ext, width } : null;
  }
  // The generated picture is only ever SVG, a real one never.
  return (hash === null) === (ext === "svg") ? { id: Number(id), hash, ext, width: null } : null;
}
