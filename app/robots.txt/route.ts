import { buildRobots } from "@/lib/server/seo/build-robots";
import { seoHeaders, seoNotFound, seoRequest } from "@/lib/server/seo/seo-request";

export const dynamic = "force-dynamic";

/** GET /robots.txt — per seller host: the closed areas and the host's sitemap index; 404 on a host of no site. */
export async function GET(request: Request) {
  const found = await seoRequest(request);
  if (!found) return seoNotFound();
  return new Response(buildRobots(found.origin), { headers: seoHeaders("text/plain; charset=utf-8") });
}
