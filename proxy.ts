// Next 16 calls this file "proxy" (it was middleware.ts before). It does only two things: answers an
// unknown host with the site-not-found page (HTTP 404) and performs the spec's startup redirects.
import { NextResponse, type NextRequest } from "next/server";
import { getPlatformMarketUrl, lookupSite } from "@/lib/server/sites/resolve-site";
import { renderSiteNotFound } from "@/lib/server/sites/render-site-not-found";
import { startupRedirect } from "@/lib/shared/startup-redirect";
import { pickLocale } from "@/lib/server/i18n/messages";

export async function proxy(request: NextRequest) {
  const found = await lookupSite(request.headers.get("host"));
  if (found.kind !== "active") {
    // No site, no configured language: Russian unless the visitor chose another language before.
    const locale = pickLocale(request.cookies.get("B2B_LANGUAGE")?.value, null);
    const html = renderSiteNotFound({
      locale,
      marketUrl: (found.kind === "inactive" ? found.site.marketUrl : null) ?? (await getPlatformMarketUrl()),
      sellerUrl: found.kind === "inactive" ? found.site.url : null,
    });
    return new NextResponse(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  }
  const target = startupRedirect(request.nextUrl.pathname, request.nextUrl.search, found.site.settings.homeRedirect);
  if (target) return NextResponse.redirect(new URL(target, request.url), 307);
  return NextResponse.next();
}

export const config = {
  // Route handlers resolve the site themselves; static files need no site.
  // Not /exchange/1c either: Next buffers a body the proxy sees and cuts it at 10 MB, and 1C sends 100 MB parts.
  matcher: ["/((?!api/|exchange/|_next/|media/|favicon.ico|robots.txt).*)"],
};
