import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCartChangeResponse } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { cartItems } from "../db/schema";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { findCartItemOrThrow } from "./find-cart-item-or-throw";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";

/** DELETE /api/v1/cart/items/{id}: remove one line of the active company's cart. */
export async function removeCartItem(ctx: TCartContext, { id }: { id: number }): Promise<TCartChangeResponse> {
  const { site, auth, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  await getDb().transaction(async (tx) => {
    const cart = await findCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id }, { forUpdate: true });
    const item = await findCartItemOrThrow(tx, { siteId: site.id, cartId: cart?.id ?? null, locale }, id);
    await tx.delete(cartItems).where(and(eq(cartItems.siteId, site.id), eq(cartItems.id, item.id)));
  });
  return { ...(await readCart(ctx, company)), adjusted: false };
}
