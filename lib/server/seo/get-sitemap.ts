import "server-only";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import type { TSite } from "../sites/resolve-site";
import { countSitemapProducts, listSitemapPages, listSitemapProductChanges, listSitemapProducts, type TSitemapUrl } from "./sitemap-urls";

/** The sitemap protocol's limit of addresses in one file. */
export const URLS_PER_SITEMAP = 50_000;

/**
 * A built sitemap stays this long: a search engine reads it a few times a day, and a catalogue import
 * shows up in it within the hour. Bounded by entries: a site with over a million products has 20 files
 * of ≈ 6 MB, the oldest are dropped first.
 */
const TTL_MS = 60 * 60 * 1000;
// Invalidation: the hour (clearSitemapCache in tests); per process — engines read whichever process answers.
const cache = namedCache<Promise<string | null>>({ name: "sitemaps", max: 24, ttlMs: TTL_MS, invalidation: "1 hour; clearSitemapCache", isKeyedBySite: true });

export type TSitemapKind = "pages" | "products";
export type TSitemapFile = { kind: TSitemapKind; page: number };

const FILE = /^(pages|products)-([1-9]\d{0,5})\.xml$/;

/** "products-2.xml" → the second file of product pages; anything else → null. */
export function parseSitemapFile(name: string): TSitemapFile | null {
  const match = FILE.exec(name);
  return match ? { kind: match[1] as TSitemapKind, page: Number(match[2]) } : null;
}

export const sitemapFileName = (file: TSitemapFile): string => `${file.kind}-${file.page}.xml`;

type TContext = { site: Pick<TSite, "id" | "settings" | "featureFlags">; origin: string; perFile?: number };

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const lastmodTag = (at: Date | null) => (at ? `<lastmod>${at.toISOString()}</lastmod>` : "");
const newest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

function xml(root: "urlset" | "sitemapindex", children: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join("\n")}\n</${root}>\n`;
}

function urlset(origin: string, urls: TSitemapUrl[]): string {
  return xml(
    "urlset",
    urls.map((u) => `<url><loc>${escapeXml(new URL(u.path, origin).href)}</loc>${lastmodTag(u.lastmod)}</url>`),
  );
}

/**
 * /sitemap.xml of a site's host: the index of its sitemap files — the other pages (home, catalogue,
 * sections, brands, information pages, feeds and posts) and the products, each kind in files of at most
 * `perFile` addresses — every one with the newest lastmod it lists. Addresses are on the host asked.
 */
export function getSitemapIndex({ site, origin, perFile = URLS_PER_SITEMAP }: TContext): Promise<string> {
  return sharedAnswer(cache, siteKey(site.id, origin, "index", perFile), async () => {
    const [pages, productChanges] = await Promise.all([listSitemapPages({ site }), listSitemapProductChanges({ site }, perFile)]);
    const files: { file: TSitemapFile; lastmod: Date | null }[] = [];
    for (let page = 1; page === 1 || (page - 1) * perFile < pages.length; page++) {
      files.push({ file: { kind: "pages", page }, lastmod: newest(pages.slice((page - 1) * perFile, page * perFile).map((u) => u.lastmod)) });
    }
    productChanges.forEach((lastmod, i) => files.push({ file: { kind: "products", page: i + 1 }, lastmod }));
    return xml(
      "sitemapindex",
      files.map((f) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${sitemapFileName(f.file)}`, origin).href)}</loc>${lastmodTag(f.lastmod)}</sitemap>`),
    );
    // The index key holds the index only, never a null.
  }).value as Promise<string>;
}

/** One sitemap file of the index, or null when the site has no such file (a page past the last). */
export function getSitemapFile({ site, origin, perFile = URLS_PER_SITEMAP }: TContext, file: TSitemapFile): Promise<string | null> {
  return sharedAnswer(cache, siteKey(site.id, origin, sitemapFileName(file), perFile), async () => {
    if (file.kind === "pages") {
      const pages = await listSitemapPages({ site });
      const slice = pages.slice((file.page - 1) * perFile, file.page * perFile);
      return slice.length || file.page === 1 ? urlset(origin, slice) : null;
    }
    if ((file.page - 1) * perFile >= (await countSitemapProducts({ site }))) return null;
    return urlset(origin, await listSitemapProducts({ site }, file.page, perFile));
  }).value;
}

/** Forgets every built sitemap (tests, after changing the data they list). */
export function clearSitemapCache(): void {
  cache.clear();
}
