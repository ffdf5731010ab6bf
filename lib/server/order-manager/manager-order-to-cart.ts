import "server-only";
import type { TCartLinesSummary } from "@/lib/contracts/cart";
import type { TManagerToCartResponse } from "@/lib/contracts/order-manager";
import { addLinesToCart, adjustedMessage } from "../cart/add-lines-to-cart";
import type { TCartContext } from "../cart/cart-context";
import { lockOrCreateCart } from "../cart/find-cart";
import { readCart } from "../cart/read-cart";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { findManagerOrderOrThrow } from "./find-manager-order-or-throw";
import { loadManagerLines } from "./load-manager-lines";
import { orderManagerText } from "./order-manager-text";
import { requireManagerViewer } from "./require-manager-viewer";

/**
 * POST /api/v1/order-manager/{id}/to-cart («Заказать у поставщика»): the entry's catalogue lines into the
 * active company's cart of this storefront with their amounts, as the cart adds them (a product already
 * there grows; rounded up to batch and multiplicity). Lines of free text and custom products, and products
 * withdrawn since, are skipped and listed with the reason — not a failure. An archived entry may be ordered too.
 */
export async function putManagerOrderToCart(ctx: TCartContext, { id }: { id: number }): Promise<TManagerToCartResponse> {
  const { site, auth, locale } = ctx;
  const viewer = await requireManagerViewer(ctx);
  const db = getDb();
  const row = await findManagerOrderOrThrow(db, { siteId: site.id, viewer, locale }, id);
  const lines = await loadManagerLines(db, site.id, [row.id]);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", orderManagerText(locale, "api.noLines"), { errors: { lines: [orderManagerText(locale, "api.noLines")] } });
  const summary: TCartLinesSummary = { added: 0, adjusted: [], skipped: [] };
  const orderable = lines.filter((l) => l.orderable);
  for (const line of lines) {
    if (!line.orderable) summary.skipped.push({ name: line.name, reason: orderManagerText(locale, line.kind === "product" ? "api.skippedWithdrawn" : "api.skippedCustom") });
  }
  const outcomes = await db.transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, { siteId: site.id, userId: auth.user.id, companyId: viewer.companyId });
    return addLinesToCart(tx, { siteId: site.id, cartId: cart.id, companyId: viewer.companyId, locale }, orderable.map((l) => ({ productId: l.productId ?? 0, amount: l.amount })));
  });
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "missing") summary.skipped.push({ name: orderable[index].name, reason: orderManagerText(locale, "api.skippedWithdrawn") });
    else {
      summary.added += 1;
      if (outcome.adjusted) summary.adjusted.push({ name: outcome.name, message: adjustedMessage(locale, outcome) });
    }
  });
  const cart = await readCart(ctx, { id: viewer.companyId, name: viewer.companyName });
  const adjusted = summary.adjusted.length > 0;
  return { ...cart, adjusted, ...(adjusted ? { message: summary.adjusted.map((a) => a.message).join(". ") } : {}), summary };
}
