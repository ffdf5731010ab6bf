import "server-only";

/**
 * Areas of a buyer's own (cart, orders, specifications, documents, the office, sign-in pages), the APIs
 * and the service addresses: nothing there for a search engine. Catalogue searches and filter
 * combinations are not closed here: they answer `noindex, follow`, which a robot must be allowed to read.
 */
const CLOSED = ["/api/", "/cart", "/orders", "/specifications", "/documents", "/user", "/modules", "/m$", "/auth/", "/dev/", "/exchange/"];

/** /robots.txt of a site's host: what robots may crawl and where the host's sitemap index is. */
export function buildRobots(origin: string): string {
  return ["User-agent: *", ...CLOSED.map((path) => `Disallow: ${path}`), "Allow: /", "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n");
}
