import { getProductPicture } from "@/lib/server/catalog/get-product-picture";
import { resolveSite } from "@/lib/server/sites/resolve-site";

// GET /media/product/{id}.svg — the generated picture of a demo product (404 for another site's product).
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,9})\.svg$/.exec((await params).file);
  const site = await resolveSite(request.headers.get("host"));
  const svg = match && site ? await getProductPicture({ site }, Number(match[1])) : null;
  if (!svg) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" },
  });
}
