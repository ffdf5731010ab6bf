import { getProductPicture } from "@/lib/server/catalog/get-product-picture";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { parseProductMediaFile } from "@/lib/shared/product-thumbnail";
import { renderThumbnail } from "./render-thumbnail";

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * GET /media/product/{id}.svg — the generated picture of a demo product — and /media/product/{id}-{px}.webp,
 * its raster thumbnail for lists (lib/shared/product-thumbnail.ts). 404 for another site's product.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseProductMediaFile((await params).file);
  const site = await resolveSite(request.headers.get("host"));
  const svg = file && site ? await getProductPicture({ site }, file.id) : null;
  if (!file || !site || !svg) return notFound();
  const headers = { "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" };
  if (file.width === null) return new Response(svg, { headers: { ...headers, "content-type": "image/svg+xml; charset=utf-8" } });
  const webp = await renderThumbnail(`${site.id}:${file.id}`, svg, file.width);
  return new Response(new Uint8Array(webp), { headers: { ...headers, "content-type": "image/webp" } });
}
