import path from "node:path";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { brands, feedItems, feeds, products, sections } from "@/lib/server/db/schema";
import { getHomePage } from "@/lib/server/home/get-home-page";
import { resolveSite, type TSite } from "@/lib/server/sites/resolve-site";
import { sellerFiles, sellerInProcess } from "../helpers/seller-in-process";

async function site(host: string): Promise<TSite> {
  const found = await resolveSite(host);
  if (!found) throw new Error(`no site ${host}`);
  return found;
}

const home = async (host: string) => getHomePage({ site: await site(host), locale: "ru" });

const seller = sellerInProcess;
const files = sellerFiles("b2b-home-");
const blocksFile = files.write;

describe("the home page's blocks (spec §3 Home state)", () => {
  it("gives the demo seller a real home page: banners, its top-level sections, its brands with most products, the newest news", async () => {
    const demo = await site("localhost");
    const blocks = await home("localhost");
    expect(blocks.map((b) => b.type)).toEqual(["banners", "sections", "brands", "news"]);
    const [banners, sectionsBlock, brandsBlock, news] = blocks;
    if (banners.type !== "banners" || sectionsBlock.type !== "sections" || brandsBlock.type !== "brands" || news.type !== "news") throw new Error("block order");
    expect(banners.items.map((b) => b.title)).toContain("Оптовые цены после входа");
    const top = await getDb()
      .select({ id: sections.id, name: sections.name })
      .from(sections)
      .where(and(eq(sections.siteId, demo.id), isNull(sections.parentId)))
      .orderBy(asc(sections.sort), asc(sections.id));
    expect(sectionsBlock.items).toEqual(top.map((s) => ({ ...s, href: `/catalog?section=${s.id}` })));
    expect(brandsBlock.title).toBe("Популярные бренды");
    expect(brandsBlock.items.length).toBeGreaterThan(0);
    expect(brandsBlock.items.length).toBeLessThanOrEqual(12);
    const own = await getDb().select({ id: brands.id }).from(brands).where(eq(brands.siteId, demo.id));
    expect(brandsBlock.items.every((b) => own.some((o) => o.id === b.id) && b.href === `/catalog?brands=${b.id}`)).toBe(true);
    // The brand listed first has no fewer active products than the last.
    const countOf = async (brandId: number) => (await getDb().select({ id: products.id }).from(products).where(and(eq(products.brandId, brandId), eq(products.isActive, true)))).length;
    expect(await countOf(brandsBlock.items[0].id)).toBeGreaterThanOrEqual(await countOf(brandsBlock.items[brandsBlock.items.length - 1].id));
    const [feed] = await getDb().select().from(feeds).where(and(eq(feeds.siteId, demo.id), eq(feeds.slug, "news")));
    const newest = await getDb().select({ title: feedItems.title }).from(feedItems).where(eq(feedItems.feedId, feed.id)).orderBy(desc(feedItems.publishedAt), desc(feedItems.id)).limit(3);
    expect(news.title).toBe(feed.name);
    expect(news.feedHref).toBe("/posts/news");
    expect(news.items.map((i) => i.title)).toEqual(newest.map((n) => n.title));
    expect(news.items.every((i) => i.href.startsWith("/posts/news/"))).toBe(true);
  });

  it("shows a site without a home page (showHomePage off) its top-level sections only", async () => {
    const second = await site("second.localhost");
    expect(second.settings.showHomePage).toBe(false);
    const blocks = await home("second.localhost");
    expect(blocks.map((b) => b.type)).toEqual(["sections"]);
    const ids = blocks[0].type === "sections" ? blocks[0].items.map((s) => s.id) : [];
    const foreign = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, (await site("localhost")).id));
    expect(ids.some((id) => foreign.some((f) => f.id === id))).toBe(false);
  });
});

describe("npm run seller -- site:home", () => {
  it("sets featured sections and brands by slug in the seller's order, and the page follows", async () => {
    const demo = await site("localhost");
    const [a, b] = await getDb().select({ id: sections.id, slug: sections.slug }).from(sections).where(eq(sections.siteId, demo.id)).orderBy(desc(sections.id)).limit(2);
    const [brand] = await getDb().select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.siteId, demo.id)).limit(1);
    const file = blocksFile({ blocks: [{ type: "sections", title: "Хиты", slugs: [a.slug, b.slug] }, { type: "brands", slugs: [brand.slug] }] });
    const run = await seller(["site:home", "--site", "demo", "--file", file]);
    expect(run.failure).toBeNull();
    expect(run.stdout).toContain("Блоки главной сайта «demo»");
    const blocks = await home("localhost");
    expect(blocks).toEqual([
      { type: "sections", title: "Хиты", items: [a, b].map((s) => expect.objectContaining({ id: s.id, href: `/catalog?section=${s.id}` })) },
      { type: "brands", title: null, items: [{ id: brand.id, name: brand.name, href: `/catalog?brands=${brand.id}` }] },
    ]);
    // Without options it shows what is set; --reset goes back to the top-level sections.
    expect((await seller(["site:home", "--site", "demo"])).stdout).toContain(`"${a.slug}"`);
    expect((await seller(["site:home", "--site", "demo", "--reset"])).stdout).toContain("блоки главной не заданы");
    expect((await home("localhost")).map((blk) => blk.type)).toEqual(["sections"]);
  });

  it("refuses another seller's section, an unknown feed, a bad banner link and a file that is not JSON — nothing stored", async () => {
    const second = await site("second.localhost");
    const [foreign] = await getDb().select({ slug: sections.slug }).from(sections).where(eq(sections.siteId, second.id)).limit(1);
    const demoSlugs = new Set((await getDb().select({ slug: sections.slug }).from(sections).where(eq(sections.siteId, (await site("localhost")).id))).map((s) => s.slug));
    const cases: [unknown, RegExp][] = [
      ...(demoSlugs.has(foreign.slug) ? [] : ([[{ blocks: [{ type: "sections", slugs: [foreign.slug] }] }, new RegExp(`раздела «${foreign.slug}» на сайте нет`)]] as [unknown, RegExp][])),
      [{ blocks: [{ type: "news", feed: "net-takoy-lenty" }] }, /ленты «net-takoy-lenty» на сайте нет/],
      [{ blocks: [{ type: "banners", items: [{ title: "X", href: "javascript:alert(1)" }] }] }, /blocks\.0\.items\.0\.href: Ссылка/],
      [{ blocks: [{ type: "carousel" }] }, /blocks\.0\.type/],
      ["{ not json", /не JSON/],
    ];
    const before = (await site("localhost")).config.home;
    for (const [content, message] of cases) {
      const run = await seller(["site:home", "--site", "demo", "--file", blocksFile(content)]);
      expect(run.failure).toMatch(message);
    }
    expect((await site("localhost")).config.home).toEqual(before);
    expect((await seller(["site:home", "--site", "demo", "--file", path.join(files.dir, "nope.json")])).failure).toMatch(/нет файла/);
  });
});
