import "server-only";
import { and, asc, count, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { brands, priceTypes, productPrices, products, sections, stocks } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

import type { TCatalogPageItem } from "@/lib/contracts/catalog-page";

export type TCatalogPageQuery = { page: number; pageSize: number; sectionId?: number };


export type TCatalogPage = {
  items: TCatalogPageItem[];
  section: { id: number; name: string } | null;
  meta: { currentPage: number; pageCount: number; totalCount: number; perPage: number };
};

/**
 * One page of the public catalogue: products of a section (with its subsections) at the site's base
 * price, newest first by id. This is the anonymous first paint; personal prices come from the API.
 */
export async function listCatalogPage({ site }: { site: Pick<TSite, "id"> }, query: TCatalogPageQuery): Promise<TCatalogPage | null> {
  const db = getDb();
  let section: TCatalogPage["section"] = null;
  const where: SQL[] = [eq(products.siteId, site.id), eq(products.isActive, true)];
  if (query.sectionId !== undefined) {
    const [row] = await db
      .select({ id: sections.id, name: sections.name, path: sections.path })
      .from(sections)
      .where(and(eq(sections.siteId, site.id), eq(sections.id, query.sectionId)));
    if (!row) return null;
    section = { id: row.id, name: row.name };
    const subtree = db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.siteId, site.id), or(eq(sections.id, row.id), like(sections.path, `${row.path}.%`))));
    where.push(inArray(products.sectionId, subtree));
  }
  const filter = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(products).where(filter);
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const basePrice = db
    .select({ price: productPrices.price })
    .from(productPrices)
    .innerJoin(priceTypes, and(eq(priceTypes.id, productPrices.priceTypeId), eq(priceTypes.isBase, true)))
    .where(and(eq(productPrices.siteId, site.id), eq(productPrices.productId, products.id)))
    .limit(1);
  const stock = sql<number>`(select coalesce(sum(${stocks.quantity} - ${stocks.reserved}), 0)::int from ${stocks} where ${stocks.siteId} = ${site.id} and ${stocks.productId} = ${products.id})`;
  const rows = await db
    .select({
      id: products.id,
      article: products.article,
      name: products.name,
      brand: brands.name,
      unit: products.unit,
      price: sql<number>`coalesce((${basePrice}), ${products.basePrice})::bigint`.mapWith(Number),
      stock: stock.mapWith(Number),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(filter)
    .orderBy(asc(products.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => ({ ...r, imagePath: `/media/product/${r.id}.svg` })),
    section,
    meta: { currentPage: query.page, pageCount, totalCount: total, perPage: query.pageSize },
  };
}
