import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { mainPicturePathSql } from "../catalog/product-picture-key";
import type { TDb, TTx } from "../db/client";
import { cartItems, customProducts, products } from "../db/schema";
import { lineCustomColumns, lineProductColumns, priceStoredLines, storedLineJoins, type TPricedLine } from "./price-stored-lines";

/** A cart line with today's price for the cart's company (kopecks), its stock state and whether it is selected. */
export type TCartLine = TPricedLine & { selected: boolean };

/**
 * Every line of a cart in the order added, priced by the company's price type. A line whose product
 * was deleted, withdrawn or lost its price, or whose custom product no longer belongs to the company,
 * stays in the list as `missing` with a zero total (flagged, never dropped).
 */
export async function loadCartLines(
  db: TDb | TTx,
  { siteId, cartId, companyId }: { siteId: number; cartId: number; companyId: number },
  options: { includeStock?: boolean } = {},
): Promise<TCartLine[]> {
  const joins = storedLineJoins(cartItems, companyId);
  const rows = await db
    .select({
      item: {
        id: cartItems.id,
        kind: cartItems.kind,
        productId: cartItems.productId,
        customProductId: cartItems.customProductId,
        name: cartItems.name,
        article: cartItems.article,
        amount: cartItems.amount,
        selected: cartItems.selected,
      },
      product: lineProductColumns,
      custom: lineCustomColumns,
      picturePath: mainPicturePathSql(siteId, sql.raw(`"products"."id"`)),
    })
    .from(cartItems)
    .leftJoin(products, joins.product)
    .leftJoin(customProducts, joins.custom)
    .where(and(eq(cartItems.siteId, siteId), eq(cartItems.cartId, cartId)))
    .orderBy(asc(cartItems.id));
  return priceStoredLines(db, { siteId, companyId }, rows, options);
}
