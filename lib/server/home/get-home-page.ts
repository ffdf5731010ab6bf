import "server-only";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { THomeBlock, THomeBlockConfig, THomeConfig } from "@/lib/contracts/home";
import { catalogHref } from "@/lib/shared/catalog-url";
import { getDb } from "../db/client";
import { brands, products, sections } from "../db/schema";
import { listFeedItems } from "../content/list-feed-items";
import { findFeedOrThrow } from "../content/find-feed-or-throw";
import { unlessNotFound } from "../content/unless-not-found";
import type { TContentContext } from "../content/content-context";

/** Without a configuration a home page shows the top-level sections. */
const DEFAULT_HOME: THomeConfig = { blocks: [{ type: "sections" }] };
const DEFAULT_BRANDS = 12;
const DEFAULT_NEWS = 3;

/** Items in the order the seller listed their slugs. */
function inSlugOrder<T extends { slug: string }>(rows: T[], slugs: string[]): T[] {
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

async function sectionsBlock({ site }: TContentContext, slugs: string[] | undefined) {
  const db = getDb();
  const columns = { id: sections.id, name: sections.name, slug: sections.slug };
  const rows = slugs?.length
    ? inSlugOrder(await db.select(columns).from(sections).where(and(eq(sections.siteId, site.id), inArray(sections.slug, slugs))), slugs)
    : await db.select(columns).from(sections).where(and(eq(sections.siteId, site.id), isNull(sections.parentId))).orderBy(asc(sections.sort), asc(sections.id));
  return rows.map((r) => ({ id: r.id, name: r.name, href: catalogHref({ section: r.id }) }));
}

async function brandsBlock({ site }: TContentContext, slugs: string[] | undefined, limit: number | undefined) {
  const db = getDb();
  const columns = { id: brands.id, name: brands.name, slug: brands.slug };
  const rows = slugs?.length
    ? inSlugOrder(await db.select(columns).from(brands).where(and(eq(brands.siteId, site.id), inArray(brands.slug, slugs))), slugs)
    : await db
        .select(columns)
        .from(brands)
        .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.siteId, site.id), eq(products.isActive, true)))
        .where(eq(brands.siteId, site.id))
        .groupBy(brands.id)
        .orderBy(desc(count(products.id)), asc(brands.name))
        .limit(limit ?? DEFAULT_BRANDS);
  return rows.slice(0, limit ?? rows.length).map((r) => ({ id: r.id, name: r.name, href: catalogHref({ brands: [r.id] }) }));
}

async function newsBlock(ctx: TContentContext, block: Extract<THomeBlockConfig, { type: "news" }>): Promise<THomeBlock | null> {
  const [feed, list] = await Promise.all([
    unlessNotFound(findFeedOrThrow(ctx, block.feed)),
    unlessNotFound(listFeedItems(ctx, { slug: block.feed, page: 1, perPage: block.limit ?? DEFAULT_NEWS, rubric: null })),
  ]);
  if (!feed || !list?.items.length) return null;
  return {
    type: "news",
    title: block.title ?? feed.name,
    feedHref: `/posts/${block.feed}`,
    items: list.items.map((item) => ({ id: item.id, title: item.title, href: item.url, previewText: item.previewText, publishedAt: item.publishedAt })),
  };
}

async function resolveBlock(ctx: TContentContext, block: THomeBlockConfig): Promise<THomeBlock | null> {
  switch (block.type) {
    case "banners":
      return block;
    case "sections": {
      const items = await sectionsBlock(ctx, block.slugs);
      return items.length ? { type: "sections", title: block.title ?? null, items } : null;
    }
    case "brands": {
      const items = await brandsBlock(ctx, block.slugs, block.limit);
      return items.length ? { type: "brands", title: block.title ?? null, items } : null;
    }
    case "news":
      return newsBlock(ctx, block);
  }
}

/**
 * The blocks of a site's home page (spec §3 Home state), resolved on the site: its configured blocks
 * when the site shows a home page (showHomePage), else the top-level sections alone. A section, brand or
 * feed the site no longer has is left out, a block left empty too.
 */
export async function getHomePage(ctx: TContentContext): Promise<THomeBlock[]> {
  const config = ctx.site.settings.showHomePage ? (ctx.site.config.home ?? DEFAULT_HOME) : DEFAULT_HOME;
  const blocks = await Promise.all(config.blocks.map((block) => resolveBlock(ctx, block)));
  return blocks.filter((b): b is THomeBlock => b !== null);
}
