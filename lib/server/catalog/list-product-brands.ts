import "server-only";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { TBrandList, TBrandListQuery } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { brands, products } from "../db/schema";
import type { TCatalogContext } from "./catalog-context";
import { listMeta } from "./list-meta";
import { nameContains } from "./name-pattern";

/**
 * Active products per brand, as a correlated count (the products index starts with site and brand).
 * The condition stays a nested SQL object: drizzle strips table names from top-level column chunks of
 * a single-table selection, which would turn `brands.id` into the subquery's own `id`.
 */
export function brandProductsCount(siteId: number) {
  return sql<number>`(select count(*) from ${products} where ${and(eq(products.siteId, siteId), eq(products.brandId, brands.id), eq(products.isActive, true))})`.mapWith(Number);
}

/** GET /api/v1/product-brand: the site's brands by Russian name, optionally those whose name contains `keyword`. */
export async function listProductBrands({ site }: TCatalogContext, query: TBrandListQuery): Promise<TBrandList> {
  const db = getDb();
  const where: SQL[] = [eq(brands.siteId, site.id)];
  if (query.keyword) where.push(nameContains(brands.name, query.keyword));
  const filter = and(...where);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(brands).where(filter),
    db
      .select({ id: brands.id, name: brands.name, slug: brands.slug, productsCount: brandProductsCount(site.id) })
      .from(brands)
      .where(filter)
      .orderBy(sql`${brands.name} COLLATE ru_ru`, asc(brands.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  return { items: rows, meta: listMeta(query.page, query.perPage, total) };
}
