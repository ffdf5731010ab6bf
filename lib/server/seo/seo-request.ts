import "server-only";
import { forwardedScheme } from "@/lib/shared/host";
import { resolveSite, type TSite } from "../sites/resolve-site";

/**
 * The site and origin of a robots.txt or sitemap request: addresses in them are on the host asked
 * (the same host the site was resolved from), https behind a proxy that says so. Null for no site.
 */
export async function seoRequest(request: Request): Promise<{ site: TSite; origin: string } | null> {
  const host = request.headers.get("host");
  const site = await resolveSite(host);
  if (!site || !host) return null;
  return { site, origin: `${forwardedScheme(request.headers.get("x-forwarded-proto"))}://${host}` };
}

export const seoNotFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Robots re-read these within the hour; a built sitemap is cached that long anyway. */
export const seoHeaders = (contentType: string) => ({ "content-type": contentType, "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" });
