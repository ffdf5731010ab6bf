"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAddOfferLinesRequest, TOffer, TOfferChangeResponse, TOfferListName, TOfferListResponse, TOfferSource, TOfferTemplate, TOfferTemplateRequest } from "@/lib/contracts/offers";
import { ApiError, call, request } from "../api";
import { useViewer } from "../catalog/use-viewer";
import { downloadFile } from "../download-file";
import { offerKeys } from "../query-keys";
import { uploadWithProgress } from "../upload-with-progress";

export const OFFERS_PER_PAGE = 20;

/** GET /api/v1/offer: one tab's page; the previous page stays on screen while the next one loads. */
export function useOfferList(list: TOfferListName, page: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: offerKeys.list(list, page, viewer.key),
    queryFn: ({ signal }) => call<TOfferListResponse>("v1/offer", { searchParams: { list, page, "per-page": OFFERS_PER_PAGE }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/offer/{id}; a 4xx (not found, module off) is an answer, not retried. */
export function useOffer(id: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: offerKeys.detail(id, viewer.key),
    queryFn: ({ signal }) => call<TOffer>(`v1/offer/${id}`, { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** A blob as a data: URL (the CSP allows data: images). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("logo unreadable"));
    reader.readAsDataURL(blob);
  });
}

/**
 * The logo to show: the logo call needs the buyer's token, which an <img src> cannot send, so the bytes
 * are fetched as every API call is and shown as a data: URL (a small PNG, at most 600×240).
 */
export function useOfferLogo(url: string | null): string | null {
  const logo = useQuery({
    queryKey: offerKeys.logo(url ?? ""),
    queryFn: async ({ signal }) => dataUrlOf(await (await request((url ?? "").replace(/^\/api\//, ""), { signal, headers: { "X-Request-Id": "" } })).blob()),
    enabled: url !== null,
    staleTime: Infinity,
  });
  return url ? (logo.data ?? null) : null;
}

/** Every change of an offer: each answers the whole offer, which replaces the open one; the lists are read again. */
export function useOfferActions() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const settle = (offer?: TOffer) => {
    if (offer) queryClient.setQueryData(offerKeys.detail(offer.id, viewer.key), offer);
    void queryClient.invalidateQueries({ queryKey: offerKeys.lists });
  };
  const changed = { onSuccess: (offer: TOffer) => settle(offer) };
  const post = (path: string, json?: unknown) => call<TOffer>(`v1/offer/${path}`, { method: "post", json });
  return {
    create: useMutation({ mutationFn: (draft: { name: string; markup?: number; source?: TOfferSource }) => call<TOfferChangeResponse>("v1/offer", { method: "post", json: draft }), ...changed }),
    addLines: useMutation({
      mutationFn: ({ id, lines }: { id: number } & TAddOfferLinesRequest) => call<TOfferChangeResponse>(`v1/offer/${id}/lines`, { method: "post", json: { lines } }),
      ...changed,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: { id: number; name?: string; markup?: number; template?: TOfferTemplateRequest }) => call<TOffer>(`v1/offer/${id}`, { method: "patch", json: patch }),
      ...changed,
    }),
    copy: useMutation({ mutationFn: (id: number) => post(`${id}/copy`, {}), ...changed }),
    archive: useMutation({ mutationFn: (id: number) => post(`${id}/archive`), ...changed }),
    restore: useMutation({ mutationFn: (id: number) => post(`${id}/restore`), ...changed }),
    remove: useMutation({
      mutationFn: (id: number) => call<"">(`v1/offer/${id}`, { method: "delete" }),
      onSuccess: (_: unknown, id: number) => {
        queryClient.removeQueries({ queryKey: offerKeys.anyDetail(id) });
        settle();
      },
    }),
    updateLine: useMutation({
      mutationFn: ({ id, lineId, ...patch }: { id: number; lineId: number; amount?: number; markup?: number | null }) =>
        call<TOffer>(`v1/offer/${id}/lines/${lineId}`, { method: "patch", json: patch }),
      ...changed,
    }),
    removeLine: useMutation({ mutationFn: ({ id, lineId }: { id: number; lineId: number }) => call<TOffer>(`v1/offer/${id}/lines/${lineId}`, { method: "delete" }), ...changed }),
    saveDefault: useMutation({ mutationFn: (id: number) => call<TOfferTemplate>(`v1/offer/${id}/default-template`, { method: "post" }) }),
    uploadLogo: useMutation({
      mutationFn: ({ id, file }: { id: number; file: File }) => {
        const form = new FormData();
        form.append("data", file);
        return uploadWithProgress<TOffer>(`v1/offer/${id}/logo`, form, { timeout: 60_000, onProgress: () => {} });
      },
      ...changed,
    }),
  };
}

/** GET /api/v1/offer/{id}/pdf or /xlsx, saved by the browser under the offer's name. */
export function downloadOffer(id: number, format: "pdf" | "xlsx"): Promise<void> {
  return downloadFile(`v1/offer/${id}/${format}`, {}, `offer.${format}`);
}
