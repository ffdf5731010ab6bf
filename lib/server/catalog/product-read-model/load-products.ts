import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TProduct } from "@/lib/contracts/catalog";
import type { TAuth } from "../../auth/authenticate";
import { getDb } from "../../db/client";
import { favorites, productFeatures, productPrices, productRelations, products, stocks } from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";
import { buyerCompanyId } from "./buyer-company-id";
import { cartQuantities } from "./cart-quantities";
import { referenceNames } from "./reference-names";
import { companyPriceTypeId, pickPrice } from "./resolve-prices";
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
 * site or of inactive products are skipped. Single-table queries keyed by the site and the ids; the
 * names of brands, sections, features… come from the site's cached reference names.
 */
export async function loadProducts(ctx: TReadModelContext, ids: number[]): Promise<TProduct[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const db = getDb();
  const siteId = ctx.site.id;
  const companyId = ctx.companyId !== undefined ? ctx.companyId : await buyerCompanyId({ site: ctx.site, auth: ctx.auth });
  const [rows, featureRows, stockRows, relationRows, favoriteRows, ownTypeId, inCart] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.siteId, siteId), inArray(products.id, wanted), eq(products.isActive, true))),
    db
      .select({ productId: productFeatures.productId, featureId: productFeatures.featureId, valueNum: productFeatures.valueNum, valueText: productFeatures.valueText })
      .from(productFeatures)
      .where(and(eq(productFeatures.siteId, siteId), inArray(productFeatures.productId, wanted))),
    db
      .select({ productId: stocks.productId, warehouseId: stocks.warehouseId, quantity: stocks.quantity, reserved: stocks.reserved })
      .from(stocks)
      .where(and(eq(stocks.siteId, siteId), inArray(stocks.productId, wanted))),
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
    companyPriceTypeId({ site: ctx.site, companyId }),
    ctx.auth ? cartQuantities({ siteId, userId: ctx.auth.user.id, companyId }, wanted) : Promise.resolve(new Map<number, number>()),
  ]);
  const names = await referenceNames(siteId, [
    { kind: "brands", ids: ids0(rows.map((r) => r.brandId)) },
    { kind: "groups", ids: ids0(rows.map((r) => r.groupId)) },
    { kind: "sections", ids: ids0(rows.map((r) => r.sectionId)) },
    { kind: "series", ids: ids0(rows.map((r) => r.seriesId)) },
    { kind: "manufacturers", ids: ids0(rows.map((r) => r.manufacturerId)) },
    { kind: "sellers", ids: ids0(rows.map((r) => r.sellerId)) },
    { kind: "features", ids: featureRows.map((f) => f.featureId) },
  ]);
  const typeIds = [...new Set([ownTypeId, names.basePriceTypeId].filter((v): v is number => v !== null))];
  const priceRows = typeIds.length
    ? await db
        .select({ productId: productPrices.productId, priceTypeId: productPrices.priceTypeId, price: productPrices.price })
        .from(productPrices)
        .where(and(eq(productPrices.siteId, siteId), inArray(productPrices.productId, wanted), inArray(productPrices.priceTypeId, typeIds)))
    : [];
  const priceByKey = new Map(priceRows.map((r) => [`${r.productId}:${r.priceTypeId}`, r.price]));

  const byId = new Map(rows.map((r) => [r.id, r]));
  const featuresOf = groupBy(featureRows, (f) => f.productId);
  const stocksOf = groupBy(stockRows, (s) => s.productId);
  const relationsOf = groupBy(relationRows, (r) => r.productId);
  const favoriteIds = new Set(favoriteRows.map((f) => f.productId));
  const ref = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  const out: TProduct[] = [];
  for (const id of wanted) {
    const product = byId.get(id);
    if (!product) continue;
    const productFeatureRows = (featuresOf.get(id) ?? [])
      .flatMap((f) => {
        const def = names.features.get(f.featureId);
        return def ? [{ ...def, valueNum: f.valueNum, valueText: f.valueText }] : [];
      })
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    const parts: TProductParts = {
      product,
      brand: ref(names.brands, product.brandId),
      group: ref(names.groups, product.groupId),
      section: ref(names.sections, product.sectionId),
      series: ref(names.series, product.seriesId),
      manufacturer: ref(names.manufacturers, product.manufacturerId),
      seller: ref(names.sellers, product.sellerId),
      currency: ctx.site.currency,
      features: productFeatureRows,
      stocks: stocksOf.get(id) ?? [],
      warehouses: names.warehouses,
      kinds: new Set((relationsOf.get(id) ?? []).map((r) => r.kind)),
      favorite: favoriteIds.has(id),
      currentPrice: pickPrice({ ownTypeId, baseTypeId: names.basePriceTypeId, basePrice: product.basePrice, priceOf: (t) => priceByKey.get(`${id}:${t}`) }).price,
      inCart: inCart.get(id) ?? 0,
    };
    out.push(serializeProduct(parts));
  }
  return out;
}

const ids0 = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

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
