import "server-only";
import type { TOrderExportEmailRequest, TOrderExportEmailResponse } from "@/lib/contracts/orders";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate, formatMoney } from "@/lib/shared/money";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import { consumeRateLimit } from "../http/rate-limit";
import { kickOutboxDelivery } from "../outbox/deliver-outbox";
import { enqueueMessage } from "../outbox/enqueue-message";
import { loadExportOrders, type TExportOrder } from "./load-export-orders";
import { visibleCompanyIds } from "./visible-company-ids";
import { translator } from "@/lib/server/i18n/translator";

const EXPORT_MAIL_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/** The orders as plain text (the outbox carries text mail): a block per order with its lines and totals. */
function mailBody(orders: TExportOrder[], siteName: string, locale: TLocale): string {
  const t = translator(locale, "orders");
  const blocks = orders.map(({ order, companyName, authorName, items }) => {
    const lineOf = (item: TExportOrder["items"][number], i: number) =>
      `  ${i + 1}. ${item.article ? `${item.article} — ` : ""}${item.name}: ${item.amount} ${item.unit} × ${formatMoney(item.price)} = ${formatMoney(item.total)}`;
    // The seller's order and its total (catalogue lines), then the buyer's own list apart with its own total.
    const lines = items.filter((item) => item.kind !== "custom").map(lineOf);
    const custom = items.filter((item) => item.kind === "custom").map(lineOf);
    return [
      `${order.name} — ${t(`status.${order.status}`)} — ${formatDate(order.createdAt)}`,
      `${t("export.company")}: ${companyName}`,
      ...(authorName ? [`${t("export.author")}: ${authorName}`] : []),
      `${t("export.delivery")}: ${t(`deliveryType.${order.deliveryType}`)}, ${order.address}`,
      ...(order.comment ? [`${t("export.comment")}: ${order.comment}`] : []),
      ...lines,
      t("api.exportTotalLine", { total: formatMoney(order.total), vat: formatMoney(order.vatTotal) }),
      ...(custom.length > 0 ? [`${t("export.customTotal")}:`, ...custom, t("api.exportCustomTotalLine", { total: formatMoney(order.customItemsTotal) })] : []),
    ].join("\n");
  });
  return [t("api.exportIntro", { site: siteName }), ...blocks].join("\n\n");
}

/**
 * POST /api/v1/order/export-email: up to 10 orders mailed (through the outbox) to the buyer's e-mail
 * or the one given; at most 20 such mails an hour per user.
 */
export async function emailOrdersExport(ctx: TCartContext, request: TOrderExportEmailRequest): Promise<TOrderExportEmailResponse> {
  const { site, auth, locale } = ctx;
  const email = (request.email ?? auth.user.email ?? "").trim().toLowerCase();
  if (!email) {
    const message = translator(locale, "orders")("api.exportNoEmail");
    throw new AppError("BAD_REQUEST", message, { errors: { email: [message] } });
  }
  const orders = await loadExportOrders({ ...ctx, companyIds: await visibleCompanyIds(ctx) }, request.ids, locale);
  await consumeRateLimit(site.id, [`orders-export-mail:user:${auth.user.id}`], EXPORT_MAIL_LIMIT, locale);
  await getDb().transaction(async (tx) => {
    await enqueueMessage(
      { site, tx },
      { channel: "email", recipient: email, subject: translator(locale, "orders")("api.exportSubject", { names: orders.map((o) => o.order.name).join(", ") }), body: mailBody(orders, site.name, locale) },
    );
  });
  kickOutboxDelivery();
  return { message: translator(locale, "orders")("api.exportSent", { email }), email };
}
