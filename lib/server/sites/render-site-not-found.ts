import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "../i18n/translator";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}


/** A self-contained page of ours (no layout, no scripts): heading, text, actions and small details. */
function page({ locale, title, text, actions, details }: { locale: TLocale; title: string; text: string; actions: string; details: string }): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex">
<style>
html,body{height:100%;margin:0}body{font-family:Roboto,"Segoe UI",Arial,sans-serif;color:#1d2433;background:#f4f6fa;display:flex;align-items:center;justify-content:center}
main{max-width:560px;padding:32px 24px;text-align:center}h1{font-size:32px;font-weight:500;margin:0 0 12px;color:#1565c0}
p{font-size:16px;line-height:1.5;margin:0 0 20px}.actions{display:flex;gap:16px;justify-content:center;flex-wrap:wrap;align-items:center}
a{text-decoration:none}.link{color:#1565c0}.button{background:#2e7d32;color:#fff;padding:10px 20px;border-radius:6px}
.details{margin-top:28px;font-size:12px;color:#4b5563}
</style></head>
<body><main><h1>${title}</h1><p>${text}</p><div class="actions">${actions}</div>${details}</main></body></html>`;
}

/** The page for an address that cannot be a link (a percent-escape that does not decode, a NUL): 400. */
export function renderBadAddress(locale: TLocale = "ru"): string {
  const t = translator(locale, "badAddress");
  return page({ locale, title: escapeHtml(t("title")), text: escapeHtml(t("text")), actions: `<a class="link" href="/">${escapeHtml(t("home"))}</a>`, details: `<p class="details">400 Bad Request</p>` });
}

/**
 * The page for a request turned away by admission control (lib/server/http/admission.ts): 503, with a
 * link that asks for the same address again. `path` is the request's own path and query.
 */
export function renderServerBusy(path: string, locale: TLocale = "ru"): string {
  const t = translator(locale, "serverBusy");
  const again = path.startsWith("/") && !path.startsWith("//") ? path : "/";
  return page({ locale, title: escapeHtml(t("title")), text: escapeHtml(t("text")), actions: `<a class="button" href="${escapeHtml(again)}">${escapeHtml(t("retry"))}</a>`, details: `<p class="details">503 Service Unavailable</p>` });
}

type TSiteNotFoundInput = {
  locale: TLocale;
  marketUrl?: string | null;
  sellerUrl?: string | null;
  error?: { status: number; name: string; message: string };
};

/**
 * The site-not-found page (spec §2) as a self-contained HTML document: it is answered by the proxy
 * for hosts that belong to no active site, so it cannot use the site's layout or scripts.
 */
export function renderSiteNotFound({ locale, marketUrl, sellerUrl, error }: TSiteNotFoundInput): string {
  const t = translator(locale, "siteNotFound");
  const market = marketUrl ? `<a class="link" href="${escapeHtml(marketUrl)}">${escapeHtml(t("marketLink"))}</a>` : "";
  const seller = sellerUrl ? `<a class="button" href="${escapeHtml(sellerUrl)}">${escapeHtml(t("sellerButton"))}</a>` : "";
  const details = error
    ? `<p class="details">${escapeHtml(`${error.status} ${error.name}: ${error.message}`)}</p>`
    : `<p class="details">404 Not Found</p>`;
  return page({ locale, title: escapeHtml(t("title")), text: escapeHtml(t("text")), actions: `${market}${seller}`, details });
}
