import "server-only";
import { z } from "zod";
import { locales } from "@/lib/shared/locales";
import { formatDate, formatMoney } from "@/lib/shared/money";
import { translator, type TServerTranslator } from "../../i18n/translator";

type TMailText = TServerTranslator<"mailTemplates">;
import { renderMail, type TMailSource, type TRenderedMail } from "../render-mail";
import { mailLayout, mailLines, paragraph } from "./mail-layout";

/*
 * The data of each mail is a zod schema: it is stored as JSON with the queued row (outbox.template_data)
 * and parsed back at delivery, when the mail is rendered (ADR 0017, "rendered at delivery").
 */
const ZDate = z.coerce.date();
const ZInvoiceFacts = z.object({ number: z.string(), total: z.number(), validUntil: ZDate.nullable() });
const ZMailBase = z.object({
  locale: z.enum(locales),
  siteName: z.string(),
  /** The storefront's address for links (https://shop.example). */
  origin: z.string(),
  /** Who gets it, for the greeting (null: no name known). */
  recipientName: z.string().nullable(),
});

export const ZOrderMailData = ZMailBase.extend({
  order: z.object({ id: z.number(), name: z.string(), total: z.number(), reservedUntil: ZDate.nullable(), delivery: z.string(), comment: z.string().nullable() }),
  company: z.object({ name: z.string(), inn: z.string().nullable() }),
  lines: z.array(z.object({ name: z.string(), amount: z.number(), unit: z.string(), total: z.number() })),
  invoice: ZInvoiceFacts.nullable(),
  /** Who placed the order (the manager's mail). */
  buyer: z.object({ name: z.string(), contacts: z.string() }),
});
export type TOrderMailData = z.infer<typeof ZOrderMailData>;

const orderUrl = (d: { origin: string; order: { id: number } }) => `${d.origin}/orders/${d.order.id}`;
const greeting = (t: TMailText, name: string | null) => paragraph(name ? t("greeting", { name }) : t("greetingNoName"));
const footer = (t: TMailText, d: { siteName: string; origin: string }) => t("footer", { site: d.siteName, url: `${d.origin}/user` });
const openOrder = (t: TMailText, d: { origin: string; order: { id: number } }) => ({ label: t("openOrder"), href: orderUrl(d) });

function lines(t: TMailText, d: TOrderMailData): string {
  return mailLines({
    lines: d.lines.map((l) => ({ name: l.name, amount: l.amount, unit: l.unit, total: formatMoney(l.total) })),
    labels: { name: t("columnName"), amount: t("columnAmount"), total: t("columnTotal"), more: (count) => t("moreLines", { count }), sum: t("total", { total: formatMoney(d.order.total) }) },
  });
}

/** To the buyer: the order is placed (its lines, total, reservation and invoice). */
export function orderPlacedMail(d: TOrderMailData): TMailSource {
  const t = translator(d.locale, "mailTemplates");
  const content = [
    greeting(t, d.recipientName),
    paragraph(t("orderPlaced.intro", { order: d.order.name, company: d.company.name, total: formatMoney(d.order.total) })),
    d.order.reservedUntil ? paragraph(t("orderPlaced.reserved", { date: formatDate(d.order.reservedUntil) })) : "",
    lines(t, d),
    d.invoice ? paragraph(t("orderPlaced.invoice", { number: d.invoice.number, total: formatMoney(d.invoice.total) })) : "",
  ].join("\n");
  return {
    subject: t("orderPlaced.subject", { site: d.siteName, order: d.order.name }),
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("orderPlaced.heading", { order: d.order.name }), action: openOrder(t, d), footer: footer(t, d), content }),
  };
}

/** To the company's manager at the seller: a new order of their client (always sent: not a buyer's setting). */
export function managerOrderMail(d: TOrderMailData): TMailSource {
  const t = translator(d.locale, "mailTemplates");
  const content = [
    paragraph(t("managerOrder.intro", { company: d.company.name, inn: d.company.inn ?? "—", total: formatMoney(d.order.total) })),
    paragraph(t("managerOrder.buyer", { name: d.buyer.name, contacts: d.buyer.contacts })),
    paragraph(t("managerOrder.delivery", { delivery: d.order.delivery })),
    d.order.comment ? paragraph(t("managerOrder.comment", { comment: d.order.comment })) : "",
    lines(t, d),
  ].join("\n");
  return {
    subject: t("managerOrder.subject", { site: d.siteName, order: d.order.name, company: d.company.name }),
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("managerOrder.heading", { order: d.order.name }), action: openOrder(t, d), footer: t("footerService", { site: d.siteName }), content }),
  };
}

const ZOrderRef = z.object({ id: z.number(), name: z.string() });

export const ZInvoiceMailData = ZMailBase.extend({ order: ZOrderRef, invoice: ZInvoiceFacts, payBySbp: z.boolean() });
export type TInvoiceMailData = z.infer<typeof ZInvoiceMailData>;

/** To the buyer: an invoice was issued (the order's, or one the seller's exchange sent). */
export function invoiceMail(d: TInvoiceMailData): TMailSource {
  const t = translator(d.locale, "mailTemplates");
  const total = formatMoney(d.invoice.total);
  const content = [
    greeting(t, d.recipientName),
    paragraph(t("invoice.intro", { number: d.invoice.number, order: d.order.name, total })),
    d.invoice.validUntil ? paragraph(t("invoice.validUntil", { date: formatDate(d.invoice.validUntil) })) : "",
    d.payBySbp ? paragraph(t("invoice.sbp")) : "",
  ].join("\n");
  return {
    subject: t("invoice.subject", { site: d.siteName, number: d.invoice.number, total }),
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("invoice.heading", { number: d.invoice.number }), action: openOrder(t, d), footer: footer(t, d), content }),
  };
}

export const ZOrderStatusMailData = ZMailBase.extend({ order: ZOrderRef, statusName: z.string(), comment: z.string().nullable() });
export type TOrderStatusMailData = z.infer<typeof ZOrderStatusMailData>;

/** To the buyer: the order's status changed (cancelled, expired, shipped… — by us, the buyer or the seller's exchange). */
export function orderStatusMail(d: TOrderStatusMailData): TMailSource {
  const t = translator(d.locale, "mailTemplates");
  const content = [greeting(t, d.recipientName), paragraph(t("orderStatus.intro", { status: d.statusName })), d.comment ? paragraph(t("orderStatus.comment", { comment: d.comment })) : ""].join("\n");
  return {
    subject: t("orderStatus.subject", { site: d.siteName, order: d.order.name, status: d.statusName }),
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("orderStatus.heading", { order: d.order.name, status: d.statusName }), action: openOrder(t, d), footer: footer(t, d), content }),
  };
}

export const ZPaymentReminderMailData = ZMailBase.extend({
  order: ZOrderRef,
  invoice: z.object({ number: z.string(), total: z.number(), paymentDueAt: ZDate }),
  payBySbp: z.boolean(),
});
export type TPaymentReminderMailData = z.infer<typeof ZPaymentReminderMailData>;

/** To the buyer: an invoice is unpaid past its payment date (the payment-reminder job, by their paymentReminderEmail setting). */
export function paymentReminderMail(d: TPaymentReminderMailData): TMailSource {
  const t = translator(d.locale, "mailTemplates");
  const total = formatMoney(d.invoice.total);
  const date = formatDate(d.invoice.paymentDueAt);
  const content = [
    greeting(t, d.recipientName),
    paragraph(t("paymentReminder.intro", { number: d.invoice.number, order: d.order.name, total, date })),
    d.payBySbp ? paragraph(t("invoice.sbp")) : "",
  ].join("\n");
  return {
    subject: t("paymentReminder.subject", { site: d.siteName, number: d.invoice.number, total }),
    mjml: mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("paymentReminder.heading", { number: d.invoice.number }), action: openOrder(t, d), footer: footer(t, d), content }),
  };
}

export const renderOrderPlacedMail = (d: TOrderMailData): Promise<TRenderedMail> => renderMail(orderPlacedMail(d));
export const renderManagerOrderMail = (d: TOrderMailData): Promise<TRenderedMail> => renderMail(managerOrderMail(d));
export const renderInvoiceMail = (d: TInvoiceMailData): Promise<TRenderedMail> => renderMail(invoiceMail(d));
export const renderOrderStatusMail = (d: TOrderStatusMailData): Promise<TRenderedMail> => renderMail(orderStatusMail(d));
export const renderPaymentReminderMail = (d: TPaymentReminderMailData): Promise<TRenderedMail> => renderMail(paymentReminderMail(d));
