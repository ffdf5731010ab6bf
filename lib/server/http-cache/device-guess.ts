import "server-only";

/**
 * The server's phone guess for the catalogue's first paint (the side panel and facets are left out on
 * phones): the Client Hint when the browser sends it, else the User-Agent. The HTML micro-cache keys
 * on the same function, so the guess and the cache key can never drift apart.
 */
export function isPhoneRequest(userAgent: string | null | undefined, secChUaMobile: string | null | undefined): boolean {
  return secChUaMobile === "?1" || /\bMobile\b|Android|iPhone|iPod/i.test(userAgent ?? "");
}
