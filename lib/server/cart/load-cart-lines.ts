import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { cartItems } from "../db/schema";
import { loadStoredLines } from "./load-stored-lines";
import type { TPricedLine } from "./price-stored-lines";

/** A cart line with today's price for the cart's company (kopecks), its stock state and whether it is selected. */
export type TCartLine = TPricedLine & { selected: boolean };

/**
 * Every line of a cart in the order added, priced by the company's price type. A line whose product
 * was deleted, withdrawn or lost its price, or whose custom product no longer belongs to the company,
 * stays in the list as `missing` with a zero total (flagged, never dropped).
 */
export function loadCartLines(
  db: TDb | TTx,
  { siteId, cartId, companyId }: { siteId: number; cartId: number; companyId: number },
  options: { includeStock?: boolean } = {},
): Promise<TCartLine[]> {
  return loadStoredLines(db, { siteId, companyId }, { table: cartItems, extra: { selected: cartItems.selected }, where: eq(cartItems.cartId, cartId), orderBy: [asc(cartItems.id)] }, options);
}
