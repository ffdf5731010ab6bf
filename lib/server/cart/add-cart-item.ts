import "server-only";
import type { TAddCartItemRequest, TCartChangeResponse } from "@/lib/contracts/cart";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { addLinesToCart, adjustedMessage } from "./add-lines-to-cart";
import type { TCartContext } from "./cart-context";
import { lockOrCreateCart } from "./find-cart";
import { readCart } from "./read-cart";
import { requireActiveCompany } from "./require-active-company";
import { translator } from "@/lib/server/i18n/translator";

/** POST /api/v1/cart/items: put a product (or a custom product) into the active company's cart. */
export async function addCartItem(ctx: TCartContext, request: TAddCartItemRequest): Promise<TCartChangeResponse> {
  const { site, auth, locale } = ctx;
  const company = await requireActiveCompany(ctx);
  const outcome = await getDb().transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id });
    const [result] = await addLinesToCart(tx, { siteId: site.id, cartId: cart.id, companyId: company.id, locale }, [request]);
    if (result.status === "missing") {
      throw new AppError("NOT_FOUND", translator(locale, "cart.api")(request.productId !== undefined ? "productNotFound" : "customProductNotFound"));
    }
    return result;
  });
  const cart = await readCart(ctx, company);
  return { ...cart, adjusted: outcome.adjusted, itemId: outcome.itemId, ...(outcome.adjusted ? { message: adjustedMessage(locale, outcome) } : {}) };
}
