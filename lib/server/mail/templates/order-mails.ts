import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate, formatMoney } from "@/lib/shared/money";
import { mailText, type TMailText } from "../mail-text";
import { renderMail, type TRenderedMail } from "../render-mail";
import { mailLayout, mailLines, paragraph } from "./mail-layout";

export type TOrderMailData = {
  locale: TLocale;
  siteName: string;
  /** The storefront's address for links (https://shop.example). */
  origin: string;
  order: { id: number; name: string; total: number; reservedUntil: Date | null; delivery: string; comment: string | null };
  company: { name: string; inn: string | null };
  lines: { name: string; amount: number; unit: string; total: number }[];
  invoice: { number: string; total: number; validUntil: Date | null } | null;
  /** Who gets it, for the greeting (null: no name known). */
  recipientName: string | null;
  /** Who placed the order (the manager's mail). */
  buyer: { name: string; contacts: string };
};

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
export function renderOrderPlacedMail(d: TOrderMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const content = [
    greeting(t, d.recipientName),
    paragraph(t("orderPlaced.intro", { order: d.order.name, company: d.company.name, total: formatMoney(d.order.total) })),
    d.order.reservedUntil ? paragraph(t("orderPlaced.reserved", { date: formatDate(d.order.reservedUntil) })) : "",
    lines(t, d),
    d.invoice ? paragraph(t("orderPlaced.invoice", { number: d.invoice.number, total: formatMoney(d.invoice.total) })) : "",
  ].join("\n");
  return renderMail(
    t("orderPlaced.subject", { site: d.siteName, order: d.order.name }),
    mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("orderPlaced.heading", { order: d.order.name }), action: openOrder(t, d), footer: footer(t, d), content }),
  );
}

/** To the company's manager at the seller: a new order of their client (always sent: not a buyer's setting). */
export function renderManagerOrderMail(d: TOrderMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const content = [
    paragraph(t("managerOrder.intro", { company: d.company.name, inn: d.company.inn ?? "—", total: formatMoney(d.order.total) })),
    paragraph(t("managerOrder.buyer", { name: d.buyer.name, contacts: d.buyer.contacts })),
    paragraph(t("managerOrder.delivery", { delivery: d.order.delivery })),
    d.order.comment ? paragraph(t("managerOrder.comment", { comment: d.order.comment })) : "",
    lines(t, d),
  ].join("\n");
  return renderMail(
    t("managerOrder.subject", { site: d.siteName, order: d.order.name, company: d.company.name }),
    mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("managerOrder.heading", { order: d.order.name }), action: openOrder(t, d), footer: t("footerService", { site: d.siteName }), content }),
  );
}

export type TInvoiceMailData = Pick<TOrderMailData, "locale" | "siteName" | "origin" | "recipientName"> & {
  order: { id: number; name: string };
  invoice: { number: string; total: number; validUntil: Date | null };
  payBySbp: boolean;
};

/** To the buyer: an invoice was issued (the order's, or one the seller's exchange sent). */
export function renderInvoiceMail(d: TInvoiceMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const total = formatMoney(d.invoice.total);
  const content = [
    greeting(t, d.recipientName),
    paragraph(t("invoice.intro", { number: d.invoice.number, order: d.order.name, total })),
    d.invoice.validUntil ? paragraph(t("invoice.validUntil", { date: formatDate(d.invoice.validUntil) })) : "",
    d.payBySbp ? paragraph(t("invoice.sbp")) : "",
  ].join("\n");
  return renderMail(
    t("invoice.subject", { site: d.siteName, number: d.invoice.number, total }),
    mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("invoice.heading", { number: d.invoice.number }), action: openOrder(t, d), footer: footer(t, d), content }),
  );
}

export type TOrderStatusMailData = Pick<TOrderMailData, "locale" | "siteName" | "origin" | "recipientName"> & {
  order: { id: number; name: string };
  statusName: string;
  comment: string | null;
};

/** To the buyer: the order's status changed (cancelled, expired, shipped… — by us, the buyer or the seller's exchange). */
export function renderOrderStatusMail(d: TOrderStatusMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const content = [greeting(t, d.recipientName), paragraph(t("orderStatus.intro", { status: d.statusName })), d.comment ? paragraph(t("orderStatus.comment", { comment: d.comment })) : ""].join("\n");
  return renderMail(
    t("orderStatus.subject", { site: d.siteName, order: d.order.name, status: d.statusName }),
    mailLayout({ lang: d.locale, siteName: d.siteName, heading: t("orderStatus.heading", { order: d.order.name, status: d.statusName }), action: openOrder(t, d), footer: footer(t, d), content }),
  );
}
