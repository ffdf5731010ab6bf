import "server-only";
import { resolveSite, type TSite } from "../sites/resolve-site";

type TReadFile = (ctx: { site: Pick<TSite, "id"> }, file: string) => Promise<Buffer | null>;

/**
 * The answer of a /media route: the request's site's stored WebP by file name, or 404 (unknown name,
 * another site's file). Every stored name is new for new content, so the file under a name never changes.
 */
export async function storedWebpResponse(request: Request, file: string, readFile: TReadFile): Promise<Response> {
  const site = await resolveSite(request.headers.get("host"));
  const image = site ? await readFile({ site }, file) : null;
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
}
