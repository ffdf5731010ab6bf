import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TCartLineState } from "@/lib/contracts/cart";
import { mainPicturePathSql, productImageUrl } from "../catalog/product-picture-key";
import { resolvePrices } from "../catalog/product-read-model/resolve-prices";
import type { TDb, TTx } from "../db/client";
import { cartItems, customProducts, products, stocks, type TLineKind } from "../db/schema";
import { vatOf } from "./vat-of";

/** Custom products carry no VAT rate of their own: the general Russian rate. */
export const DEFAULT_VAT_RATE = 20;

/** A cart line with today's price for the cart's company (kopecks) and its stock state. */
export type TCartLine = {
  id: number;
  kind: TLineKind;
  productId: number | null;
  customProductId: number | null;
  name: string;
  article: string | null;
  unit: string;
  image: string | null;
  minimumBatch: number;
  multiplicity: number;
  amount: number;
  selected: boolean;
  /** Null when the product is gone. */
  price: number | null;
  total: number;
  vatRate: number;
  vatAmount: number;
  /** Free stock over all warehouses; null for custom products. */
  available: number | null;
  state: TCartLineState;
};

function stateOf(line: { isGone: boolean; available: number | null; amount: number }): TCartLineState {
  if (line.isGone) return "missing";
  if (line.available === null) return "ok";
  if (line.available <= 0) return "out-of-stock";
  return line.amount > line.available ? "not-enough-stock" : "ok";
}

/**
 * Every line of a cart in the order added, priced by the company's price type. A line whose product
 * was deleted, withdrawn or lost its price, or whose custom product no longer belongs to the company,
 * stays in the list as `missing` with a zero total (flagged, never dropped).
 */
export async function loadCartLines(
  db: TDb | TTx,
  { siteId, cartId, companyId }: { siteId: number; cartId: number; companyId: number },
  // Order placement checks stock under its own row locks, so it skips the (unlocked) stock summary.
  { includeStock = true }: { includeStock?: boolean } = {},
): Promise<TCartLine[]> {
  const rows = await db
    .select({
      item: cartItems,
      product: {
        id: products.id,
        name: products.name,
        article: products.article,
        unit: products.unit,
        minimumBatch: products.minimumBatch,
        multiplicity: products.multiplicity,
        vatRate: products.vatRate,
        isActive: products.isActive,
      },
      custom: { id: customProducts.id, name: customProducts.name, article: customProducts.article, unit: customProducts.unit, price: customProducts.price },
      picturePath: mainPicturePathSql(siteId, sql.raw(`"products"."id"`)),
    })
    .from(cartItems)
    .leftJoin(products, and(eq(products.id, cartItems.productId), eq(products.siteId, cartItems.siteId)))
    .leftJoin(
      customProducts,
      and(eq(customProducts.id, cartItems.customProductId), eq(customProducts.siteId, cartItems.siteId), eq(customProducts.companyId, companyId)),
    )
    .where(and(eq(cartItems.siteId, siteId), eq(cartItems.cartId, cartId)))
    .orderBy(asc(cartItems.id));

  const productIds = rows.flatMap((r) => (r.product?.isActive ? [r.product.id] : []));
  const site = { id: siteId };
  // One query at a time: inside a transaction node-postgres runs them on one connection anyway.
  const prices = await resolvePrices({ site, companyId, db }, rows.flatMap((r) => (r.product?.isActive ? [{ productId: r.product.id, amount: r.item.amount }] : [])));
  const stockRows =
    productIds.length === 0 || !includeStock
      ? []
      : await db
          .select({ productId: stocks.productId, available: sql<number>`coalesce(sum(greatest(${stocks.quantity} - ${stocks.reserved}, 0)), 0)::int` })
          .from(stocks)
          .where(and(eq(stocks.siteId, siteId), inArray(stocks.productId, productIds)))
          .groupBy(stocks.productId);
  const availableOf = new Map(stockRows.map((s) => [s.productId, Number(s.available)]));

  return rows.map(({ item, product, custom, picturePath }) => {
    if (item.kind === "custom") {
      const isGone = !custom;
      const price = custom ? (custom.price ?? 0) : null;
      const total = price === null ? 0 : price * item.amount;
      return {
        id: item.id,
        kind: item.kind,
        productId: null,
        customProductId: item.customProductId,
        name: custom?.name ?? item.name,
        article: custom ? custom.article : item.article,
        unit: custom?.unit ?? "шт",
        image: null,
        minimumBatch: 1,
        multiplicity: 1,
        amount: item.amount,
        selected: item.selected,
        price,
        total,
        vatRate: DEFAULT_VAT_RATE,
        vatAmount: vatOf(total, DEFAULT_VAT_RATE),
        available: null,
        state: stateOf({ isGone, available: null, amount: item.amount }),
      };
    }
    const priced = product?.isActive ? prices.get(product.id) : undefined;
    const isGone = !product || !priced;
    const available = !includeStock ? null : product ? (availableOf.get(product.id) ?? 0) : 0;
    const vatRate = product?.vatRate ?? DEFAULT_VAT_RATE;
    const total = priced ? priced.price * item.amount : 0;
    return {
      id: item.id,
      kind: item.kind,
      productId: item.productId,
      customProductId: null,
      name: product?.name ?? item.name,
      article: product?.article ?? item.article,
      unit: product?.unit ?? "шт",
      image: product ? productImageUrl(siteId, product.id, picturePath) : null,
      minimumBatch: product?.minimumBatch ?? 1,
      multiplicity: product?.multiplicity ?? 1,
      amount: item.amount,
      selected: item.selected,
      price: priced ? priced.price : null,
      total,
      vatRate,
      vatAmount: vatOf(total, vatRate),
      available,
      state: stateOf({ isGone, available, amount: item.amount }),
    };
  });
}
