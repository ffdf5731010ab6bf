import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { validateXML } from "xmllint-wasm";
import { GET as getRobots } from "@/app/robots.txt/route";
import { GET as getSitemapIndexRoute } from "@/app/sitemap.xml/route";
import { GET as getSitemapFileRoute } from "@/app/sitemaps/[file]/route";
import { getDb } from "@/lib/server/db/client";
import { brands, feedItems, products, sections } from "@/lib/server/db/schema";
import { clearSitemapCache, getSitemapFile, getSitemapIndex, parseSitemapFile } from "@/lib/server/seo/get-sitemap";
import { siteOf } from "../helpers/auth-helpers";

const fixtures = path.join(__dirname, "../fixtures/sitemap");
const schemaOf = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(fixtures, name), "utf8") });

/** Validates against the sitemap protocol's own XSD (committed under tests/fixtures, never fetched). */
async function expectValid(xml: string, schema: "sitemap.xsd" | "siteindex.xsd"): Promise<void> {
  const result = await validateXML({ xml: [{ fileName: "doc.xml", contents: xml }], schema: [schemaOf(schema)] });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));

type TCall = { host: string; path: string; params?: Record<string, string>; headers?: Record<string, string> };
async function call(handler: (request: Request, segment: { params: Promise<{ file: string }> }) => Promise<Response>, { host, path: urlPath, params, headers }: TCall) {
  const res = await handler(new Request(`http://${host}${urlPath}`, { headers: { host, ...headers } }), { params: Promise.resolve({ file: params?.file ?? "" }) });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** Every address of a host's sitemaps, each file fetched through its route and checked against the XSD. */
async function crawl(host: string): Promise<{ index: string; files: string[]; locs: string[] }> {
  const index = await call(getSitemapIndexRoute, { host, path: "/sitemap.xml" });
  expect(index.status).toBe(200);
  expect(index.type).toBe("application/xml; charset=utf-8");
  await expectValid(index.text, "siteindex.xsd");
  const files = locsOf(index.text);
  const locs: string[] = [];
  for (const file of files) {
    const url = new URL(file);
    expect(url.host).toBe(host);
    const res = await call(getSitemapFileRoute, { host, path: url.pathname, params: { file: url.pathname.replace("/sitemaps/", "") } });
    expect(res.status).toBe(200);
    await expectValid(res.text, "sitemap.xsd");
    locs.push(...locsOf(res.text));
  }
  return { index: index.text, files, locs };
}

const idsOf = (locs: string[], pattern: RegExp) => locs.flatMap((loc) => [...new URL(loc).href.matchAll(pattern)].map((m) => Number(m[1])));

beforeEach(() => clearSitemapCache());

describe("GET /robots.txt", () => {
  it("names each seller host's own sitemap and closes the buyer's areas, not the catalogue", async () => {
    for (const host of ["localhost", "second.localhost"]) {
      const res = await call(getRobots, { host, path: "/robots.txt" });
      expect(res.status).toBe(200);
      expect(res.type).toBe("text/plain; charset=utf-8");
      expect(res.text).toContain(`Sitemap: http://${host}/sitemap.xml`);
      expect(res.text).toMatch(/^User-agent: \*$/m);
      for (const closed of ["/api/", "/cart", "/orders", "/user", "/specifications"]) expect(res.text).toContain(`Disallow: ${closed}\n`);
      expect(res.text).not.toMatch(/Disallow: \/(catalog|product|posts|content|media)/);
    }
  });

  it("gives the https address behind a proxy that says so, and 404 on a host of no seller", async () => {
    expect((await call(getRobots, { host: "localhost:3000", path: "/robots.txt", headers: { "x-forwarded-proto": "https" } })).text).toContain("Sitemap: https://localhost:3000/sitemap.xml");
    expect((await call(getRobots, { host: "nosuch.localhost", path: "/robots.txt" })).status).toBe(404);
    expect((await call(getSitemapIndexRoute, { host: "nosuch.localhost", path: "/sitemap.xml" })).status).toBe(404);
    expect((await call(getSitemapFileRoute, { host: "nosuch.localhost", path: "/sitemaps/pages-1.xml", params: { file: "pages-1.xml" } })).status).toBe(404);
  });
});

describe("GET /sitemap.xml and /sitemaps/{file}", () => {
  it("lists each seller's own sections, products, brands, content pages, feeds and posts — valid by the XSD, none of the other seller's", async () => {
    const [demo, second] = await Promise.all([siteOf("localhost"), siteOf("second.localhost")]);
    const a = await crawl("localhost");
    const b = await crawl("second.localhost");
    expect(a.files.map((f) => new URL(f).pathname)).toEqual(["/sitemaps/pages-1.xml", "/sitemaps/products-1.xml"]);
    for (const [crawled, site, other] of [
      [a, demo, second],
      [b, second, demo],
    ] as const) {
      const db = getDb();
      const ownProducts = await db.select({ id: products.id }).from(products).where(and(eq(products.siteId, site.id), eq(products.isActive, true)));
      const productIds = idsOf(crawled.locs, /\/product\/(\d+)$/g);
      expect(new Set(productIds)).toEqual(new Set(ownProducts.map((p) => p.id)));
      expect(productIds.length).toBe(ownProducts.length);
      const sectionIds = idsOf(crawled.locs, /\/catalog\?section=(\d+)$/g);
      const ownSections = await db.select({ id: sections.id }).from(sections).where(eq(sections.siteId, site.id));
      expect(new Set(sectionIds)).toEqual(new Set(ownSections.map((s) => s.id)));
      const brandIds = idsOf(crawled.locs, /\/catalog\?brands=(\d+)$/g);
      expect(brandIds.length).toBeGreaterThan(0);
      const foreignBrands = await db.select({ id: brands.id }).from(brands).where(and(eq(brands.siteId, other.id), inArray(brands.id, brandIds)));
      expect(foreignBrands).toEqual([]);
      expect(crawled.locs).toContain(`http://${crawled === a ? "localhost" : "second.localhost"}/content/reglament`);
      expect(crawled.locs.every((loc) => new URL(loc).host === (crawled === a ? "localhost" : "second.localhost"))).toBe(true);
      // No address twice, none of the buyer's own areas.
      expect(new Set(crawled.locs).size).toBe(crawled.locs.length);
      expect(crawled.locs.some((loc) => /\/(cart|orders|user|api)\b/.test(loc))).toBe(false);
    }
    // Both home pages (neither site redirects / to the catalogue) and the catalogue.
    expect(a.locs.slice(0, 2)).toEqual(["http://localhost/", "http://localhost/catalog"]);
    expect(b.locs.slice(0, 2)).toEqual(["http://second.localhost/", "http://second.localhost/catalog"]);
    // The demo seller's news feed and its posts; the product ids of one seller are never the other's.
    expect(a.locs).toContain("http://localhost/posts/news");
    const [post] = await getDb().select({ slug: feedItems.slug }).from(feedItems).where(eq(feedItems.siteId, demo.id)).limit(1);
    expect(a.locs).toContain(`http://localhost/posts/news/${post.slug}`);
    const aIds = new Set(idsOf(a.locs, /\/product\/(\d+)$/g));
    expect(idsOf(b.locs, /\/product\/(\d+)$/g).filter((id) => aIds.has(id))).toEqual([]);
  });

  it("gives each product its lastmod, the date it last changed, and leaves out a withdrawn product", async () => {
    const site = await siteOf("second.localhost");
    const [first, withdrawn] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, site.id)).orderBy(products.id).limit(2);
    const changedAt = new Date("2026-03-04T05:06:07.000Z");
    await getDb().update(products).set({ updatedAt: changedAt }).where(eq(products.id, first.id));
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    try {
      const xml = (await call(getSitemapFileRoute, { host: "second.localhost", path: "/sitemaps/products-1.xml", params: { file: "products-1.xml" } })).text;
      expect(xml).toContain(`<url><loc>http://second.localhost/product/${first.id}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`);
      expect(xml).not.toContain(`/product/${withdrawn.id}<`);
    } finally {
      await getDb().update(products).set({ isActive: true }).where(eq(products.id, withdrawn.id));
    }
  });

  it("pages the products into files of at most the limit, every product once, and answers 404 past the last file", async () => {
    const site = await siteOf("localhost");
    const origin = "http://localhost";
    const count = (await getDb().select({ id: products.id }).from(products).where(and(eq(products.siteId, site.id), eq(products.isActive, true)))).length;
    const perFile = Math.ceil(count / 3);
    const index = await getSitemapIndex({ site, origin, perFile });
    await expectValid(index, "siteindex.xsd");
    const files = locsOf(index).map((loc) => loc.replace(`${origin}/sitemaps/`, ""));
    expect(files.filter((f) => f.startsWith("products-"))).toEqual(["products-1.xml", "products-2.xml", "products-3.xml"]);
    expect(index).toMatch(/<loc>http:\/\/localhost\/sitemaps\/products-1\.xml<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    const seen: number[] = [];
    for (const name of files.filter((f) => f.startsWith("products-"))) {
      const file = parseSitemapFile(name);
      const xml = file ? await getSitemapFile({ site, origin, perFile }, file) : null;
      if (xml === null) throw new Error(`${name}: no such file`);
      await expectValid(xml, "sitemap.xsd");
      const ids = idsOf(locsOf(xml), /\/product\/(\d+)$/g);
      expect(ids.length).toBeLessThanOrEqual(perFile);
      seen.push(...ids);
    }
    expect(seen.length).toBe(count);
    expect(new Set(seen).size).toBe(count);
    expect(await getSitemapFile({ site, origin, perFile }, { kind: "products", page: 4 })).toBeNull();
    const past = await call(getSitemapFileRoute, { host: "localhost", path: "/sitemaps/products-2.xml", params: { file: "products-2.xml" } });
    expect(past.status).toBe(404);
    for (const bad of ["products-0.xml", "products-1.txt", "other-1.xml", "..%2Fsitemap.xml", "pages-1.xml.gz"]) {
      expect((await call(getSitemapFileRoute, { host: "localhost", path: `/sitemaps/${bad}`, params: { file: bad } })).status).toBe(404);
    }
  });

  it("is built once per site and file and served from the cache until it is cleared (the hour), each site its own", async () => {
    const site = await siteOf("second.localhost");
    const [product] = await getDb().select({ id: products.id }).from(products).where(and(eq(products.siteId, site.id), eq(products.isActive, true))).orderBy(products.id).limit(1);
    const file = { host: "second.localhost", path: "/sitemaps/products-1.xml", params: { file: "products-1.xml" } };
    const before = (await call(getSitemapFileRoute, file)).text;
    expect(before).toContain(`/product/${product.id}<`);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    try {
      // Withdrawn in the database, still listed: the built file is what answers.
      expect((await call(getSitemapFileRoute, file)).text).toBe(before);
      // The other seller's files are built for it, not taken from this one's.
      expect((await call(getSitemapFileRoute, { ...file, host: "localhost" })).text).not.toContain(`/product/${product.id}<`);
      clearSitemapCache();
      expect((await call(getSitemapFileRoute, file)).text).not.toContain(`/product/${product.id}<`);
    } finally {
      await getDb().update(products).set({ isActive: true }).where(eq(products.id, product.id));
    }
  });

  it("is checked for real: a sitemap that breaks the protocol fails the XSD", async () => {
    const result = await validateXML({
      xml: [{ fileName: "bad.xml", contents: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>вчера</lastmod></url></urlset>' }],
      schema: [schemaOf("sitemap.xsd")],
    });
    expect(result.valid).toBe(false);
  });
});
