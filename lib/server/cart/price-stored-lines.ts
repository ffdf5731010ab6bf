import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TCartLineState } from "@/lib/contracts/cart";
import { productImageUrl } from "../catalog/product-picture-key";
import { resolvePrices } from "../catalog/product-read-model/resolve-prices";
import type { TDb, TTx } from "../db/client";
import { customProducts, products, stocks, type TLineKind } from "../db/schema";
import { vatOf } from "./vat-of";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** Custom products carry no VAT rate of their own: the general Russian rate. */
export const DEFAULT_VAT_RATE = 20;

/** A stored line (of a cart or a specification) with today's price for the company (kopecks) and its stock state. */
export type TPricedLine = {
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
  /** Null when the product is gone. */
  price: number | null;
  total: number;
  vatRate: number;
  vatAmount: number;
  /** Free stock over all warehouses; null for custom products. */
  available: number | null;
  state: TCartLineState;
};

/** What the product and custom product joins of a line query select (the same for carts and specifications). */
export const lineProductColumns = {
  id: products.id,
  name: products.name,
  article: products.article,
  unit: products.unit,
  minimumBatch: products.minimumBatch,
  multiplicity: products.multiplicity,
  vatRate: products.vatRate,
  isActive: products.isActive,
};
export const lineCustomColumns = { id: customProducts.id, name: customProducts.name, article: customProducts.article, unit: customProducts.unit, price: customProducts.price };

/**
 * The join conditions of a line table's product and custom product: the product of the line's site; the
 * custom product only while it is the company's (another company's is as good as gone).
 */
export function storedLineJoins(line: { siteId: AnyPgColumn; productId: AnyPgColumn; customProductId: AnyPgColumn }, companyId: number): { product: SQL; custom: SQL } {
  return {
    product: and(eq(products.id, line.productId), eq(products.siteId, line.siteId)) as SQL,
    custom: and(eq(customProducts.id, line.customProductId), eq(customProducts.siteId, line.siteId), eq(customProducts.companyId, companyId)) as SQL,
  };
}

type TStoredLine = { id: number; kind: TLineKind; productId: number | null; customProductId: number | null; name: string; article: string | null; amount: number; unit?: string };

export type TStoredLineRow<TItem extends TStoredLine> = {
  item: TItem;
  product: { id: number; name: string; article: string; unit: string; minimumBatch: number; multiplicity: number; vatRate: number; isActive: boolean } | null;
  custom: { id: number; name: string; article: string | null; unit: string; price: number | null } | null;
  picturePath: string | null;
};

function stateOf(line: { isGone: boolean; available: number | null; amount: number }): TCartLineState {
  if (line.isGone) return "missing";
  if (line.available === null) return "ok";
  if (line.available <= 0) return "out-of-stock";
  return line.amount > line.available ? "not-enough-stock" : "ok";
}

/**
 * Prices stored lines (their product and custom product already joined) by the company's price type and
 * flags them. A line whose product was deleted, withdrawn or lost its price, or whose custom product no
 * longer belongs to the company, comes back `missing` with a zero total (flagged, never dropped), shown
 * with the name, article and unit the line kept. The extra fields of each item (`selected`) are passed on.
 */
export async function priceStoredLines<TItem extends TStoredLine>(
  db: TDb | TTx,
  { siteId, companyId }: { siteId: number; companyId: number },
  rows: TStoredLineRow<TItem>[],
  // Order placement checks stock under its own row locks, so it skips the (unlocked) stock summary.
  { includeStock = true }: { includeStock?: boolean } = {},
): Promise<(TPricedLine & Omit<TItem, keyof TStoredLine>)[]> {
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
    const { id, kind, productId, customProductId, name, article, amount, unit, ...extra } = item;
    if (kind === "custom") {
      const isGone = !custom;
      const price = custom ? (custom.price ?? 0) : null;
      const total = price === null ? 0 : price * amount;
      return {
        ...extra,
        id,
        kind,
        productId: null,
        customProductId,
        name: custom?.name ?? name,
        article: custom ? custom.article : article,
        unit: custom?.unit ?? unit ?? DEFAULT_UNIT,
        image: null,
        minimumBatch: 1,
        multiplicity: 1,
        amount,
        price,
        total,
        vatRate: DEFAULT_VAT_RATE,
        vatAmount: vatOf(total, DEFAULT_VAT_RATE),
        available: null,
        state: stateOf({ isGone, available: null, amount }),
      };
    }
    const priced = product?.isActive ? prices.get(product.id) : undefined;
    const isGone = !product || !priced;
    const available = !includeStock ? null : product ? (availableOf.get(product.id) ?? 0) : 0;
    const vatRate = product?.vatRate ?? DEFAULT_VAT_RATE;
    const total = priced ? priced.price * amount : 0;
    return {
      ...extra,
      id,
      kind,
      productId,
      customProductId: null,
      name: product?.name ?? name,
      article: product?.article ?? article,
      unit: product?.unit ?? unit ?? DEFAULT_UNIT,
      image: product ? productImageUrl(siteId, product.id, picturePath) : null,
      minimumBatch: product?.minimumBatch ?? 1,
      multiplicity: product?.multiplicity ?? 1,
      amount,
      price: priced ? priced.price : null,
      total,
      vatRate,
      vatAmount: vatOf(total, vatRate),
      available,
      state: stateOf({ isGone, available, amount }),
    };
  });
}
