import { Text } from "@react-email/components";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate, formatMoney } from "@/lib/shared/money";
import { mailText, type TMailText } from "../mail-text";
import { renderMail, type TRenderedMail } from "../render-mail";
import { MailLayout, MailLines } from "./mail-layout";

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

const orderUrl = (d: Pick<TOrderMailData, "origin" | "order">) => `${d.origin}/orders/${d.order.id}`;
const greeting = (t: TMailText, name: string | null) => (name ? t("greeting", { name }) : t("greetingNoName"));
const footer = (t: TMailText, d: Pick<TOrderMailData, "siteName" | "origin">) => t("footer", { site: d.siteName, url: `${d.origin}/user` });

function Lines({ t, d }: { t: TMailText; d: TOrderMailData }) {
  return (
    <MailLines
      lines={d.lines.map((l) => ({ name: l.name, amount: l.amount, unit: l.unit, total: formatMoney(l.total) }))}
      total={formatMoney(d.order.total)}
      labels={{ name: t("columnName"), amount: t("columnAmount"), total: t("columnTotal"), more: (count) => t("moreLines", { count }), sum: t("total", { total: formatMoney(d.order.total) }) }}
    />
  );
}

/** To the buyer: the order is placed (its lines, total, reservation and invoice). */
export function renderOrderPlacedMail(d: TOrderMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const heading = t("orderPlaced.heading", { order: d.order.name });
  return renderMail(
    t("orderPlaced.subject", { site: d.siteName, order: d.order.name }),
    <MailLayout lang={d.locale} siteName={d.siteName} preview={heading} heading={heading} action={{ label: t("openOrder"), href: orderUrl(d) }} footer={footer(t, d)}>
      <Text>{greeting(t, d.recipientName)}</Text>
      <Text>{t("orderPlaced.intro", { order: d.order.name, company: d.company.name, total: formatMoney(d.order.total) })}</Text>
      {d.order.reservedUntil ? <Text>{t("orderPlaced.reserved", { date: formatDate(d.order.reservedUntil) })}</Text> : null}
      <Lines t={t} d={d} />
      {d.invoice ? <Text>{t("orderPlaced.invoice", { number: d.invoice.number, total: formatMoney(d.invoice.total) })}</Text> : null}
    </MailLayout>,
  );
}

/** To the company's manager at the seller: a new order of their client (always sent: not a buyer's setting). */
export function renderManagerOrderMail(d: TOrderMailData): Promise<TRenderedMail> {
  const t = mailText(d.locale);
  const heading = t("managerOrder.heading", { order: d.order.name });
  return renderMail(
    t("managerOrder.subject", { site: d.siteName, order: d.order.name, company: d.company.name }),
    <MailLayout lang={d.locale} siteName={d.siteName} preview={heading} heading={heading} action={{ label: t("openOrder"), href: orderUrl(d) }} footer={t("footerService", { site: d.siteName })}>
      <Text>{t("managerOrder.intro", { company: d.company.name, inn: d.company.inn ?? "—", total: formatMoney(d.order.total) })}</Text>
      <Text>{t("managerOrder.buyer", { name: d.buyer.name, contacts: d.buyer.contacts })}</Text>
      <Text>{t("managerOrder.delivery", { delivery: d.order.delivery })}</Text>
      {d.order.comment ? <Text>{t("managerOrder.comment", { comment: d.order.comment })}</Text> : null}
      <Lines t={t} d={d} />
    </MailLayout>,
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
  const heading = t("invoice.heading", { number: d.invoice.number });
  return renderMail(
    t("invoice.subject", { site: d.siteName, number: d.invoice.number, total }),
    <MailLayout lang={d.locale} siteName={d.siteName} preview={heading} heading={heading} action={{ label: t("openOrder"), href: orderUrl(d) }} footer={footer(t, d)}>
      <Text>{greeting(t, d.recipientName)}</Text>
      <Text>{t("invoice.intro", { number: d.invoice.number, order: d.order.name, total })}</Text>
      {d.invoice.validUntil ? <Text>{t("invoice.validUntil", { date: formatDate(d.invoice.validUntil) })}</Text> : null}
      {d.payBySbp ? <Text>{t("invoice.sbp")}</Text> : null}
    </MailLayout>,
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
  const heading = t("orderStatus.heading", { order: d.order.name, status: d.statusName });
  return renderMail(
    t("orderStatus.subject", { site: d.siteName, order: d.order.name, status: d.statusName }),
    <MailLayout lang={d.locale} siteName={d.siteName} preview={heading} heading={heading} action={{ label: t("openOrder"), href: orderUrl(d) }} footer={footer(t, d)}>
      <Text>{greeting(t, d.recipientName)}</Text>
      <Text>{t("orderStatus.intro", { status: d.statusName })}</Text>
      {d.comment ? <Text>{t("orderStatus.comment", { comment: d.comment })}</Text> : null}
    </MailLayout>,
  );
}
