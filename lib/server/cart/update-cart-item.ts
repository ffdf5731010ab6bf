import "server-only";
import { and, eq } from "drizzle-orm";
import { MAX_CART_AMOUNT, type TCartChangeResponse, type TUpdateCartItemRequest } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { cartItems } from "../db/schema";
import { adjustedMessage, amountOverLimit } from "./add-lines-to-cart";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { findCartItemOrThrow } from "./find-cart-item-or-throw";
import { normalizeAmount } from "./normalize-amount";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";

/** PUT /api/v1/cart/items/{id}: set a line's amount, rounded up to the minimum batch and multiplicity. */
export async function updateCartItem(ctx: TCartContext, { id }: { id: number }, request: TUpdateCartItemRequest): Promise<TCartChangeResponse> {
  const { site, auth, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  const outcome = await getDb().transaction(async (tx) => {
    const cart = await findCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id }, { forUpdate: true });
    const item = await findCartItemOrThrow(tx, { siteId: site.id, cartId: cart?.id ?? null, locale }, id);
    const { amount, adjusted } = normalizeAmount(request.amount, item.rule);
    if (amount > MAX_CART_AMOUNT) throw amountOverLimit(locale, item);
    await tx.update(cartItems).set({ amount, updatedAt: new Date() }).where(and(eq(cartItems.siteId, site.id), eq(cartItems.id, item.id)));
    return { status: "added" as const, itemId: item.id, name: item.name, unit: item.unit, amount, adjusted, rule: item.rule };
  });
  const cart = await readCart(ctx, company);
  return { ...cart, adjusted: outcome.adjusted, itemId: outcome.itemId, ...(outcome.adjusted ? { message: adjustedMessage(locale, outcome) } : {}) };
}
