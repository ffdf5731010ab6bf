import "server-only";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { TCatalogSection } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { products, sections } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

export type TSectionTreeNode = TCatalogSection & { path: string };

/**
 * Every section of the site in display order (depth, sort, Russian name) with its active products
 * counted over the whole subtree. One pass over the products grouped by section, then rolled up the
 * `path` ids in memory: a site has hundreds of sections, never millions.
 */
export async function loadSectionTree({ site }: { site: Pick<TSite, "id"> }): Promise<TSectionTreeNode[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db
      .select({ id: sections.id, name: sections.name, parentId: sections.parentId, depth: sections.depth, slug: sections.slug, path: sections.path })
      .from(sections)
      .where(eq(sections.siteId, site.id))
      .orderBy(asc(sections.depth), asc(sections.sort), sql`${sections.name} COLLATE ru_ru`, asc(sections.id)),
    db
      .select({ sectionId: products.sectionId, total: count() })
      .from(products)
      .where(and(eq(products.siteId, site.id), eq(products.isActive, true), isNotNull(products.sectionId)))
      .groupBy(products.sectionId),
  ]);
  const totals = new Map<number, number>();
  const pathOf = new Map(rows.map((r) => [r.id, r.path]));
  for (const { sectionId, total } of counts) {
    const path = sectionId === null ? undefined : pathOf.get(sectionId);
    if (!path) continue;
    for (const id of path.split(".").map(Number)) totals.set(id, (totals.get(id) ?? 0) + total);
  }
  const parents = new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null));
  return rows.map((r) => ({
    id: r.id,
    text: r.name,
    parentId: r.parentId,
    depth: r.depth,
    slug: r.slug,
    productsCount: totals.get(r.id) ?? 0,
    hasChildren: parents.has(r.id),
    path: r.path,
  }));
}
