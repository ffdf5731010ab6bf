import "server-only";
import { sql } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import type { CatalogReferences } from "./catalog-references";
import type { TOfferPrice, TOfferRecord, TOfferStock } from "./import-records";
import { importLogText, reportProblem, type TImportState } from "./import-state";
import { refreshSearchPrices } from "../search/refresh-search-index";
import { loadFeatureValues, loadKeyedProducts, writeProducts, type TFeatureValue, type TWrite } from "./apply-products";

/** The characteristic in an offer's name when 1C sends none apart: «Ботинки женские (39)» of «Ботинки женские». */
function characteristicOfName(offerName: string, goodName: string): string | null {
  if (!offerName.startsWith(goodName)) return null;
  const match = /^\s*\((.+)\)\s*$/.exec(offerName.slice(goodName.length));
  return match ? match[1] : null;
}

/** The last of each (product, key) pair: one statement may not upsert a row twice. */
function lastOf<T>(rows: T[], keyOf: (row: T) => string): T[] {
  return [...new Map(rows.map((r) => [keyOf(r), r])).values()];
}

/** Sets the prices of the products; returns the products whose base price changed. */
export async function writePrices(db: TDb | TTx, state: TImportState, refs: CatalogReferences, given: { productId: number; price: TOfferPrice["price"]; priceTypeId: number }[]): Promise<number[]> {
  if (given.length === 0) return [];
  const prices = lastOf(given, (p) => `${p.productId}|${p.priceTypeId}`);
  const { siteId } = state;
  const changed = rowsOf<{ product_id: number }>(
    await db.execute(sql`
      INSERT INTO product_prices (site_id, product_id, price_type_id, price)
      SELECT ${siteId}, u.product_id, u.price_type_id, u.price
      FROM unnest(${sql.param(prices.map((p) => p.productId))}::int4[], ${sql.param(prices.map((p) => p.priceTypeId))}::int4[], ${sql.param(prices.map((p) => p.price))}::int8[])
        AS u(product_id, price_type_id, price)
      ON CONFLICT (site_id, product_id, price_type_id) DO UPDATE SET price = excluded.price
      WHERE product_prices.price IS DISTINCT FROM excluded.price
      RETURNING product_id`),
  );
  state.counts.prices += changed.length;
  const base = prices.filter((p) => p.priceTypeId === refs.basePriceTypeId);
  if (base.length === 0) return [];
  // The batch's own base prices (just written above), not a join with product_prices: without planner
  // statistics (PGlite has no autovacuum) that join walked every base price of the site for each batch.
  const based = rowsOf<{ id: number }>(
    await db.execute(sql`
      UPDATE products p SET base_price = u.price, updated_at = now()
      FROM unnest(${sql.param(base.map((p) => p.productId))}::int4[], ${sql.param(base.map((p) => p.price))}::int8[]) AS u(product_id, price)
      WHERE p.site_id = ${siteId} AND p.id = u.product_id AND p.base_price <> u.price
      RETURNING p.id`),
  );
  return based.map((r) => r.id);
}

/**
 * Sets the stock of the products at the warehouses named; a product's keyed warehouses the offer does not
 * name drop to 0 (an offer's stock list is the whole picture). Reservations are kept.
 */
export async function writeStocks(db: TDb | TTx, state: TImportState, given: { productId: number; warehouseId: number; quantity: number }[], complete: number[]): Promise<void> {
  const { siteId } = state;
  const lines = lastOf(given, (l) => `${l.productId}|${l.warehouseId}`);
  if (lines.length > 0) {
    const written = rowsOf<{ product_id: number }>(
      await db.execute(sql`
        INSERT INTO stocks (site_id, product_id, warehouse_id, quantity)
        SELECT ${siteId}, u.product_id, u.warehouse_id, u.quantity
        FROM unnest(${sql.param(lines.map((l) => l.productId))}::int4[], ${sql.param(lines.map((l) => l.warehouseId))}::int4[], ${sql.param(lines.map((l) => l.quantity))}::int4[])
          AS u(product_id, warehouse_id, quantity)
        ON CONFLICT (site_id, product_id, warehouse_id) DO UPDATE SET quantity = excluded.quantity
        WHERE stocks.quantity IS DISTINCT FROM excluded.quantity
        RETURNING product_id`),
    );
    state.counts.stocks += written.length;
  }
  if (complete.length === 0) return;
  const cleared = rowsOf<{ product_id: number }>(
    await db.execute(sql`
      UPDATE stocks s SET quantity = 0
      WHERE s.site_id = ${siteId} AND s.product_id = ANY(${sql.param(complete)}::int4[]) AND s.quantity <> 0
        AND NOT EXISTS (SELECT 1 FROM unnest(${sql.param(lines.map((l) => l.productId))}::int4[], ${sql.param(lines.map((l) => l.warehouseId))}::int4[]) AS u(product_id, warehouse_id)
                        WHERE u.product_id = s.product_id AND u.warehouse_id = s.warehouse_id)
      RETURNING s.product_id`),
  );
  state.counts.stocks += cleared.length;
}

/**
 * Writes a batch of offers: a characteristic offer ("good#char") becomes a product of its own, made from its
 * good (docs/adr/0014); then the prices and stocks of every offer. Returns the ids whose search documents must
 * be rebuilt; a product whose base price is all that changed gets the price in its document directly.
 */
export async function applyOffers(db: TDb | TTx, refs: CatalogReferences, state: TImportState, records: TOfferRecord[]): Promise<number[]> {
  const { siteId } = state;
  const byKey = new Map(records.map((r) => [r.key, r]));
  const goods = await loadKeyedProducts(db, siteId, [...new Set(records.map((r) => r.productKey))]);
  const goodFeatures = await loadFeatureValues(
    db,
    siteId,
    [...goods.values()].map((g) => g.id),
  );
  const targets = new Map<string, number>();
  const writes: TWrite[] = [];
  for (const offer of byKey.values()) {
    const good = goods.get(offer.productKey);
    if (!good) {
      reportProblem(state, offer.where, importLogText("problems.offerProductNotFound", { product: offer.productKey, offer: offer.name ?? offer.key }));
      continue;
    }
    if (offer.key === offer.productKey) {
      targets.set(offer.key, good.id);
      state.plainOffers.add(offer.key);
      continue;
    }
    state.characteristicParents.add(offer.productKey);
    const name = offer.name || good.name;
    const features: TFeatureValue[] = [...(goodFeatures.get(good.id) ?? [])];
    const characteristics = offer.characteristics?.length ? offer.characteristics : [];
    if (characteristics.length === 0) {
      const fromName = characteristicOfName(name, good.name);
      if (fromName) characteristics.push({ name: importLogText("characteristicFeature"), value: fromName });
    }
    for (const c of characteristics) {
      const feature = await refs.ensureNamedFeature(db, `characteristic:${c.name.toLowerCase()}`, c.name);
      features.push({ featureId: feature.id, valueNum: null, valueText: c.value });
    }
    writes.push({
      key: offer.key,
      where: offer.where,
      features,
      columns: {
        article: offer.article ?? good.article,
        name,
        unit: offer.unit ?? good.unit,
        description: good.description,
        sectionId: good.sectionId,
        brandId: good.brandId,
        weightKg: good.weightKg,
        vatRate: good.vatRate,
        // On sale while its good is in the catalogue; the run's end withdraws those of withdrawn goods.
        isActive: true,
      },
    });
  }
  const written = writes.length > 0 ? await writeProducts(db, state, writes) : { touched: [], ids: new Map<string, number>() };
  for (const [key, id] of written.ids) targets.set(key, id);

  const prices: { productId: number; priceTypeId: number; price: number }[] = [];
  const stockLines: { productId: number; warehouseId: number; quantity: number }[] = [];
  const complete: number[] = [];
  const unknownTypes = new Set<string>();
  for (const offer of byKey.values()) {
    const productId = targets.get(offer.key);
    if (productId === undefined) continue;
    for (const p of offer.prices ?? []) {
      const priceTypeId = refs.priceTypeId(p.priceTypeKey);
      if (priceTypeId === undefined) {
        if (!unknownTypes.has(p.priceTypeKey)) reportProblem(state, offer.where, importLogText("problems.priceTypeNotInPackage", { priceType: p.priceTypeKey }), { skipped: false });
        unknownTypes.add(p.priceTypeKey);
        continue;
      }
      prices.push({ productId, priceTypeId, price: p.price });
    }
    if (offer.stocks) {
      complete.push(productId);
      const merged = new Map<number, number>();
      for (const s of offer.stocks as TOfferStock[]) {
        const warehouseId = refs.warehouseId(s.warehouseKey);
        if (warehouseId === null || warehouseId === undefined) {
          reportProblem(state, offer.where, s.warehouseKey ? importLogText("problems.warehouseNotInPackage", { warehouse: s.warehouseKey }) : importLogText("problems.noWarehouses"), { skipped: false });
          continue;
        }
        merged.set(warehouseId, (merged.get(warehouseId) ?? 0) + s.quantity);
      }
      for (const [warehouseId, quantity] of merged) stockLines.push({ productId, warehouseId, quantity });
    }
  }
  const priced = await writePrices(db, state, refs, prices);
  await writeStocks(db, state, stockLines, complete);
  const rebuilt = new Set(written.touched);
  await refreshSearchPrices(
    db,
    siteId,
    priced.filter((id) => !rebuilt.has(id)),
  );
  return [...rebuilt];
}

