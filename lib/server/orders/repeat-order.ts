import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TRepeatOrderResponse } from "@/lib/contracts/orders";
import { addLinesToCart, adjustedMessage, type TLineRequest } from "../cart/add-lines-to-cart";
import type { TCartContext } from "../cart/cart-context";
import { lockOrCreateCart } from "../cart/find-cart";
import { readCart } from "../cart/read-cart";
import { requireActiveCompany } from "../cart/require-active-company";
import { getDb } from "../db/client";
import { orderItems } from "../db/schema";
import { AppError } from "../http/app-error";
import { findOrderOrThrow } from "./find-order-or-throw";
import { visibleCompanyIds } from "./visible-company-ids";
import { translator } from "@/lib/server/i18n/translator";

/**
 * POST /api/v1/order/{id}/repeat (feature flag orderRepeat, 403 when off): the order's lines go back
 * into the active company's cart; the cart prices them at today's prices of that company. Products
 * withdrawn since, and custom products of another company, are skipped and listed.
 */
export async function repeatOrder(ctx: TCartContext, { id }: { id: number }): Promise<TRepeatOrderResponse> {
  const { site, auth, locale } = ctx;
  if (!site.featureFlags.orderRepeat) throw new AppError("FORBIDDEN", translator(locale, "orders")("api.repeatDisabled"));
  const order = await findOrderOrThrow({ siteId: site.id, companyIds: await visibleCompanyIds(ctx), locale }, id);
  const company = await requireActiveCompany(ctx);
  const lines = await getDb()
    .select({ productId: orderItems.productId, customProductId: orderItems.customProductId, name: orderItems.name, amount: orderItems.amount })
    .from(orderItems)
    .where(and(eq(orderItems.siteId, site.id), eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.sort), asc(orderItems.id));
  const skipped: TRepeatOrderResponse["skipped"] = [];
  const pairs: { name: string; request: TLineRequest }[] = [];
  for (const line of lines) {
    if (line.productId !== null) pairs.push({ name: line.name, request: { productId: line.productId, amount: line.amount } });
    else if (line.customProductId !== null) pairs.push({ name: line.name, request: { customProductId: line.customProductId, amount: line.amount } });
    else skipped.push({ name: line.name, reason: translator(locale, "orders")("api.repeatSkippedMissing") });
  }
  const outcomes = await getDb().transaction(async (tx) => {
    const cart = await lockOrCreateCart(tx, { siteId: site.id, userId: auth.user.id, companyId: company.id });
    return addLinesToCart(
      tx,
      { siteId: site.id, cartId: cart.id, companyId: company.id, locale },
      pairs.map((p) => p.request),
    );
  });
  const notices: string[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "missing") skipped.push({ name: pairs[index].name, reason: translator(locale, "orders")("api.repeatSkippedMissing") });
    else if (outcome.adjusted) notices.push(adjustedMessage(locale, outcome));
  });
  const added = outcomes.filter((o) => o.status === "added").length;
  const message = added === 0 ? translator(locale, "orders")("api.repeatNothing") : [translator(locale, "orders")("api.repeated"), ...notices].join(". ");
  return { ...(await readCart(ctx, company)), adjusted: notices.length > 0, message, skipped };
}
