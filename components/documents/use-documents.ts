"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { call } from "@/lib/client/api";
import { pushCatalogHref } from "@/lib/client/catalog/catalog-history";
import { downloadFile } from "@/lib/client/download-file";
import { documentKinds, type TDeliverySchedule, type TDocumentListResponse, type TPaymentSchedule } from "@/lib/contracts/documents";
import { documentStates } from "@/lib/contracts/orders";
import { documentsSearch, parseDocumentsUrl, type TDocumentsUrlState } from "@/lib/shared/documents-url";

const allowed = { kinds: documentKinds, states: documentStates };

/** GET /api/v1/documents: the previous page stays on screen while the next one loads. */
export function useDocuments(query: Record<string, string>) {
  return useQuery({
    queryKey: ["documents", "list", query],
    queryFn: ({ signal }) => call<TDocumentListResponse>("v1/documents", { searchParams: query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentSchedule() {
  return useQuery({ queryKey: ["documents", "payments"], queryFn: ({ signal }) => call<TPaymentSchedule>("v1/documents/payment-schedule", { signal }) });
}

export function useDeliverySchedule(deliveryType: string) {
  const searchParams = deliveryType ? { deliveryType } : undefined;
  return useQuery({
    queryKey: ["documents", "deliveries", deliveryType],
    queryFn: ({ signal }) => call<TDeliverySchedule>("v1/documents/delivery-schedule", { searchParams, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A document's PDF or xlsx, saved under the name the server gives. */
export function downloadDocument(id: number, format: "pdf" | "xlsx"): Promise<void> {
  return downloadFile(`v1/documents/${id}/${format}`, {}, `document-${id}.${format}`);
}

/** The filtered list as an .xlsx file. */
export function downloadDocumentsList(filters: Record<string, string>): Promise<void> {
  return downloadFile("v1/documents/export", { searchParams: filters }, "documents.xlsx");
}

/**
 * The list's filters and page, kept in the address (History API: Next keeps useSearchParams in step, no
 * server round trip). A filter change starts again from page 1.
 */
export function useDocumentsUrlState() {
  const search = useSearchParams().toString();
  const state = useMemo(() => parseDocumentsUrl(search, allowed), [search]);
  const update = useCallback((patch: Partial<TDocumentsUrlState>) => {
    const current = parseDocumentsUrl(window.location.search, allowed);
    const query = documentsSearch({ ...current, ...patch, page: patch.page ?? 1 });
    pushCatalogHref(`${window.location.pathname}${query ? `?${query}` : ""}`);
  }, []);
  return [state, update] as const;
}
