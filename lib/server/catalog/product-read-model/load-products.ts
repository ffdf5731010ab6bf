import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TProduct } from "@/lib/contracts/catalog";
import type { TAuth } from "../../auth/authenticate";
import { getDb } from "../../db/client";
import {
  brands,
  favorites,
  features,
  manufacturers,
  productFeatures,
  productGroups,
  productRelations,
  products,
  sections,
  sellers,
  series,
  stocks,
  warehouses,
} from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";
import { buyerCompanyId } from "./buyer-company-id";
import { cartQuantities } from "./cart-quantities";
import { resolvePrices } from "./resolve-prices";
import { serializeProduct, type TProductParts } from "./serialize-product";

export type TReadModelContext = {
  site: Pick<TSite, "id" | "currency">;
  auth: TAuth | null;
  /** The buyer's active company when the caller already knows it (saves a query); else looked up. */
  companyId?: number | null;
};

/**
 * The spec §3 products for `ids`, in that order, as this caller sees them: prices of the company's
 * price type, their favourites and cart amounts, stocks of every warehouse of the site. Ids of another
 * site or of inactive products are skipped. Seven small queries, each keyed by the site and the ids.
 */
export async function loadProducts(ctx: TReadModelContext, ids: number[]): Promise<TProduct[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const db = getDb();
  const siteId = ctx.site.id;
  const companyId = ctx.companyId !== undefined ? ctx.companyId : await buyerCompanyId({ site: ctx.site, auth: ctx.auth });
  const [rows, featureRows, stockRows, warehouseRows, relationRows, favoriteRows, prices, inCart] = await Promise.all([
    db
      .select({
        product: products,
        brand: { id: brands.id, name: brands.name },
        group: { id: productGroups.id, name: productGroups.name, slug: productGroups.slug },
        section: { id: sections.id, name: sections.name },
        series: { id: series.id, name: series.name },
        manufacturer: { id: manufacturers.id, name: manufacturers.name, country: manufacturers.country },
        seller: { id: sellers.id, name: sellers.name },
      })
      .from(products)
      .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.siteId, products.siteId)))
      .leftJoin(productGroups, and(eq(productGroups.id, products.groupId), eq(productGroups.siteId, products.siteId)))
      .leftJoin(sections, and(eq(sections.id, products.sectionId), eq(sections.siteId, products.siteId)))
      .leftJoin(series, and(eq(series.id, products.seriesId), eq(series.siteId, products.siteId)))
      .leftJoin(manufacturers, and(eq(manufacturers.id, products.manufacturerId), eq(manufacturers.siteId, products.siteId)))
      .leftJoin(sellers, and(eq(sellers.id, products.sellerId), eq(sellers.siteId, products.siteId)))
      .where(and(eq(products.siteId, siteId), inArray(products.id, wanted), eq(products.isActive, true))),
    db
      .select({
        productId: productFeatures.productId,
        id: features.id,
        name: features.name,
        unit: features.unit,
        kind: features.kind,
        primary: features.isPrimary,
        valueNum: productFeatures.valueNum,
        valueText: productFeatures.valueText,
      })
      .from(productFeatures)
      .innerJoin(features, and(eq(features.id, productFeatures.featureId), eq(features.siteId, productFeatures.siteId)))
      .where(and(eq(productFeatures.siteId, siteId), inArray(productFeatures.productId, wanted)))
      .orderBy(asc(features.sort), asc(features.id)),
    db
      .select({ productId: stocks.productId, warehouseId: stocks.warehouseId, quantity: stocks.quantity, reserved: stocks.reserved })
      .from(stocks)
      .where(and(eq(stocks.siteId, siteId), inArray(stocks.productId, wanted))),
    db
      .select({ id: warehouses.id, name: warehouses.name, city: warehouses.city })
      .from(warehouses)
      .where(eq(warehouses.siteId, siteId))
      .orderBy(asc(warehouses.sort), asc(warehouses.id)),
    db
      .selectDistinct({ productId: productRelations.productId, kind: productRelations.kind })
      .from(productRelations)
      .where(and(eq(productRelations.siteId, siteId), inArray(productRelations.productId, wanted))),
    ctx.auth
      ? db
          .select({ productId: favorites.productId })
          .from(favorites)
          .where(and(eq(favorites.siteId, siteId), eq(favorites.userId, ctx.auth.user.id), inArray(favorites.productId, wanted)))
      : Promise.resolve([]),
    resolvePrices({ site: ctx.site, companyId }, wanted.map((productId) => ({ productId, amount: 1 }))),
    ctx.auth ? cartQuantities({ siteId, userId: ctx.auth.user.id, companyId }, wanted) : Promise.resolve(new Map<number, number>()),
  ]);

  const byId = new Map(rows.map((r) => [r.product.id, r]));
  const featuresOf = groupBy(featureRows, (f) => f.productId);
  const stocksOf = groupBy(stockRows, (s) => s.productId);
  const relationsOf = groupBy(relationRows, (r) => r.productId);
  const favoriteIds = new Set(favoriteRows.map((f) => f.productId));
  const out: TProduct[] = [];
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) continue;
    const parts: TProductParts = {
      ...row,
      currency: ctx.site.currency,
      features: featuresOf.get(id) ?? [],
      stocks: stocksOf.get(id) ?? [],
      warehouses: warehouseRows,
      kinds: new Set((relationsOf.get(id) ?? []).map((r) => r.kind)),
      favorite: favoriteIds.has(id),
      currentPrice: prices.get(id)?.price ?? row.product.basePrice,
      inCart: inCart.get(id) ?? 0,
    };
    out.push(serializeProduct(parts));
  }
  return out;
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

