import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TCartChangeResponse, TCartSelectionRequest } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { cartItems } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TCartContext } from "./cart-context";
import { findCart } from "./find-cart";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/cart/selection: mark lines to order (or not). Without ids, every line. An id that is
 * not a line of this cart fails the whole call with 404 and changes nothing.
 */
export async function setCartSelection(ctx: TCartContext, request: TCartSelectionRequest): Promise<TCartChangeResponse> {
  const { site, auth, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  await getDb().transaction(async (tx) => {
    const cart = await findCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id }, { forUpdate: true });
    const ids = request.ids === undefined ? undefined : [...new Set(request.ids)];
    if (!cart) {
      if (ids && ids.length > 0) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("itemNotFound"));
      return;
    }
    if (ids?.length === 0) return;
    const updated = await tx
      .update(cartItems)
      .set({ selected: request.selected, updatedAt: new Date() })
      .where(and(eq(cartItems.siteId, site.id), eq(cartItems.cartId, cart.id), ids ? inArray(cartItems.id, ids) : undefined))
      .returning({ id: cartItems.id });
    if (ids && updated.length !== ids.length) throw new AppError("NOT_FOUND", translator(locale, "cart.api")("itemNotFound"));
  });
  return { ...(await readCart(ctx, company)), adjusted: false };
}
