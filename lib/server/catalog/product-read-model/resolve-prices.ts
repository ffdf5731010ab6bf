import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type TDb, type TTx } from "../../db/client";
import { companies, priceTypes, productPrices, products } from "../../db/schema";
import type { TSite } from "../../sites/resolve-site";

export type TPriceRequest = { productId: number; amount: number };

/** The price one product costs this buyer. Money in kopecks; `total` = `price` × `amount`. */
export type TResolvedPrice = {
  productId: number;
  amount: number;
  /** Unit price in kopecks for the buyer's price type (or the base price type when it has none). */
  price: number;
  total: number;
  /** The price type the price came from; null when only products.base_price was known. */
  priceTypeId: number | null;
  /** True when the company's own price type had no price and the base price was used. */
  isFallback: boolean;
};

export type TPriceContext = {
  site: Pick<TSite, "id">;
  /** The buyer's active company; null or absent for visitors and users without a company. */
  companyId?: number | null;
  /** Reuse a transaction (the cart and orders price lines inside their own writes). */
  db?: TDb | TTx;
};

/**
 * The one price rule: the company's price type price, else the base price type's, else the product's
 * base_price column. `priceOf(typeId)` gives the product's price of a type, if it has one.
 */
export function pickPrice({
  ownTypeId,
  baseTypeId,
  basePrice,
  priceOf,
}: {
  ownTypeId: number | null;
  baseTypeId: number | null;
  basePrice: number;
  priceOf: (priceTypeId: number) => number | undefined;
}): { price: number; priceTypeId: number | null; isFallback: boolean } {
  const own = ownTypeId === null ? undefined : priceOf(ownTypeId);
  if (own !== undefined) return { price: own, priceTypeId: ownTypeId, isFallback: false };
  const base = baseTypeId === null ? undefined : priceOf(baseTypeId);
  return { price: base ?? basePrice, priceTypeId: base !== undefined ? baseTypeId : null, isFallback: ownTypeId !== null };
}

/** The price type a company buys at, or null (visitor, no company, or none assigned). */
export async function companyPriceTypeId({ site, companyId, db = getDb() }: TPriceContext): Promise<number | null> {
  if (companyId == null) return null;
  const [row] = await db
    .select({ priceTypeId: companies.priceTypeId })
    .from(companies)
    .where(and(eq(companies.siteId, site.id), eq(companies.id, companyId)))
    .limit(1);
  return row?.priceTypeId ?? null;
}

/**
 * Prices for a list of products as this company sees them: the company's price type price, else the
 * base price type's price, else products.base_price. Products of another site or inactive ones are
 * left out of the result (callers answer 404 or skip them). Quantities do not change the unit price
 * (no quantity breaks in the data model); they only give `total`.
 */
export async function resolvePrices(ctx: TPriceContext, requests: TPriceRequest[]): Promise<Map<number, TResolvedPrice>> {
  const out = new Map<number, TResolvedPrice>();
  if (requests.length === 0) return out;
  const db = ctx.db ?? getDb();
  const ids = [...new Set(requests.map((r) => r.productId))];
  const [ownTypeId, [baseType], productRows] = await Promise.all([
    companyPriceTypeId({ ...ctx, db }),
    db
      .select({ id: priceTypes.id })
      .from(priceTypes)
      .where(and(eq(priceTypes.siteId, ctx.site.id), eq(priceTypes.isBase, true)))
      .limit(1),
    db
      .select({ id: products.id, basePrice: products.basePrice })
      .from(products)
      .where(and(eq(products.siteId, ctx.site.id), inArray(products.id, ids), eq(products.isActive, true))),
  ]);
  const baseTypeId = baseType?.id ?? null;
  const typeIds = [...new Set([ownTypeId, baseTypeId].filter((v): v is number => v !== null))];
  const priceRows =
    typeIds.length === 0 || productRows.length === 0
      ? []
      : await db
          .select({ productId: productPrices.productId, priceTypeId: productPrices.priceTypeId, price: productPrices.price })
          .from(productPrices)
          .where(
            and(
              eq(productPrices.siteId, ctx.site.id),
              inArray(
                productPrices.productId,
                productRows.map((p) => p.id),
              ),
              inArray(productPrices.priceTypeId, typeIds),
            ),
          );
  const byKey = new Map(priceRows.map((r) => [`${r.productId}:${r.priceTypeId}`, r.price]));
  const known = new Map(productRows.map((p) => [p.id, p.basePrice]));
  for (const request of requests) {
    const basePrice = known.get(request.productId);
    if (basePrice === undefined) continue;
    const picked = pickPrice({ ownTypeId, baseTypeId, basePrice, priceOf: (typeId) => byKey.get(`${request.productId}:${typeId}`) });
    const amount = Math.max(0, Math.trunc(request.amount));
    out.set(request.productId, { productId: request.productId, amount, total: picked.price * amount, ...picked });
  }
  return out;
}
