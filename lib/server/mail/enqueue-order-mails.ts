import "server-only";
import { sql } from "drizzle-orm";
import type { TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TOrderStatus, TSiteFeatureFlags, TSiteSettings } from "../db/schema";
import type { TOrderDetailParts } from "../orders/format-order-detail";
import { siteLocale } from "../orders/orders-text";
import { personName } from "../orders/person-name";
import { enqueueMessage } from "../outbox/enqueue-message";
import { canPayBySbp } from "../payment/can-pay-by-sbp";
import type { TSite } from "../sites/resolve-site";
import type { TLocale } from "@/lib/shared/locales";
import { formatMoney } from "@/lib/shared/money";
import { withDefaults } from "../users/get-notification-settings";
import { enqueueTemplateMail } from "./mail-templates";
import type { TOrderMailData } from "./templates/order-mails";
import { translator } from "@/lib/server/i18n/translator";

type TBuyer = { id: number; email: string | null; phone: string | null; lastName: string | null; firstName: string | null };

/**
 * An SMS about an order through the outbox (the SMS adapter of SMS_PROVIDER sends it; with the default `log`
 * provider it shows in /dev/outbox). `phone` is the user's 10 digits; the text is short and in the site's language.
 */
async function enqueueOrderSms(tx: TTx, siteId: number, phone: string, locale: TLocale, key: "orderPlaced" | "orderStatus", values: Record<string, string>): Promise<void> {
  const text = translator(locale, "smsTemplates")(key, values);
  await enqueueMessage({ site: { id: siteId }, tx }, { channel: "sms", recipient: phone, subject: text, body: text });
}

/** The storefront's address for links in a mail: the request's origin, else the site's configured address. */
function originOf(site: { url: string | null }, origin?: string | null): string {
  return (origin ?? site.url ?? "").replace(/\/+$/, "");
}

/**
 * The mails of a placed order, queued in its transaction: to the buyer the order (their orderPlacedEmail
 * setting; with it off but documentsEmail on, the invoice alone), and to each of the company's managers
 * the new order — always, it is their work, not a buyer's setting.
 */
export async function enqueueOrderPlacedMails(tx: TTx, { site, origin }: { site: TSite; origin?: string | null }, buyer: TBuyer, parts: TOrderDetailParts): Promise<void> {
  const { order, company } = parts;
  const [found] = rowsOf<{ settings: Record<string, boolean> | null; managers: string[] | null; inn: string | null }>(
    await tx.execute(sql`
      SELECT (SELECT settings FROM notification_settings WHERE site_id = ${site.id} AND user_id = ${buyer.id}) AS settings,
             (SELECT json_agg(DISTINCT lower(m.email)) FROM company_managers cm JOIN managers m ON m.id = cm.manager_id AND m.site_id = cm.site_id
               WHERE cm.site_id = ${site.id} AND cm.company_id = ${company.id} AND coalesce(m.email, '') <> '') AS managers,
             (SELECT inn FROM legal_entities WHERE site_id = ${site.id} AND company_id = ${company.id} ORDER BY id LIMIT 1) AS inn`),
  );
  const settings = withDefaults(found?.settings ?? undefined);
  const locale = siteLocale(site);
  const invoice = parts.documents.find((d) => d.kind === "invoice") ?? null;
  const data: TOrderMailData = {
    locale,
    siteName: site.name,
    origin: originOf(site, origin),
    order: {
      id: order.id,
      name: order.name,
      total: order.total,
      reservedUntil: order.reservedUntil,
      delivery: `${translator(locale, "orders")(`deliveryType.${order.deliveryType}`)}: ${order.address}`,
      comment: order.comment,
    },
    company: { name: company.name, inn: found?.inn ?? null },
    lines: parts.items.filter(({ item }) => item.kind === "product").map(({ item }) => ({ name: item.name, amount: item.amount, unit: item.unit, total: item.total })),
    invoice: invoice ? { number: invoice.number, total: invoice.total, validUntil: invoice.validUntil } : null,
    recipientName: [buyer.firstName, buyer.lastName].filter(Boolean).join(" ") || null,
    buyer: { name: personName(buyer), contacts: [buyer.email, buyer.phone ? `+7${buyer.phone}` : null].filter(Boolean).join(", ") },
  };
  // Queued as data: rendered at delivery, after the commit (mail-templates.ts).
  if (buyer.email && settings.orderPlacedEmail) await enqueueTemplateMail(tx, { siteId: site.id, to: buyer.email }, "orderPlaced", data);
  else if (buyer.email && invoice && settings.documentsEmail) {
    const payBySbp = canPayBySbp(site, company, { ...invoice, companyId: company.id });
    const { locale: l, siteName, origin: o, recipientName, order: placed } = data;
    await enqueueTemplateMail(tx, { siteId: site.id, to: buyer.email }, "invoice", {
      locale: l,
      siteName,
      origin: o,
      recipientName,
      order: { id: placed.id, name: placed.name },
      invoice: { number: invoice.number, total: invoice.total, validUntil: invoice.validUntil },
      payBySbp,
    });
  }
  if (buyer.phone && settings.orderPlacedSms) {
    await enqueueOrderSms(tx, site.id, buyer.phone, locale, "orderPlaced", { site: site.name, order: order.name, total: formatMoney(order.total), url: `${data.origin}/orders/${order.id}` });
  }
  for (const manager of found?.managers ?? []) await enqueueTemplateMail(tx, { siteId: site.id, to: manager }, "managerOrder", { ...data, recipientName: null });
}

type TOrderRecipient = {
  order_id: number;
  order_name: string;
  company_id: number;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  settings: Record<string, boolean> | null;
  site_name: string;
  site_url: string | null;
  locales: string[];
  site_settings: TSiteSettings;
  feature_flags: TSiteFeatureFlags;
};

/** The order's author (who hears about it) with their settings, and the site's name, address and language. */
async function orderRecipient(tx: TTx, siteId: number, orderId: number): Promise<TOrderRecipient | null> {
  const [row] = rowsOf<TOrderRecipient>(
    await tx.execute(sql`
      SELECT o.id AS order_id, o.name AS order_name, o.company_id, u.email, u.phone, u.first_name, u.last_name, ns.settings,
             s.name AS site_name, s.url AS site_url, s.locales, s.settings AS site_settings, s.feature_flags
      FROM orders o
      JOIN sites s ON s.id = o.site_id
      LEFT JOIN users u ON u.id = o.user_id AND u.site_id = o.site_id
      LEFT JOIN notification_settings ns ON ns.site_id = o.site_id AND ns.user_id = o.user_id
      WHERE o.site_id = ${siteId} AND o.id = ${orderId}`),
  );
  return row ?? null;
}

function baseOf(r: TOrderRecipient, origin?: string | null) {
  return {
    locale: siteLocale({ locales: r.locales }),
    siteName: r.site_name,
    origin: originOf({ url: r.site_url }, origin),
    recipientName: [r.first_name, r.last_name].filter(Boolean).join(" ") || null,
    order: { id: Number(r.order_id), name: r.order_name },
  };
}

/**
 * The order's status changed (the buyer's cancel, the reservation's expiry, the seller's exchange): a mail
 * to its author by their orderStatusEmail setting, and an SMS to their phone by orderStatusSms.
 */
export async function enqueueOrderStatusMail(
  tx: TTx,
  { siteId, orderId, status, comment = null, origin = null }: { siteId: number; orderId: number; status: TOrderStatus; comment?: string | null; origin?: string | null },
): Promise<void> {
  const r = await orderRecipient(tx, siteId, orderId);
  if (!r) return;
  const settings = withDefaults(r.settings ?? undefined);
  const base = baseOf(r, origin);
  const statusName = translator(base.locale, "orders")(`status.${status}`);
  if (r.email && settings.orderStatusEmail) await enqueueTemplateMail(tx, { siteId, to: r.email }, "orderStatus", { ...base, statusName, comment });
  if (r.phone && settings.orderStatusSms) {
    await enqueueOrderSms(tx, siteId, r.phone, base.locale, "orderStatus", { site: r.site_name, order: r.order_name, status: statusName, url: `${base.origin}/orders/${base.order.id}` });
  }
}

/** An invoice came (from the seller's exchange): a mail to the order's author, by their documentsEmail setting. */
export async function enqueueInvoiceMail(
  tx: TTx,
  { siteId, orderId, invoice }: { siteId: number; orderId: number; invoice: { number: string; total: number; validUntil: Date | null; paymentDueAt: Date | null; paidAt: Date | null } },
): Promise<void> {
  if (invoice.paidAt) return;
  const r = await orderRecipient(tx, siteId, orderId);
  if (!r?.email || !withDefaults(r.settings ?? undefined).documentsEmail) return;
  const site = { settings: r.site_settings, featureFlags: r.feature_flags };
  const payBySbp = canPayBySbp(site, { id: r.company_id }, { kind: "invoice", companyId: r.company_id, ...invoice });
  await enqueueTemplateMail(tx, { siteId, to: r.email }, "invoice", { ...baseOf(r), invoice: { number: invoice.number, total: invoice.total, validUntil: invoice.validUntil }, payBySbp });
}
