import { getProductPicture } from "@/lib/server/catalog/get-product-picture";
import { findProductPicture } from "@/lib/server/catalog/find-product-picture";
import { logger } from "@/lib/server/log";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { parseProductMediaFile, type TProductMediaFile } from "@/lib/shared/product-thumbnail";
import { renderPictureThumbnail, renderThumbnail } from "./render-thumbnail";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

const CONTENT_TYPE = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;

const NO_SNIFF = { "x-content-type-options": "nosniff" };
// A real picture's address names its content: it never changes, whatever a later import does.
const IMMUTABLE = { ...NO_SNIFF, "cache-control": "public, max-age=31536000, immutable" };

/**
 * GET /media/product/{id}.svg — the generated picture of a product without a real one — and
 * /media/product/{id}-{hash}.{jpg|png|webp|gif}, a real picture (an import's), with their WebP thumbnails
 * for lists /media/product/{id}-{px}.webp and /media/product/{id}-{hash}-{px}.webp
 * (lib/shared/product-thumbnail.ts). 404 for another site's product or a picture it no longer has.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseProductMediaFile((await params).file);
  const site = await resolveSite(request.headers.get("host"));
  if (!file || !site) return notFound();
  return file.hash === null ? serveGenerated(site, file) : serveStored(site, file, file.hash);
}

async function serveGenerated(site: { id: number }, file: TProductMediaFile): Promise<Response> {
  const svg = await getProductPicture({ site }, file.id);
  if (!svg) return notFound();
  const headers = { ...NO_SNIFF, "cache-control": "public, max-age=86400" };
  if (file.width === null) return new Response(svg, { headers: { ...headers, "content-type": "image/svg+xml; charset=utf-8" } });
  const webp = await renderThumbnail(`${site.id}:${file.id}`, svg, file.width);
  return new Response(new Uint8Array(webp), { headers: { ...headers, "content-type": "image/webp" } });
}

async function serveStored(site: { id: number }, file: TProductMediaFile, hash: string): Promise<Response> {
  const picture = await findProductPicture({ site }, file.id, hash);
  if (!picture || (file.width === null && file.ext !== picture.ext)) return notFound();
  if (file.width === null) {
    const bytes = await picture.read();
    return bytes ? new Response(new Uint8Array(bytes), { headers: { ...IMMUTABLE, "content-type": CONTENT_TYPE[picture.ext] } }) : notFound();
  }
  const read = async () => {
    const bytes = await picture.read();
    if (!bytes) throw new Error("picture file missing from storage");
    return bytes;
  };
  try {
    const webp = await renderPictureThumbnail(picture.sha256, read, file.width);
    return new Response(new Uint8Array(webp), { headers: { ...IMMUTABLE, "content-type": "image/webp" } });
  } catch (err) {
    // The file is gone from storage, or it passed the import's header check but its pixels do not decode.
    logger.warn({ err, siteId: site.id, productId: file.id }, "product picture thumbnail failed");
    return notFound();
  }
}
