import { getSitemapIndex } from "@/lib/server/seo/get-sitemap";
import { seoHeaders, seoNotFound, seoRequest } from "@/lib/server/seo/seo-request";

export const dynamic = "force-dynamic";

/** GET /sitemap.xml — the host's sitemap index (lib/server/seo/get-sitemap.ts); 404 on a host of no site. */
export async function GET(request: Request) {
  const found = await seoRequest(request);
  if (!found) return seoNotFound();
  return new Response(await getSitemapIndex(found), { headers: seoHeaders("application/xml; charset=utf-8") });
}
