"use client";

import { EmptyList, QueryState } from "@/components/ui/query-state";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { OrdersPager } from "@/components/orders/orders-pager";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { formatPrice } from "@/lib/client/catalog/money";
import { showErrorOf } from "@/lib/client/shell/snackbar-store";
import type { TDocumentListItem } from "@/lib/contracts/documents";
import { documentsFilters } from "@/lib/shared/documents-url";
import { formatDate } from "@/lib/shared/money";
import { DocumentDownloads } from "./document-downloads";
import { DocumentPaySlot } from "./document-pay-slot";
import { DocumentStateBadge } from "./document-state-badge";
import { DocumentsFilters } from "./documents-filters";
import { downloadDocumentsList, useDocuments, useDocumentsUrlState } from "./use-documents";

const columns = ["name", "created", "order", "company", "state", "paymentDueAt", "total", "actions"] as const;

/** /documents: invoices, delivery notes and УПД of the visible companies with filters in the address, paging and files. */
export function DocumentsTable() {
  const t = useTranslations("documents");
  const [{ page, ...filters }, update] = useDocumentsUrlState();
  const query = { ...documentsFilters({ ...filters, page }), ...(page > 1 ? { page: String(page) } : {}) };
  const documents = useDocuments(query);
  const filtered = Object.values(filters).some(Boolean);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadDocumentsList(documentsFilters({ ...filters, page }));
    } catch (error) {
      showErrorOf(error, t("download.failed"));
    } finally {
      setExporting(false);
    }
  };

  const cell = (doc: TDocumentListItem, column: (typeof columns)[number]) => {
    switch (column) {
      case "name":
        return <span className="font-medium">{doc.name}</span>;
      case "created":
        return formatDate(doc.created);
      case "order":
        return (
          <IntentLink href={`/orders/${doc.order.id}`} className="text-primary underline hover:no-underline">
            {doc.order.name}
          </IntentLink>
        );
      case "company":
        return doc.company.name;
      case "state":
        return <DocumentStateBadge state={doc.state} label={t(`state.${doc.state}`)} />;
      case "paymentDueAt":
        return doc.paymentDueAt ? formatDate(doc.paymentDueAt) : doc.validUntil ? formatDate(doc.validUntil) : "—";
      case "total":
        return <span className="whitespace-nowrap">{formatPrice(doc.total)}</span>;
      case "actions":
        return (
          <span className="flex flex-wrap items-center gap-2">
            <DocumentDownloads document={doc} />
            <DocumentPaySlot document={doc} />
          </span>
        );
    }
  };

  const items = documents.data?.items;
  return (
    <div className="flex flex-col gap-4">
      <DocumentsFilters value={filters} onChange={update} />
      <div className="flex justify-end">
        <Button type="button" variant="ghost" pending={exporting} disabled={!items?.length} onClick={() => void exportList()}>
          {t("download.exportList")}
        </Button>
      </div>
      {!items ? (
        <QueryState isPending={documents.isPending} isError={documents.isError} onRetry={() => void documents.refetch()} t={t} />
      ) : items.length === 0 ? (
        <EmptyList testId="documents-empty" text={filtered ? t("emptyFiltered") : t("empty")} catalogLink={filtered ? undefined : t("toCatalog")} />
      ) : (
        <>
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full border-collapse text-sm" data-testid="documents-table">
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  {columns.map((c) => (
                    <th key={c} scope="col" className={`p-2 font-medium ${c === "total" ? "text-right" : ""}`}>
                      {t(`columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((doc) => (
                  <tr key={doc.id} className="border-b border-line align-top hover:bg-page/60" data-testid="document-row">
                    {columns.map((c) => (
                      <td key={c} className={`p-2 ${c === "total" ? "text-right" : ""}`}>
                        {cell(doc, c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden" data-testid="documents-cards">
            {items.map((doc) => (
              <li key={doc.id} className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3 text-sm" data-testid="document-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {cell(doc, "name")}
                  {cell(doc, "state")}
                </div>
                <div className="text-muted">
                  {formatDate(doc.created)} · {cell(doc, "order")}
                </div>
                <div className="text-muted">{doc.company.name}</div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{formatPrice(doc.total)}</span>
                  {cell(doc, "actions")}
                </div>
              </li>
            ))}
          </ul>
          {documents.data ? <OrdersPager meta={documents.data.meta} onPage={(next) => update({ page: next })} /> : null}
        </>
      )}
    </div>
  );
}
