import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type TDb, type TTx } from "../../db/client";
import { rowsOf } from "../../db/rows";
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
 * base_price column. `ownPrice` / `baseTypePrice` are the product's prices of those types, null when it
 * has none.
 */
export function pickPrice({
  ownTypeId,
  ownPrice,
  baseTypeId,
  baseTypePrice,
  basePrice,
}: {
  ownTypeId: number | null;
  ownPrice: number | null;
  baseTypeId: number | null;
  baseTypePrice: number | null;
  basePrice: number;
}): { price: number; priceTypeId: number | null; isFallback: boolean } {
  if (ownTypeId !== null && ownPrice !== null) return { price: ownPrice, priceTypeId: ownTypeId, isFallback: false };
  const base = baseTypeId !== null && baseTypePrice !== null ? baseTypePrice : null;
  return { price: base ?? basePrice, priceTypeId: base !== null ? baseTypeId : null, isFallback: ownTypeId !== null };
}

/**
 * Prices for a list of products as this company sees them: the company's price type price, else the
 * base price type's price, else products.base_price. Products of another site or inactive ones are
 * left out of the result (callers answer 404 or skip them). Quantities do not change the unit price
 * (no quantity breaks in the data model); they only give `total`.
 *
 * One statement (it is on the hot path of order placement and of every cart read): the company's price
 * type, the site's base price type, the products and both of their prices are looked up together. Four
 * statements in a row cost about four times as much on PGlite, which runs them one at a time.
 */
export async function resolvePrices(ctx: TPriceContext, requests: TPriceRequest[]): Promise<Map<number, TResolvedPrice>> {
  const out = new Map<number, TResolvedPrice>();
  if (requests.length === 0) return out;
  const db = ctx.db ?? getDb();
  const siteId = ctx.site.id;
  const ids = [...new Set(requests.map((r) => r.productId))];
  const ownType =
    ctx.companyId == null
      ? sql`NULL::int4`
      : sql`(SELECT c.price_type_id FROM companies c WHERE c.site_id = ${siteId} AND c.id = ${ctx.companyId})`;
  const rows = rowsOf<TPriceRow>(
    await db.execute(sql`
      WITH t AS (
        SELECT ${ownType} AS own_type_id,
          (SELECT pt.id FROM price_types pt WHERE pt.site_id = ${siteId} AND pt.is_base ORDER BY pt.id LIMIT 1) AS base_type_id
      )
      SELECT p.id, p.base_price::float8 AS base_price, t.own_type_id, t.base_type_id,
        (SELECT pp.price::float8 FROM product_prices pp WHERE pp.site_id = ${siteId} AND pp.product_id = p.id AND pp.price_type_id = t.own_type_id) AS own_price,
        (SELECT pp.price::float8 FROM product_prices pp WHERE pp.site_id = ${siteId} AND pp.product_id = p.id AND pp.price_type_id = t.base_type_id) AS base_type_price
      FROM products p CROSS JOIN t
      WHERE p.site_id = ${siteId} AND p.id = ANY(${sql.param(ids)}::int4[]) AND p.is_active`),
  );
  const known = new Map(rows.map((r) => [Number(r.id), r]));
  for (const request of requests) {
    const row = known.get(request.productId);
    if (!row) continue;
    const picked = pickPrice({
      ownTypeId: numberOrNull(row.own_type_id),
      ownPrice: numberOrNull(row.own_price),
      baseTypeId: numberOrNull(row.base_type_id),
      baseTypePrice: numberOrNull(row.base_type_price),
      basePrice: Number(row.base_price),
    });
    const amount = Math.max(0, Math.trunc(request.amount));
    out.set(request.productId, { productId: request.productId, amount, total: picked.price * amount, ...picked });
  }
  return out;
}

// Numbers arrive as numbers from PGlite and may arrive as strings from node-postgres.
type TPriceRow = {
  id: number | string;
  base_price: number | string;
  own_type_id: number | string | null;
  base_type_id: number | string | null;
  own_price: number | string | null;
  base_type_price: number | string | null;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
