import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { browserClassNames, detectBrowser } from "@/lib/shared/browser";
import { isPhoneRequest } from "./device-guess";

/** A request header by its lower-case name (Node joins repeated ones with ", ", as Next's headers() does). */
export type THeaderLookup = (name: string) => string | null;

/**
 * Values the render derives from headers and uses instead of the raw header: two browsers of one class
 * get the same HTML, so the cache keys the class — not the raw User-Agent — and is shared widely. The
 * render (lib/server/http/request-reads.ts) and the cache compute them with these same functions.
 */
export const derivedReads = {
  /** The browser's CSS classes and whether it gets the outdated-browser page (app/layout.tsx, app/(storefront)/layout.tsx). */
  browser: (header: THeaderLookup) => {
    const browser = detectBrowser(header("user-agent"));
    return `${browserClassNames(browser)}|${browser.isOutdated ? "outdated" : "ok"}`;
  },
  /** The phone guess that leaves the side panel out of the catalogue's first paint (load-catalog.ts). */
  phone: (header: THeaderLookup) => (isPhoneRequest(header("user-agent"), header("sec-ch-ua-mobile")) ? "phone" : "wide"),
} satisfies Record<string, (header: THeaderLookup) => string>;

export type TDerivedRead = keyof typeof derivedReads;

/** One thing a render read from its request, with the value it got. */
export type TRequestRead = { source: "header" | "cookie"; name: string; value: string | null } | { source: "derived"; name: TDerivedRead; value: string };

export type TRequestLookup = { header: THeaderLookup; cookie: (name: string) => string | null };

/** Reads a request the way a render reads it: header names lower-case, cookies parsed by Next's own parser. */
export function requestLookup(headers: Record<string, string | string[] | undefined>): TRequestLookup {
  const header: THeaderLookup = (name) => {
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  let jar: RequestCookies | null = null;
  const cookie = (name: string) => {
    jar ??= new RequestCookies(new Headers(header("cookie") === null ? {} : { cookie: header("cookie") ?? "" }));
    return jar.get(name)?.value ?? null;
  };
  return { header, cookie };
}

/** What `read` gives for another request: the same value means the render would have seen the same. */
export function valueFor(read: TRequestRead, lookup: TRequestLookup): string | null {
  if (read.source === "derived") return derivedReads[read.name](lookup.header);
  return read.source === "header" ? lookup.header(read.name) : lookup.cookie(read.name);
}
