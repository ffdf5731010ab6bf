import "server-only";
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { TProduct } from "@/lib/contracts/catalog";
import type { TAuth } from "../../auth/authenticate";
import { getDb } from "../../db/client";
import { products } from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";
import { cashBackBp, cashBackOf, loadClubMembership } from "../../club/club-membership";
import { picturePathsSql } from "../product-picture-key";
import { buyerCompanyId } from "./buyer-company-id";
import { referenceNames } from "./reference-names";
import { pickPrice } from "./resolve-prices";
import { serializeProduct, type TProductParts } from "./serialize-product";

export type TReadModelContext = {
  site: Pick<TSite, "id" | "currency" | "config">;
  auth: TAuth | null;
  /** The buyer's active company when the caller already knows it (saves a query); else looked up. */
  companyId?: number | null;
};

type TFeatureJson = { f: number; n: string | null; t: string | null };
type TStockJson = [number, number, number];

/**
 * The spec §3 products for `ids`, in that order, as this caller sees them: prices of the company's
 * price type, their favourites and cart amounts, stocks of every warehouse of the site. Ids of another
 * site or of inactive products are skipped. One statement: each product row carries its features,
 * stocks, relation kinds, pictures, prices, favourite flag and cart amount as correlated subqueries keyed by the
 * site and the product (PGlite runs statements one at a time, so eight small ones cost eight round
 * trips); the names of brands, sections, features… come from the site's cached reference names.
 */
export async function loadProducts(ctx: TReadModelContext, ids: number[]): Promise<TProduct[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const db = getDb();
  const siteId = ctx.site.id;
  const companyId = ctx.companyId !== undefined ? ctx.companyId : await buyerCompanyId({ site: ctx.site, auth: ctx.auth });
  const userId = ctx.auth?.user.id ?? null;
  // The base price type comes from the cached names (no statement when the cache is warm).
  const { basePriceTypeId } = await referenceNames(siteId);
  const ownTypeId =
    companyId === null ? sql`NULL::int4` : sql`(SELECT c.price_type_id FROM companies c WHERE c.site_id = ${siteId} AND c.id = ${companyId})`;
  // Qualified by hand: drizzle drops the table name of a column inside sql`` in a one-table select,
  // and a bare "id" is ambiguous inside the subqueries.
  const productId = sql.raw(`"products"."id"`);
  const priceOf = (typeId: SQL) =>
    sql`(SELECT pp.price::float8 FROM product_prices pp WHERE pp.site_id = ${siteId} AND pp.product_id = ${productId} AND pp.price_type_id = ${typeId})`;
  const [rows, club] = await Promise.all([
    db
      .select({
        ...getTableColumns(products),
        ownTypeId: sql<number | null>`${ownTypeId}`,
        ownPrice: sql<number | string | null>`${priceOf(ownTypeId)}`,
        baseTypePrice: basePriceTypeId === null ? sql<null>`NULL::float8` : sql<number | string | null>`${priceOf(sql`${basePriceTypeId}`)}`,
        featureList: sql<TFeatureJson[] | null>`(SELECT json_agg(json_build_object('f', pf.feature_id, 'n', pf.value_num::text, 't', pf.value_text))
          FROM product_features pf WHERE pf.site_id = ${siteId} AND pf.product_id = ${productId})`,
        stockList: sql<TStockJson[] | null>`(SELECT json_agg(json_build_array(st.warehouse_id, st.quantity, st.reserved))
          FROM stocks st WHERE st.site_id = ${siteId} AND st.product_id = ${productId})`,
        kindList: sql<("analog" | "related")[] | null>`(SELECT json_agg(DISTINCT r.kind::text)
          FROM product_relations r WHERE r.site_id = ${siteId} AND r.product_id = ${productId})`,
        pictureList: picturePathsSql(siteId, productId),
        isFavorite:
          userId === null
            ? sql<boolean>`false`
            : sql<boolean>`EXISTS (SELECT 1 FROM favorites f WHERE f.site_id = ${siteId} AND f.user_id = ${userId} AND f.product_id = ${productId})`,
        // One cart per user and company: the units of this product in the active company's cart.
        inCart:
          userId === null || companyId === null
            ? sql<number>`0`
            : sql<number | string>`(SELECT coalesce(sum(ci.amount), 0)::int FROM cart_items ci JOIN carts c ON c.id = ci.cart_id AND c.site_id = ci.site_id
                WHERE c.site_id = ${siteId} AND c.user_id = ${userId} AND c.company_id = ${companyId} AND ci.product_id = ${productId})`,
      })
      .from(products)
      .where(and(eq(products.siteId, siteId), inArray(products.id, wanted), eq(products.isActive, true))),
    // The company's club standing, once per answer (null for visitors and companies outside the club).
    loadClubMembership({ site: ctx.site, companyId }),
  ]);
  const featureRows = rows.flatMap((r) => (r.featureList ?? []).map((f) => ({ productId: r.id, featureId: f.f, valueNum: f.n, valueText: f.t })));
  // Names just created (an import a moment ago) are missing from the cache: this reloads it then.
  const names = await referenceNames(siteId, [
    { kind: "brands", ids: ids0(rows.map((r) => r.brandId)) },
    { kind: "groups", ids: ids0(rows.map((r) => r.groupId)) },
    { kind: "sections", ids: ids0(rows.map((r) => r.sectionId)) },
    { kind: "series", ids: ids0(rows.map((r) => r.seriesId)) },
    { kind: "manufacturers", ids: ids0(rows.map((r) => r.manufacturerId)) },
    { kind: "sellers", ids: ids0(rows.map((r) => r.sellerId)) },
    { kind: "features", ids: featureRows.map((f) => f.featureId) },
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const featuresOf = groupBy(featureRows, (f) => f.productId);
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
    const currentPrice = pickPrice({
      ownTypeId: product.ownTypeId === null ? null : Number(product.ownTypeId),
      ownPrice: product.ownPrice === null ? null : Number(product.ownPrice),
      baseTypeId: basePriceTypeId,
      baseTypePrice: product.baseTypePrice === null ? null : Number(product.baseTypePrice),
      basePrice: product.basePrice,
    }).price;
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
      stocks: (product.stockList ?? []).map(([warehouseId, quantity, reserved]) => ({ warehouseId, quantity, reserved })),
      warehouses: names.warehouses,
      kinds: new Set(product.kindList ?? []),
      favorite: Boolean(product.isFavorite),
      currentPrice,
      cashBack: cashBackOf(currentPrice, cashBackBp(club, product)),
      inCart: Number(product.inCart),
      picturePaths: product.pictureList ?? [],
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
