"use client";

import { QueryState } from "@/components/ui/query-state";
import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import { formatDate } from "@/lib/shared/money";
import { DocumentDownloads } from "./document-downloads";
import { DocumentPaySlot } from "./document-pay-slot";
import { usePaymentSchedule } from "./use-documents";

/** /documents/payment-schedule: unpaid invoices by due date, overdue first, with the totals above. */
export function PaymentSchedule() {
  const t = useTranslations("documents");
  const schedule = usePaymentSchedule();
  if (!schedule.data) return <QueryState isPending={schedule.isPending} isError={schedule.isError} onRetry={() => void schedule.refetch()} t={t} />;
  const { items, totals } = schedule.data;
  const sums = [
    { key: "overdue", value: totals.overdue, tone: "text-red-700" },
    { key: "dueThisWeek", value: totals.dueThisWeek, tone: "text-ink" },
    { key: "total", value: totals.total, tone: "text-ink" },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <dl aria-label={t("payments.totalsLabel")} className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="payment-totals">
        {sums.map((s) => (
          <div key={s.key} className="rounded-lg border border-line bg-white p-3">
            <dt className="text-sm text-muted">{t(`payments.${s.key}`)}</dt>
            <dd className={`text-xl font-semibold ${s.tone}`}>{formatPrice(s.value)}</dd>
          </div>
        ))}
      </dl>
      {items.length === 0 ? (
        <p className="py-12 text-center text-lg" data-testid="payments-empty">
          {t("payments.empty")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="payment-schedule">
          {items.map(({ document: doc, dueAt, dueSource, isOverdue, overdueDays }) => (
            <li key={doc.id} className={`flex flex-col gap-2 rounded-lg border bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between ${isOverdue ? "border-red-300" : "border-line"}`} data-testid="payment-row">
              <div className="flex min-w-0 flex-col gap-1">
                <div className="font-medium">
                  {t("payments.dueAt")} {formatDate(dueAt)}
                  {isOverdue ? <span className="ml-2 rounded bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">{t("payments.overdueDays", { days: overdueDays })}</span> : null}
                </div>
                <div className="text-muted">
                  {doc.name} · {t(`payments.source.${dueSource}`)} ·{" "}
                  <IntentLink href={`/orders/${doc.order.id}`} className="text-primary underline hover:no-underline">
                    {doc.order.name}
                  </IntentLink>{" "}
                  · {doc.company.name}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-base font-semibold whitespace-nowrap">{formatPrice(doc.total)}</span>
                <DocumentDownloads document={doc} />
                <DocumentPaySlot document={doc} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
