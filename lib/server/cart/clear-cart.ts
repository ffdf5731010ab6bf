import "server-only";
import { and, eq } from "drizzle-orm";
import type { TCartChangeResponse } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { cartItems } from "../db/schema";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";

/** DELETE /api/v1/cart: empty the active company's cart (other companies' carts stay as they are). */
export async function clearCart(ctx: TCartContext): Promise<TCartChangeResponse> {
  const { site, auth } = ctx;
  const company = await requireActiveCompany(ctx);
  const db = getDb();
  const cart = await findCart(db, { siteId: site.id, userId: auth.user.id, companyId: company.id });
  if (cart) await db.delete(cartItems).where(and(eq(cartItems.siteId, site.id), eq(cartItems.cartId, cart.id)));
  return { ...(await readCart(ctx, company)), adjusted: false };
}
