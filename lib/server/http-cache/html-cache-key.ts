import "server-only";
import { browserClassNames, detectBrowser } from "@/lib/shared/browser";
import { IDENTITY_COOKIE_NAME, LANGUAGE_COOKIE } from "@/lib/shared/cookie-names";
import { DESKTOP_MODE_COOKIE } from "@/lib/shared/desktop-mode";
import { forwardedScheme } from "@/lib/shared/host";
import { isPhoneRequest } from "./device-guess";

/** The parts of a request the cache looks at (a Node IncomingMessage fits). */
export type TCacheableRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

export type TCacheDecision = { kind: "cache"; key: string } | { kind: "bypass"; reason: string };

/** Only these addresses are cached: the anonymous catalogue is the page visitors and crawlers hit most. */
const CACHED_PATHS = new Set(["/catalog"]);

/**
 * The signed-in buyer's identity cookie (lib/server/auth/identity-cookie.ts) and the test switches
 * (lib/server/shell/test-switch.ts, B2B_TEST_*) change what the server renders for that one browser:
 * such requests always go to the app.
 */
const isPersonalCookie = (name: string) => name === IDENTITY_COOKIE_NAME || name.startsWith("B2B_TEST_");

/**
 * Cookies the server render reads and that vary the page for a visitor: the language switcher's choice
 * (lib/server/i18n/request.ts) and the phone's desktop mode (app/layout.tsx viewport). They are part of
 * the key; every other cookie (consent, analytics) does not change the HTML and is ignored.
 */
const KEYED_COOKIES = [LANGUAGE_COOKIE, DESKTOP_MODE_COOKIE] as const;

function header(req: TCacheableRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

function parseCookies(raw: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (raw ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!out.has(name)) out.set(name, part.slice(eq + 1).trim());
  }
  return out;
}

/**
 * What the server render derives from the User-Agent (and the Client Hint): the outdated-browser page
 * (app/(storefront)/layout.tsx), the browser's CSS classes (app/layout.tsx) and the phone guess that
 * leaves the side panel out of the catalogue's first paint (load-catalog.ts). Two browsers of one class
 * get the same HTML, so the class — not the raw User-Agent — is keyed and the cache is shared widely.
 */
export function deviceClassOf(userAgent: string | undefined, secChUaMobile: string | undefined): string {
  const browser = detectBrowser(userAgent);
  return [browserClassNames(browser) || "-", browser.isOutdated ? "outdated" : "ok", isPhoneRequest(userAgent, secChUaMobile) ? "phone" : "wide"].join("|");
}

/**
 * Whether a request may be answered from the HTML micro-cache, and under which key. The key holds
 * everything the server render of the page varies on: host (the site), the full path and query, the
 * scheme the proxy reports (absolute links), the keyed cookies and the device class.
 */
export function htmlCacheDecision(req: TCacheableRequest): TCacheDecision {
  if (req.method !== "GET") return { kind: "bypass", reason: "method" };
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!CACHED_PATHS.has(pathname)) return { kind: "bypass", reason: "path" };
  // Client navigations and prefetches ask for the RSC payload, not the HTML: never from here.
  if (header(req, "rsc") !== undefined || header(req, "next-router-prefetch") !== undefined || header(req, "next-router-state-tree") !== undefined || header(req, "next-action") !== undefined) {
    return { kind: "bypass", reason: "rsc" };
  }
  if (queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).has("_rsc")) return { kind: "bypass", reason: "rsc" };
  if (header(req, "authorization") !== undefined) return { kind: "bypass", reason: "authorization" };
  const cookies = parseCookies(header(req, "cookie"));
  for (const name of cookies.keys()) if (isPersonalCookie(name)) return { kind: "bypass", reason: "personal-cookie" };
  const host = (header(req, "host") ?? "").toLowerCase();
  if (!host) return { kind: "bypass", reason: "host" };
  const proto = forwardedScheme(header(req, "x-forwarded-proto"));
  const keyed = KEYED_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ""}`).join("&");
  const device = deviceClassOf(header(req, "user-agent"), header(req, "sec-ch-ua-mobile"));
  return { kind: "cache", key: [proto, host, url, keyed, device].join("\n") };
}
