import { resolveSite } from "@/lib/server/sites/resolve-site";
import { readAvatarFile } from "@/lib/server/users/read-avatar-file";

// GET /media/avatar/{file}.webp — a user's avatar (404 for an unknown file or another site's)
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const site = await resolveSite(request.headers.get("host"));
  const image = site ? await readAvatarFile({ site }, (await params).file) : null;
  if (!image) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  // Every upload gets a new name, so the file under a name never changes.
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
}
