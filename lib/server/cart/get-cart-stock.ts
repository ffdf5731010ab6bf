import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { TCartStock } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { cartItems, products, stocks, warehouses } from "../db/schema";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { requireActiveCompany } from "./require-active-company";

/**
 * GET /api/v1/cart/stock: free stock of each catalogue line of the active company's cart at each of
 * the site's warehouses. Custom lines and withdrawn products have no stock and are left out.
 */
export async function getCartStock(ctx: TCartContext): Promise<TCartStock> {
  const { site, auth } = ctx;
  const company = await requireActiveCompany(ctx);
  const db = getDb();
  const [siteWarehouses, cart] = await Promise.all([
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.sort), asc(warehouses.id)),
    findCart(db, { siteId: site.id, userId: auth.user.id, companyId: company.id }),
  ]);
  if (!cart) return { warehouses: siteWarehouses, items: [] };
  const lines = await db
    .select({ id: cartItems.id, productId: products.id, amount: cartItems.amount, unit: products.unit })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.siteId, cartItems.siteId), eq(products.isActive, true)))
    .where(and(eq(cartItems.siteId, site.id), eq(cartItems.cartId, cart.id), isNotNull(cartItems.productId)))
    .orderBy(asc(cartItems.id));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const stockRows =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: stocks.productId, warehouseId: stocks.warehouseId, quantity: stocks.quantity, reserved: stocks.reserved })
          .from(stocks)
          .where(and(eq(stocks.siteId, site.id), inArray(stocks.productId, productIds)));
  const free = new Map(stockRows.map((r) => [`${r.productId}:${r.warehouseId}`, Math.max(0, r.quantity - r.reserved)]));
  return {
    warehouses: siteWarehouses,
    items: lines.map((line) => ({
      ...line,
      warehouses: siteWarehouses.map((w) => ({ warehouseId: w.id, available: free.get(`${line.productId}:${w.id}`) ?? 0 })),
    })),
  };
}
