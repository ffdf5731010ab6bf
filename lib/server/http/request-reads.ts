import "server-only";
import { cookies, headers } from "next/headers";
import { derivedReads, type TDerivedRead } from "../http-cache/request-read";
import { noteRequestRead } from "../http-cache/view-record";
import { NONCE_HEADER } from "./security-headers";

/**
 * The one door from a server render to its request's cookies and headers (eslint forbids `next/headers`
 * elsewhere). Every value read is noted for the HTML micro-cache, which keys the page it keeps by
 * exactly what its render read (docs/adr/0036-cache-keyed-by-reads.md): a new read here can never be
 * missing from the key.
 */

export type TRequestHeaders = { get(name: string): string | null };
export type TRequestCookies = { get(name: string): { name: string; value: string } | undefined };

export async function requestHeaders(): Promise<TRequestHeaders> {
  const store = await headers();
  return {
    get(name) {
      const key = name.toLowerCase();
      const value = store.get(key);
      noteRequestRead({ source: "header", name: key, value });
      return value;
    },
  };
}

export async function requestCookies(): Promise<TRequestCookies> {
  const store = await cookies();
  return {
    get(name) {
      const value = store.get(name)?.value ?? null;
      noteRequestRead({ source: "cookie", name, value });
      return value === null ? undefined : { name, value };
    },
  };
}

/** A value derived from the headers (request-read.ts): keyed by the value, not by the raw headers. */
async function derived(name: TDerivedRead): Promise<string> {
  const store = await headers();
  const value = derivedReads[name]((header) => store.get(header));
  noteRequestRead({ source: "derived", name, value });
  return value;
}

/** The browser's CSS classes and whether it is outdated, as keyed by the cache. */
export async function requestBrowserClass(): Promise<{ classNames: string; isOutdated: boolean }> {
  const [classNames, state] = (await derived("browser")).split("|");
  return { classNames, isOutdated: state === "outdated" };
}

/** The phone guess of the catalogue's first paint. */
export async function requestIsPhone(): Promise<boolean> {
  return (await derived("phone")) === "phone";
}

/**
 * The page's CSP nonce (set by proxy.ts). Not noted: it is new for every request, and the cache gives
 * each view of a kept page a new one (html-cache-handler.ts).
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
