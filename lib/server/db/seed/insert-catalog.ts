import "server-only";
import { sql } from "drizzle-orm";
import type { TTx } from "../client";
import { brands, features, manufacturers, productGroups, sections, sellers, series } from "../schema";
import { insertRows } from "./bulk-insert";
import type { TCatalogRows, TPriceRow, TProductFeatureRow, TProductRow, TRelationRow, TStockRow } from "./catalog/catalog-rows";

export type TCatalogCounts = { products: number; productFeatures: number; prices: number; stocks: number; relations: number; images: number };

/** Writes a built catalogue: reference tables with drizzle, the big ones in bulk. Image ids start at `imageIdStart`. */
export async function insertCatalog(tx: TTx, siteId: number, rows: TCatalogRows, imageIdStart: number): Promise<TCatalogCounts> {
  const withSite = <T extends object>(items: T[]) => items.map((item) => ({ ...item, siteId }));
  if (rows.sections.length) await tx.insert(sections).values(withSite(rows.sections));
  if (rows.manufacturers.length) await tx.insert(manufacturers).values(withSite(rows.manufacturers));
  if (rows.brands.length) await tx.insert(brands).values(withSite(rows.brands));
  if (rows.series.length) await tx.insert(series).values(withSite(rows.series));
  if (rows.groups.length) await tx.insert(productGroups).values(withSite(rows.groups));
  if (rows.sellers.length) await tx.insert(sellers).values(withSite(rows.sellers));
  if (rows.features.length) await tx.insert(features).values(withSite(rows.features));

  const site = () => siteId;
  await insertRows<TProductRow>(
    tx,
    "products",
    [
      { name: "id", type: "int4", value: (p) => p.id },
      { name: "site_id", type: "int4", value: site },
      { name: "article", type: "text", value: (p) => p.article },
      { name: "article_norm", type: "text", value: (p) => p.articleNorm },
      { name: "manufacturer_code", type: "text", value: (p) => p.manufacturerCode },
      { name: "name", type: "text", value: (p) => p.name },
      { name: "description", type: "text", value: (p) => p.description },
      { name: "section_id", type: "int4", value: (p) => p.sectionId },
      { name: "brand_id", type: "int4", value: (p) => p.brandId },
      { name: "manufacturer_id", type: "int4", value: (p) => p.manufacturerId },
      { name: "series_id", type: "int4", value: (p) => p.seriesId },
      { name: "group_id", type: "int4", value: (p) => p.groupId },
      { name: "seller_id", type: "int4", value: (p) => p.sellerId },
      { name: "unit", type: "text", value: (p) => p.unit },
      { name: "minimum_batch", type: "int4", value: (p) => p.minimumBatch },
      { name: "multiplicity", type: "int4", value: (p) => p.multiplicity },
      { name: "quantity_in_box", type: "int4", value: (p) => p.quantityInBox },
      { name: "quantity_in_block", type: "int4", value: (p) => p.quantityInBlock },
      { name: "delivery_days", type: "int4", value: (p) => p.deliveryDays },
      { name: "weight_kg", type: "numeric", value: (p) => p.weightKg },
      { name: "vat_rate", type: "int4", value: (p) => p.vatRate },
      { name: "base_price", type: "int8", value: (p) => p.basePrice },
      { name: "is_recommended", type: "bool", value: (p) => p.isRecommended },
      { name: "created_at", type: "timestamptz", value: (p) => p.createdAt },
      { name: "updated_at", type: "timestamptz", value: (p) => p.createdAt },
    ],
    rows.products,
  );
  // `sets` is an array column, which unnest cannot carry: the few products with one get an update per label.
  const bySet = new Map<string, number[]>();
  for (const p of rows.products) {
    for (const label of p.sets) {
      const ids = bySet.get(label);
      if (ids) ids.push(p.id);
      else bySet.set(label, [p.id]);
    }
  }
  for (const [label, ids] of bySet) {
    await tx.execute(sql`UPDATE products SET sets = array_append(sets, ${label}) WHERE id = ANY(${sql.param(ids)}::int4[])`);
  }

  await insertRows<TProductRow>(
    tx,
    "product_images",
    [
      { name: "id", type: "int4", value: (p) => imageIdStart + p.id - rows.products[0].id },
      { name: "site_id", type: "int4", value: site },
      { name: "product_id", type: "int4", value: (p) => p.id },
      { name: "path", type: "text", value: (p) => p.imagePath },
      { name: "sort", type: "int4", value: () => 0 },
    ],
    rows.products,
  );
  await insertRows<TProductFeatureRow>(
    tx,
    "product_features",
    [
      { name: "site_id", type: "int4", value: site },
      { name: "product_id", type: "int4", value: (f) => f.productId },
      { name: "feature_id", type: "int4", value: (f) => f.featureId },
      { name: "value_num", type: "numeric", value: (f) => f.valueNum },
      { name: "value_text", type: "text", value: (f) => f.valueText },
    ],
    rows.productFeatures,
  );
  await insertRows<TPriceRow>(
    tx,
    "product_prices",
    [
      { name: "site_id", type: "int4", value: site },
      { name: "product_id", type: "int4", value: (p) => p.productId },
      { name: "price_type_id", type: "int4", value: (p) => p.priceTypeId },
      { name: "price", type: "int8", value: (p) => p.price },
    ],
    rows.prices,
  );
  await insertRows<TStockRow>(
    tx,
    "stocks",
    [
      { name: "site_id", type: "int4", value: site },
      { name: "product_id", type: "int4", value: (s) => s.productId },
      { name: "warehouse_id", type: "int4", value: (s) => s.warehouseId },
      { name: "quantity", type: "int4", value: (s) => s.quantity },
      { name: "reserved", type: "int4", value: () => 0 },
    ],
    rows.stocks,
  );
  await insertRows<TRelationRow>(
    tx,
    "product_relations",
    [
      { name: "site_id", type: "int4", value: site },
      { name: "product_id", type: "int4", value: (r) => r.productId },
      { name: "related_id", type: "int4", value: (r) => r.relatedId },
      { name: "kind", type: "text", cast: "relation_kind", value: (r) => r.kind },
    ],
    rows.relations,
  );
  return {
    products: rows.products.length,
    productFeatures: rows.productFeatures.length,
    prices: rows.prices.length,
    stocks: rows.stocks.length,
    relations: rows.relations.length,
    images: rows.products.length,
  };
}
