import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { products } from "../db/schema";
import type { CatalogReferences } from "./catalog-references";
import type { TPriceListRecord } from "./import-records";
import { importLogText, reportProblem, type TImportState } from "./import-state";
import { writePrices, writeStocks } from "./apply-offers";
import { refreshSearchPrices } from "../search/refresh-search-index";

/**
 * Writes a batch of price-list lines: the prices and stocks of the products with each line's article (all
 * of them when several share it). A price list never creates a product: an unknown article is skipped.
 */
export async function applyPriceRows(db: TDb | TTx, refs: CatalogReferences, state: TImportState, rows: TPriceListRecord[]): Promise<number[]> {
  const found = await db
    .select({ id: products.id, article: products.article })
    .from(products)
    .where(and(eq(products.siteId, state.siteId), eq(products.isActive, true), inArray(products.article, [...new Set(rows.map((r) => r.article))])));
  const byArticle = new Map<string, number[]>();
  for (const p of found) byArticle.set(p.article, [...(byArticle.get(p.article) ?? []), p.id]);
  const prices: { productId: number; priceTypeId: number; price: number }[] = [];
  const stockLines: { productId: number; warehouseId: number; quantity: number }[] = [];
  for (const row of rows) {
    const ids = byArticle.get(row.article);
    if (!ids) {
      reportProblem(state, row.where, importLogText("problems.articleNotFound", { article: row.article }));
      continue;
    }
    state.counts.updated += ids.length;
    for (const p of row.prices) {
      const priceTypeId = refs.priceTypeByName(p.priceTypeName);
      if (priceTypeId === undefined) reportProblem(state, row.where, importLogText("problems.priceTypeNotOnSite", { priceType: p.priceTypeName }), { skipped: false });
      else for (const productId of ids) prices.push({ productId, priceTypeId, price: p.price });
    }
    for (const s of row.stocks) {
      const warehouseId = refs.warehouseByName(s.warehouseName);
      if (warehouseId === undefined) reportProblem(state, row.where, importLogText("problems.warehouseNotOnSite", { warehouse: s.warehouseName }), { skipped: false });
      else for (const productId of ids) stockLines.push({ productId, warehouseId, quantity: s.quantity });
    }
  }
  const priced = await writePrices(db, state, refs, prices);
  // A price list names only some warehouses: the others keep their stock.
  await writeStocks(db, state, stockLines, []);
  // Prices and stocks are all a price list changes: the documents keep their text, take the new price.
  await refreshSearchPrices(db, state.siteId, priced);
  return [];
}
