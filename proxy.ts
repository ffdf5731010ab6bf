// Next 16 calls this file "proxy" (it was middleware.ts before). It answers an unknown host with the
// site-not-found page (HTTP 404), performs the spec's startup redirects, and gives every page its
// Content-Security-Policy with a nonce of its own (docs/adr/0015-content-security-policy.md).
import { NextResponse, type NextRequest } from "next/server";
import { getPlatformMarketUrl, getSiteHosts, lookupSite, type TSite } from "@/lib/server/sites/resolve-site";
import { renderSiteNotFound } from "@/lib/server/sites/render-site-not-found";
import { NONCE_HEADER, newNonce, ownHostSources, pageSecurityHeaders, thirdPartySources } from "@/lib/server/http/security-headers";
import { getShellConfig } from "@/lib/server/shell/shell-config";
import { testCookies, withTestCounter } from "@/lib/server/shell/test-switch";
import { startupRedirect } from "@/lib/shared/startup-redirect";
import { pickLocale } from "@/lib/server/i18n/messages";

const isDev = process.env.NODE_ENV === "development";

/** A site's page policy: its own hosts may frame it, its configured counter, chat and captcha provider may load. */
async function sitePageHeaders(request: NextRequest, site: TSite, nonce: string): Promise<Record<string, string>> {
  const shell = withTestCounter(getShellConfig(site), request.cookies.get(testCookies.counter)?.value);
  const frameAncestors = ownHostSources(await getSiteHosts(site.id), request.headers.get("host"));
  return pageSecurityHeaders({ nonce, frameAncestors, sources: thirdPartySources(shell, site.captcha), isDev });
}

export async function proxy(request: NextRequest) {
  const found = await lookupSite(request.headers.get("host"));
  const nonce = newNonce();
  if (found.kind !== "active") {
    // No site, no configured language: Russian unless the visitor chose another language before.
    const locale = pickLocale(request.cookies.get("B2B_LANGUAGE")?.value, null);
    const html = renderSiteNotFound({
      locale,
      marketUrl: (found.kind === "inactive" ? found.site.marketUrl : null) ?? (await getPlatformMarketUrl()),
      sellerUrl: found.kind === "inactive" ? found.site.url : null,
    });
    // A page of no site: framed by no one, no scripts at all (the page has none).
    const security = pageSecurityHeaders({ nonce, frameAncestors: ["'none'"], sources: thirdPartySources({ webAnalytics: null, chat: null }), isDev });
    return new NextResponse(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...security } });
  }
  const target = startupRedirect(request.nextUrl.pathname, request.nextUrl.search, found.site.settings.homeRedirect);
  if (target) return NextResponse.redirect(new URL(target, request.url), 307);
  const security = await sitePageHeaders(request, found.site, nonce);
  // Next finds the nonce in the request's policy and stamps its own scripts with it; the root layout
  // reads x-nonce for ours. The browser gets the same policy on the answer.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("content-security-policy", security["content-security-policy"]);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Route handlers resolve the site themselves; static files need no site. next.config.mjs gives those
  // answers their own strict headers.
  // Not /exchange/1c either: Next buffers a body the proxy sees and cuts it at 10 MB, and 1C sends 100 MB parts.
  matcher: ["/((?!api/|exchange/|_next/|media/|favicon.ico|robots.txt|sitemap.xml|sitemaps/).*)"],
};
