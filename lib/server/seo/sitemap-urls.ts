import "server-only";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import { catalogHref } from "@/lib/shared/catalog-url";
import { productPageHref } from "@/lib/shared/product-page";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import { brands, contentPages, feedItems, feeds, products, sections } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

/** One address of a sitemap: a path of the site and when what it shows last changed (null: unknown). */
export type TSitemapUrl = { path: string; lastmod: Date | null };

type TSiteRef = { site: Pick<TSite, "id" | "settings" | "featureFlags"> };

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** How many active products the site lists: the product sitemaps are paged over them. */
export async function countSitemapProducts({ site }: TSiteRef): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true)));
  return row?.n ?? 0;
}

/** The newest change of each page of the product sitemaps (index 0: page 1), for the sitemap index's lastmod. */
export async function listSitemapProductChanges({ site }: TSiteRef, perFile: number): Promise<(Date | null)[]> {
  const rows = await getDb().execute(sql`
    SELECT page, max(updated_at) AS lastmod FROM (
      SELECT (row_number() OVER (ORDER BY id) - 1) / ${perFile} AS page, updated_at FROM products WHERE site_id = ${site.id} AND is_active
    ) numbered GROUP BY page ORDER BY page`);
  return rowsOf<{ lastmod: Date | string | null }>(rows).map((r) => asDate(r.lastmod));
}

/** One page of the site's product pages, in id order (stable while products are added at the end). */
export async function listSitemapProducts({ site }: TSiteRef, page: number, perFile: number): Promise<TSitemapUrl[]> {
  const rows = await getDb()
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(perFile)
    .offset((page - 1) * perFile);
  return rows.map((r) => ({ path: productPageHref(r.id), lastmod: r.updatedAt }));
}

/**
 * Every indexable address of the site but its products: the home page (unless it redirects), the
 * catalogue, each section and each brand (their lastmod: the newest change of a product listed there),
 * the information pages, the feeds and their posts.
 */
export async function listSitemapPages({ site }: TSiteRef): Promise<TSitemapUrl[]> {
  const db = getDb();
  const active = and(eq(products.siteId, site.id), eq(products.isActive, true));
  const [catalog, sectionRows, sectionChanges, brandRows, pageRows, feedRows, postRows] = await Promise.all([
    db.select({ lastmod: max(products.updatedAt) }).from(products).where(active),
    db.select({ id: sections.id, path: sections.path }).from(sections).where(eq(sections.siteId, site.id)).orderBy(asc(sections.path)),
    db
      .select({ sectionId: products.sectionId, lastmod: max(products.updatedAt) })
      .from(products)
      .where(active)
      .groupBy(products.sectionId),
    db
      .select({ id: brands.id, lastmod: max(products.updatedAt) })
      .from(brands)
      .innerJoin(products, and(eq(products.brandId, brands.id), active))
      .where(eq(brands.siteId, site.id))
      .groupBy(brands.id)
      .orderBy(asc(brands.id)),
    db.select({ slug: contentPages.slug, lastmod: contentPages.updatedAt }).from(contentPages).where(eq(contentPages.siteId, site.id)).orderBy(asc(contentPages.slug)),
    db
      .select({ slug: feeds.slug, lastmod: max(feedItems.publishedAt) })
      .from(feeds)
      .leftJoin(feedItems, and(eq(feedItems.feedId, feeds.id), eq(feedItems.siteId, site.id)))
      .where(eq(feeds.siteId, site.id))
      .groupBy(feeds.id)
      .orderBy(asc(feeds.slug)),
    db
      .select({ feedSlug: feeds.slug, slug: feedItems.slug, lastmod: feedItems.publishedAt })
      .from(feedItems)
      .innerJoin(feeds, eq(feeds.id, feedItems.feedId))
      .where(and(eq(feedItems.siteId, site.id), eq(feeds.siteId, site.id)))
      .orderBy(asc(feeds.slug), asc(feedItems.id)),
  ]);
  const catalogLastmod = asDate(catalog[0]?.lastmod ?? null);
  // A section's list holds its subsections' products too: its lastmod is the newest change under its path.
  const changedAt = new Map(sectionChanges.map((r) => [r.sectionId, asDate(r.lastmod)]));
  const pathOf = new Map(sectionRows.map((r) => [r.id, r.path]));
  const sectionLastmod = new Map<string, Date>();
  for (const [sectionId, at] of changedAt) {
    const path = sectionId === null ? undefined : pathOf.get(sectionId);
    if (!path || !at) continue;
    const parts = path.split(".");
    for (let i = 1; i <= parts.length; i++) {
      const prefix = parts.slice(0, i).join(".");
      const seen = sectionLastmod.get(prefix);
      if (!seen || seen < at) sectionLastmod.set(prefix, at);
    }
  }
  return [
    // The home page, unless the site sends / on to the catalogue.
    ...(site.settings.homeRedirect ? [] : [{ path: "/", lastmod: catalogLastmod }]),
    { path: catalogHref({}), lastmod: catalogLastmod },
    ...sectionRows.map((r) => ({ path: catalogHref({ section: r.id }), lastmod: sectionLastmod.get(r.path) ?? null })),
    ...brandRows.map((r) => ({ path: catalogHref({ brands: [r.id] }), lastmod: asDate(r.lastmod) })),
    ...pageRows.map((r) => ({ path: `/content/${r.slug}`, lastmod: r.lastmod })),
    ...feedRows.map((r) => ({ path: `/posts/${r.slug}`, lastmod: asDate(r.lastmod) })),
    ...postRows.map((r) => ({ path: `/posts/${r.feedSlug}/${r.slug}`, lastmod: r.lastmod })),
  ];
}
