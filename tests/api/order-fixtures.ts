// Shared set-up of the cart and order API tests (not a test file itself).
import { and, asc, eq, sql } from "drizzle-orm";
import { POST as addItem } from "@/app/api/v1/cart/items/route";
import { GET as getCartRoute } from "@/app/api/v1/cart/route";
import { POST as placeOrderRoute } from "@/app/api/v1/order/route";
import { getDb } from "@/lib/server/db/client";
import { priceTypes, productPrices, products, sites, stocks, warehouses, type TSiteFeatureFlags, type TSiteModules, type TSiteSettings } from "@/lib/server/db/schema";
import { clearSiteCache } from "@/lib/server/sites/resolve-site";
import type { TCart, TCartChangeResponse } from "@/lib/contracts/cart";
import type { TPlaceOrderResponse } from "@/lib/contracts/orders";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute } from "../helpers/call-route";

export type TErrorBody = { message: string; errors?: Record<string, string[]>; items?: { id: number; productId: number | null; requested: number; available: number }[] };

export const rub = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;

/** Active products of a site that have a price of the given type, by id. */
export async function pricedProducts(host: string, priceCode: string, limit: number, offset = 0) {
  const site = await siteOf(host);
  return getDb()
    .select({ id: products.id, name: products.name, unit: products.unit, vatRate: products.vatRate, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.siteId, products.siteId)))
    .innerJoin(priceTypes, and(eq(priceTypes.id, productPrices.priceTypeId), eq(priceTypes.code, priceCode)))
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function warehousesOf(host: string) {
  const site = await siteOf(host);
  return getDb().select().from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort), asc(warehouses.id));
}

/** Sets a product's stock: quantity per warehouse (others 0), nothing reserved; and its amount rule. */
export async function prepareProduct(host: string, productId: number, { stock, minimumBatch = 1, multiplicity = 1 }: { stock: number[]; minimumBatch?: number; multiplicity?: number }) {
  const site = await siteOf(host);
  const list = await warehousesOf(host);
  const db = getDb();
  await db.update(products).set({ minimumBatch, multiplicity }).where(eq(products.id, productId));
  await db.delete(stocks).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, productId)));
  await db.insert(stocks).values(list.map((w, i) => ({ siteId: site.id, productId, warehouseId: w.id, quantity: stock[i] ?? 0, reserved: 0 })));
}

export async function stockOf(host: string, productId: number) {
  const site = await siteOf(host);
  const rows = await getDb()
    .select({ warehouseId: stocks.warehouseId, quantity: stocks.quantity, reserved: stocks.reserved })
    .from(stocks)
    .where(and(eq(stocks.siteId, site.id), eq(stocks.productId, productId)))
    .orderBy(asc(stocks.warehouseId));
  return { rows, quantity: rows.reduce((s, r) => s + r.quantity, 0), reserved: rows.reduce((s, r) => s + r.reserved, 0) };
}

export async function patchSite(host: string, patch: { featureFlags?: Partial<TSiteFeatureFlags>; settings?: Partial<TSiteSettings>; modules?: Partial<TSiteModules> }) {
  const site = await siteOf(host);
  await getDb()
    .update(sites)
    .set({ featureFlags: { ...site.featureFlags, ...patch.featureFlags }, settings: { ...site.settings, ...patch.settings }, modules: { ...site.modules, ...patch.modules } })
    .where(eq(sites.id, site.id));
  clearSiteCache();
}

export async function countRows(table: string, where = "true"): Promise<number> {
  const result = (await getDb().execute(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}

export const addToCart = (token: string, body: unknown, extra: { host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TCartChangeResponse & TErrorBody>(addItem, { path: "/api/v1/cart/items", method: "POST", body, token, ...extra });

export const readCart = (token: string, extra: { host?: string; query?: Record<string, string> } = {}) =>
  callRoute<TCart & TErrorBody>(getCartRoute, { path: "/api/v1/cart", token, ...extra });

export const placeOrder = (token: string, body: unknown, extra: { host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TPlaceOrderResponse & TErrorBody>(placeOrderRoute, { path: "/api/v1/order", method: "POST", body, token, ...extra });

/** A pickup order of one product from the first warehouse, placed through the API. */
export async function orderOne(token: string, productId: number, amount: number, host = "localhost") {
  const [warehouse] = await warehousesOf(host);
  const added = await addToCart(token, { productId, amount }, { host });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.json)}`);
  const placed = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true }, { host });
  if (placed.status !== 200) throw new Error(`order failed: ${JSON.stringify(placed.json)}`);
  return placed.json.order;
}
