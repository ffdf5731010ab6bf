import "server-only";
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { TDocumentExportQuery, TDocumentListItem } from "@/lib/contracts/documents";
import type { TLocale } from "@/lib/shared/locales";
import { nameContains } from "../catalog/name-pattern";
import { getDb } from "../db/client";
import { companies, orderDocumentLines, orderDocuments, orders } from "../db/schema";
import { documentState } from "../orders/document-state";
import { moscowMidnight } from "../orders/list-orders";
import { orderNameText, siteLocale } from "../orders/orders-text";
import type { TSite } from "../sites/resolve-site";
import { canPayBySbp } from "../payment/can-pay-by-sbp";
import { kopecksToDecimal } from "@/lib/shared/money";
import { translator } from "@/lib/server/i18n/translator";

/**
 * The VAT of a document: the sum of its own lines' VAT (a delivery note or УПД 1C sent with lines), else
 * its order's VAT (a document without lines of its own stands for its whole order).
 */
const vatTotal = sql<number>`coalesce((SELECT sum(${orderDocumentLines.vatAmount}) FROM ${orderDocumentLines} WHERE ${orderDocumentLines.siteId} = ${orderDocuments.siteId} AND ${orderDocumentLines.documentId} = ${orderDocuments.id}), ${orders.vatTotal})`.mapWith(Number);

/** A document with its order and company: the one shape the list, the detail and the files read. */
export const documentColumns = {
  doc: orderDocuments,
  order: { id: orders.id, name: orders.name, total: orders.total, vatTotal: orders.vatTotal, bonusSpent: orders.bonusSpent },
  company: { id: companies.id, name: companies.name, deferralDays: companies.deferralDays },
  vatTotal,
};

export type TDocumentRow = {
  doc: typeof orderDocuments.$inferSelect;
  order: { id: number; name: string; total: number; vatTotal: number; bonusSpent: number };
  company: { id: number; name: string; deferralDays: number };
  vatTotal: number;
};

/** documents ⋈ orders ⋈ companies of this site; a document belongs to its order's company. */
export function selectDocuments() {
  return getDb()
    .select(documentColumns)
    .from(orderDocuments)
    .innerJoin(orders, and(eq(orders.id, orderDocuments.orderId), eq(orders.siteId, orderDocuments.siteId)))
    .innerJoin(companies, and(eq(companies.id, orders.companyId), eq(companies.siteId, orders.siteId)));
}

/** The SQL twin of documentState(): a filter by state gives exactly the documents documentState() names so. */
function stateCondition(state: TDocumentListItem["state"], now: Date): SQL | undefined {
  const unpaid = isNull(orderDocuments.paidAt);
  const valid = or(isNull(orderDocuments.validUntil), gte(orderDocuments.validUntil, now));
  switch (state) {
    case "paid":
      return isNotNull(orderDocuments.paidAt);
    case "expired":
      return and(unpaid, lt(orderDocuments.validUntil, now));
    case "payment-overdue":
      return and(unpaid, valid, lt(orderDocuments.paymentDueAt, now));
    case "awaiting-payment":
      return and(unpaid, valid, or(isNull(orderDocuments.paymentDueAt), gte(orderDocuments.paymentDueAt, now)));
  }
}

/**
 * An order named by its number — our id, or the number its name ends with («ЗК-000123» is 123) — or by part
 * of its name. A number never matches by a part of another number (12 is not «Заказ № 112»).
 */
function orderCondition(value: string): SQL | undefined {
  if (!/^\d{1,9}$/.test(value)) return nameContains(orders.name, value);
  return or(eq(orders.id, Number(value)), sql`ltrim(substring(${orders.name} from '([0-9]+)[[:space:]]*$'), '0') = ltrim(${value}, '0')`);
}

/** The documents of these companies on this site that pass the filters. */
export function documentsWhere(siteId: number, companyIds: number[], filters: Partial<TDocumentExportQuery>, now: Date): SQL | undefined {
  return and(
    eq(orderDocuments.siteId, siteId),
    inArray(orders.companyId, companyIds),
    filters.kind ? eq(orderDocuments.kind, filters.kind) : undefined,
    filters.state ? stateCondition(filters.state, now) : undefined,
    filters.from ? gte(orderDocuments.createdAt, moscowMidnight(filters.from)) : undefined,
    filters.to ? lt(orderDocuments.createdAt, moscowMidnight(filters.to, 1)) : undefined,
    filters.order ? orderCondition(filters.order) : undefined,
  );
}

/** A document as the API shows it. */
export function formatDocument(row: TDocumentRow, { site, locale }: { site: Pick<TSite, "locales" | "settings" | "featureFlags">; locale: TLocale }, now: Date): TDocumentListItem {
  const { doc } = row;
  return {
    id: doc.id,
    kind: doc.kind,
    name: translator(locale, "orders")(`document.${doc.kind}`, { number: doc.number }),
    number: doc.number,
    total: kopecksToDecimal(doc.total),
    vatTotal: kopecksToDecimal(row.vatTotal),
    validUntil: doc.validUntil?.toISOString() ?? null,
    paymentDueAt: doc.paymentDueAt?.toISOString() ?? null,
    paidAt: doc.paidAt?.toISOString() ?? null,
    state: documentState(doc, now),
    created: doc.createdAt.toISOString(),
    order: { id: row.order.id, name: orderNameText(locale, siteLocale(site), row.order) },
    company: { id: row.company.id, name: row.company.name },
    payBySbp: canPayBySbp(site, row.company, { ...doc, companyId: row.company.id }, now),
  };
}
