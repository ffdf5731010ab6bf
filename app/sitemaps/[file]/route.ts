import { getSitemapFile, parseSitemapFile } from "@/lib/server/seo/get-sitemap";
import { seoHeaders, seoNotFound, seoRequest } from "@/lib/server/seo/seo-request";

export const dynamic = "force-dynamic";

/** GET /sitemaps/{pages|products}-{n}.xml — one file of the host's sitemap index; 404 past the last file or on a host of no site. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file);
  const found = file ? await seoRequest(request) : null;
  if (!file || !found) return seoNotFound();
  const xml = await getSitemapFile(found, file);
  return xml === null ? seoNotFound() : new Response(xml, { headers: seoHeaders("application/xml; charset=utf-8") });
}
