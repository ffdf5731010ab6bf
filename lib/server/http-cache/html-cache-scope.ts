import "server-only";
import { IDENTITY_COOKIE_NAME } from "@/lib/shared/cookie-names";
import { requestLookup } from "./request-read";

/** The parts of a request the cache looks at (a Node IncomingMessage fits). */
export type TCacheableRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * Whether a request may be answered from the cache, and the address its pages are kept under. What else
 * a page varies on is not listed here: each kept page carries the cookies and headers its render read
 * (view-record.ts), and serves only requests with the same values.
 */
export type TCacheScope = { kind: "cache"; address: string } | { kind: "bypass"; reason: string };

/** Only these addresses are cached: the anonymous catalogue is the page visitors and crawlers hit most. */
const CACHED_PATHS = new Set(["/catalog"]);

/**
 * The signed-in buyer's identity cookie (lib/server/auth/identity-cookie.ts) and the test switches
 * (lib/server/shell/test-switch.ts, B2B_TEST_*) belong to one browser: such requests always go to the
 * app, whatever the render reads.
 */
const isPersonalCookie = (name: string) => name === IDENTITY_COOKIE_NAME || name.startsWith("B2B_TEST_");

function cookieNames(raw: string | null): string[] {
  return (raw ?? "").split(";").map((part) => part.slice(0, Math.max(0, part.indexOf("="))).trim());
}

export function htmlCacheScope(req: TCacheableRequest): TCacheScope {
  if (req.method !== "GET") return { kind: "bypass", reason: "method" };
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!CACHED_PATHS.has(pathname)) return { kind: "bypass", reason: "path" };
  const { header } = requestLookup(req.headers);
  // Client navigations and prefetches ask for the RSC payload, not the HTML: never from here.
  if (["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"].some((name) => header(name) !== null)) return { kind: "bypass", reason: "rsc" };
  if (queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).has("_rsc")) return { kind: "bypass", reason: "rsc" };
  if (header("authorization") !== null) return { kind: "bypass", reason: "authorization" };
  if (cookieNames(header("cookie")).some(isPersonalCookie)) return { kind: "bypass", reason: "personal-cookie" };
  const host = (header("host") ?? "").toLowerCase();
  if (!host) return { kind: "bypass", reason: "host" };
  return { kind: "cache", address: `${host}\n${url}` };
}
