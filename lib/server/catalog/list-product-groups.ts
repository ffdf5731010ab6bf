import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { TGroupListQuery, TProductGroupList } from "@/lib/contracts/catalog-calls";
import { getDb } from "../db/client";
import { productGroups, products } from "../db/schema";
import type { TCatalogContext } from "./catalog-context";
import { featureConditions } from "./feature-conditions";
import { listMeta } from "./list-meta";
import { nameContains } from "./name-pattern";

/** Active products of the group (and matching `extra`, when given); see brandProductsCount on the nested condition. */
export function groupProductsCount(siteId: number, extra?: SQL) {
  return sql<number>`(select count(*) from ${products} where ${and(eq(products.siteId, siteId), eq(products.groupId, productGroups.id), eq(products.isActive, true), extra)})`.mapWith(Number);
}

/**
 * GET /api/v1/filter/group: product groups (the catalogue's `type` filter) by Russian name; `keyword`
 * narrows by name, `type` to the given ids, `features` to groups that have products with those
 * features — their counts then count only those products.
 */
export async function listProductGroups(ctx: TCatalogContext, query: TGroupListQuery): Promise<TProductGroupList> {
  const { site } = ctx;
  const byFeatures = await featureConditions(ctx, query.features);
  const productsCount = groupProductsCount(site.id, byFeatures);
  const where: SQL[] = [eq(productGroups.siteId, site.id)];
  if (query.keyword) where.push(nameContains(productGroups.name, query.keyword));
  if (query.ids.length) where.push(inArray(productGroups.id, query.ids));
  if (byFeatures) where.push(sql`${productsCount} > 0`);
  const rows = await getDb()
    .select({ id: productGroups.id, name: productGroups.name, slug: productGroups.slug, productsCount, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productGroups)
    .where(and(...where))
    .orderBy(sql`${productGroups.name} COLLATE ru_ru`, asc(productGroups.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  // Past the last page there are no rows to carry the window total: count separately then.
  const total = rows[0]?.total ?? (query.page > 1 ? await countGroups(and(...where)) : 0);
  return { items: rows.map(({ total: _total, ...item }) => item), meta: listMeta(query.page, query.perPage, total) };
}

async function countGroups(where: SQL | undefined): Promise<number> {
  const [row] = await getDb().select({ total: sql<number>`count(*)`.mapWith(Number) }).from(productGroups).where(where);
  return row?.total ?? 0;
}
