import "server-only";
import { and, eq } from "drizzle-orm";
import type { TLocale } from "@/lib/shared/locales";
import type { TTx } from "../db/client";
import { cartItems, customProducts, products } from "../db/schema";
import { AppError } from "../http/app-error";
import { translator } from "@/lib/server/i18n/translator";
import { DEFAULT_UNIT } from "@/lib/shared/units";

/** A line of this cart with the rule its amount must follow; another cart's line (any user, company or site) is 404. */
export async function findCartItemOrThrow(tx: TTx, { siteId, cartId, locale }: { siteId: number; cartId: number | null; locale: TLocale }, id: number) {
  if (cartId === null) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("itemNotFound"));
  const [row] = await tx
    .select({
      id: cartItems.id,
      amount: cartItems.amount,
      name: products.name,
      customName: customProducts.name,
      itemName: cartItems.name,
      unit: products.unit,
      customUnit: customProducts.unit,
      minimumBatch: products.minimumBatch,
      multiplicity: products.multiplicity,
      isActive: products.isActive,
    })
    .from(cartItems)
    .leftJoin(products, and(eq(products.id, cartItems.productId), eq(products.siteId, cartItems.siteId)))
    .leftJoin(customProducts, and(eq(customProducts.id, cartItems.customProductId), eq(customProducts.siteId, cartItems.siteId)))
    .where(and(eq(cartItems.siteId, siteId), eq(cartItems.cartId, cartId), eq(cartItems.id, id)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("itemNotFound"));
  // A withdrawn product keeps its line; its amount can still change, with no rule left to follow.
  const rule = row.isActive && row.minimumBatch !== null && row.multiplicity !== null ? { minimumBatch: row.minimumBatch, multiplicity: row.multiplicity } : { minimumBatch: 1, multiplicity: 1 };
  return { id: row.id, amount: row.amount, name: row.name ?? row.customName ?? row.itemName, unit: row.unit ?? row.customUnit ?? DEFAULT_UNIT, rule };
}
