// Small fixture products for the search tests, inserted next to the seeded catalogue and indexed with
// refreshSearchIndex as a catalogue import would.
import { and, eq } from "drizzle-orm";
import { getDb, getDbHandle } from "@/lib/server/db/client";
import { brands, priceTypes, productPrices, products, stocks, warehouses } from "@/lib/server/db/schema";
import { refreshSearchIndex } from "@/lib/server/search/refresh-search-index";
import { normalizeArticle } from "@/lib/shared/article";
import { siteOf } from "../helpers/auth-helpers";

export type TFixture = { article: string; name: string; description?: string; basePrice?: number; brand?: string; stock?: number; manufacturerCode?: string };

/** Inserts products on a host's site (with a base price, stock on the first warehouse) and reindexes the site. */
export async function insertFixtures(host: string, fixtures: TFixture[]): Promise<Map<string, number>> {
  const site = await siteOf(host);
  const db = getDb();
  const [base] = await db.select({ id: priceTypes.id }).from(priceTypes).where(and(eq(priceTypes.siteId, site.id), eq(priceTypes.isBase, true)));
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(warehouses.sort, warehouses.id).limit(1);
  const ids = new Map<string, number>();
  for (const f of fixtures) {
    let brandId: number | null = null;
    if (f.brand) {
      const [found] = await db.select({ id: brands.id }).from(brands).where(and(eq(brands.siteId, site.id), eq(brands.name, f.brand)));
      brandId = found?.id ?? (await db.insert(brands).values({ siteId: site.id, name: f.brand, slug: `fixture-${normalizeArticle(f.brand)}-${Date.now()}` }).returning({ id: brands.id }))[0].id;
    }
    const [row] = await db
      .insert(products)
      .values({
        siteId: site.id,
        article: f.article,
        articleNorm: normalizeArticle(f.article),
        manufacturerCode: f.manufacturerCode ?? null,
        name: f.name,
        description: f.description ?? "",
        basePrice: f.basePrice ?? 10_000,
        brandId,
      })
      .returning({ id: products.id });
    ids.set(f.article, row.id);
    if (base) await db.insert(productPrices).values({ siteId: site.id, productId: row.id, priceTypeId: base.id, price: f.basePrice ?? 10_000 });
    if (warehouse && f.stock !== undefined) await db.insert(stocks).values({ siteId: site.id, productId: row.id, warehouseId: warehouse.id, quantity: f.stock });
  }
  await refreshSearchIndex(getDbHandle(), site.id);
  return ids;
}
