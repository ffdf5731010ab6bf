import "server-only";
import type { TCartLinesSummary } from "@/lib/contracts/cart";
import type { TManagerToCartResponse } from "@/lib/contracts/order-manager";
import type { TCartContext } from "../cart/cart-context";
import { putLinesToCart } from "../cart/put-lines-to-cart";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { findManagerOrderOrThrow } from "./find-manager-order-or-throw";
import { loadManagerLines } from "./load-manager-lines";
import { requireManagerViewer } from "./require-manager-viewer";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/order-manager/{id}/to-cart («Заказать у поставщика»): the entry's catalogue lines into the
 * active company's cart of this storefront with their amounts, as the cart adds them (a product already
 * there grows; rounded up to batch and multiplicity). Lines of free text and custom products, and products
 * withdrawn since, are skipped and listed with the reason — not a failure. An archived entry may be ordered too.
 */
export async function putManagerOrderToCart(ctx: TCartContext, { id }: { id: number }): Promise<TManagerToCartResponse> {
  const { site, locale } = ctx;
  const viewer = await requireManagerViewer(ctx);
  const db = getDb();
  const row = await findManagerOrderOrThrow(db, { siteId: site.id, viewer, locale }, id);
  const lines = await loadManagerLines(db, site.id, [row.id]);
  if (lines.length === 0) throw new AppError("BAD_REQUEST", translator(locale, "orderManager")("api.noLines"), { errors: { lines: [translator(locale, "orderManager")("api.noLines")] } });
  const withdrawn = translator(locale, "orderManager")("api.skippedWithdrawn");
  const summary: TCartLinesSummary = { added: 0, adjusted: [], skipped: [] };
  const pairs = [];
  for (const line of lines) {
    if (line.orderable && line.productId !== null) pairs.push({ name: line.name, request: { productId: line.productId, amount: line.amount } });
    else summary.skipped.push({ name: line.name, reason: line.kind === "product" ? withdrawn : translator(locale, "orderManager")("api.skippedCustom") });
  }
  return putLinesToCart(ctx, { id: viewer.companyId, name: viewer.companyName }, pairs, { summary, missingReason: withdrawn });
}
