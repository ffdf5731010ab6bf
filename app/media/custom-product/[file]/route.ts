import { readCustomProductPhoto } from "@/lib/server/custom-products/read-custom-product-photo";
import { resolveSite } from "@/lib/server/sites/resolve-site";

// GET /media/custom-product/{file} — a custom product's photo (404 for an unknown file or another site's)
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const site = await resolveSite(request.headers.get("host"));
  const photo = site ? await readCustomProductPhoto({ site }, (await params).file) : null;
  if (!photo) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  // The 128-bit random name is the only key to the file: keep it out of shared caches and referrers.
  return new Response(new Uint8Array(photo.bytes), {
    headers: { "content-type": photo.contentType, "cache-control": "private, max-age=31536000, immutable", "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" },
  });
}
