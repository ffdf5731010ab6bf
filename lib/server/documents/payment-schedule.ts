import "server-only";
import { and, asc, gte, isNull, or } from "drizzle-orm";
import type { TPaymentSchedule, TPaymentScheduleItem } from "@/lib/contracts/documents";
import type { TCartContext } from "../cart/cart-context";
import { orderDocuments } from "../db/schema";
import { documentsWhere, formatDocument, selectDocuments, type TDocumentRow } from "./document-rows";
import { documentCompanyIds } from "./documents-access";
import { kopecksToDecimal } from "@/lib/shared/money";

const DAY = 86_400_000;
const MOSCOW_OFFSET = 3 * 3_600_000;
const LIMIT = 1000;

/** The start of next Monday in Moscow: «this week» runs Monday to Sunday there. */
export function endOfMoscowWeek(now: Date): Date {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET);
  const weekday = (moscow.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const midnight = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate());
  return new Date(midnight + (7 - weekday) * DAY - MOSCOW_OFFSET);
}

/**
 * When an invoice is due: its own payment date (1C's); else its date plus the company's deferral days;
 * without a deferral (prepayment) the day the invoice is valid until, else its own date.
 */
export function paymentDueOf(row: Pick<TDocumentRow, "doc" | "company">): { dueAt: Date; dueSource: TPaymentScheduleItem["dueSource"] } {
  const { doc, company } = row;
  if (doc.paymentDueAt) return { dueAt: doc.paymentDueAt, dueSource: "document" };
  if (company.deferralDays > 0) return { dueAt: new Date(doc.createdAt.getTime() + company.deferralDays * DAY), dueSource: "deferral" };
  return { dueAt: doc.validUntil ?? doc.createdAt, dueSource: "validity" };
}

/**
 * GET /api/v1/documents/payment-schedule: what the visible companies must pay and when — unpaid invoices
 * still valid, overdue first (the earliest due date first), with the totals overdue, due this week and in all.
 */
export async function getPaymentSchedule(ctx: TCartContext, now = new Date()): Promise<TPaymentSchedule> {
  const companyIds = await documentCompanyIds(ctx);
  const rows = companyIds.length
    ? await selectDocuments()
        .where(
          and(
            documentsWhere(ctx.site.id, companyIds, { kind: "invoice" }, now),
            isNull(orderDocuments.paidAt),
            or(isNull(orderDocuments.validUntil), gte(orderDocuments.validUntil, now)),
          ),
        )
        .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id))
        .limit(LIMIT)
    : [];
  const weekEnd = endOfMoscowWeek(now).getTime();
  const sums = { overdue: 0, dueThisWeek: 0, total: 0 };
  const items = rows
    .map((row) => {
      const { dueAt, dueSource } = paymentDueOf(row);
      const late = now.getTime() - dueAt.getTime();
      const isOverdue = late > 0;
      sums.total += row.doc.total;
      if (isOverdue) sums.overdue += row.doc.total;
      else if (dueAt.getTime() < weekEnd) sums.dueThisWeek += row.doc.total;
      return { document: formatDocument(row, ctx, now), dueAt: dueAt.toISOString(), dueSource, isOverdue, overdueDays: isOverdue ? Math.floor(late / DAY) : 0, at: dueAt.getTime() };
    })
    .sort((a, b) => a.at - b.at || a.document.id - b.document.id)
    .map(({ at: _at, ...item }) => item);
  return { items, totals: { overdue: kopecksToDecimal(sums.overdue), dueThisWeek: kopecksToDecimal(sums.dueThisWeek), total: kopecksToDecimal(sums.total) } };
}
