"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TSpecification,
  TSpecificationChangeResponse,
  TSpecificationLineRequest,
  TSpecificationListResponse,
  TSpecificationToCartResponse,
} from "@/lib/contracts/specifications";
import { ApiError, call } from "../api";
import { useViewer } from "../catalog/use-viewer";
import { downloadFile } from "../download-file";
import { cartKeys, specificationKeys, type TSpecificationListState } from "../query-keys";

export type { TSpecificationListState };

/** GET /api/v1/specification: the previous page stays on screen while the next one loads. */
export function useSpecificationList(query: TSpecificationListState, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: specificationKeys.list(query, viewer.key),
    queryFn: ({ signal }) =>
      call<TSpecificationListResponse>("v1/specification", {
        searchParams: { list: query.list, page: query.page, "per-page": query.perPage, q: query.q || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/specification/{id}; a 4xx (not found, no company) is an answer, not retried. */
export function useSpecification(id: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: specificationKeys.detail(id, viewer.key),
    queryFn: ({ signal }) => call<TSpecification>(`v1/specification/${id}`, { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export type TSpecificationDraft = { name: string; description?: string; shared?: boolean; lines?: TSpecificationLineRequest[] };

/**
 * Every change of a specification. Each answers the whole specification: it replaces the open one at
 * once, and the lists are read again (positions, totals, updated, tabs all move).
 */
export function useSpecificationActions() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const settle = (spec?: TSpecification) => {
    if (spec) queryClient.setQueryData(specificationKeys.detail(spec.id, viewer.key), spec);
    void queryClient.invalidateQueries({ queryKey: specificationKeys.lists });
  };
  const changed = { onSuccess: (spec: TSpecificationChangeResponse) => settle(spec) };
  const post = (path: string, json?: unknown) => call<TSpecificationChangeResponse>(`v1/specification/${path}`, { method: "post", json });
  return {
    create: useMutation({ mutationFn: (draft: TSpecificationDraft) => call<TSpecificationChangeResponse>("v1/specification", { method: "post", json: draft }), ...changed }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: { id: number; name?: string; description?: string; shared?: boolean }) =>
        call<TSpecificationChangeResponse>(`v1/specification/${id}`, { method: "patch", json: patch }),
      ...changed,
    }),
    copy: useMutation({ mutationFn: ({ id, name }: { id: number; name?: string }) => post(`${id}/copy`, name ? { name } : {}), ...changed }),
    archive: useMutation({ mutationFn: (id: number) => post(`${id}/archive`), ...changed }),
    restore: useMutation({ mutationFn: (id: number) => post(`${id}/restore`), ...changed }),
    remove: useMutation({
      mutationFn: (id: number) => call<"">(`v1/specification/${id}`, { method: "delete" }),
      onSuccess: (_: unknown, id: number) => {
        queryClient.removeQueries({ queryKey: specificationKeys.anyDetail(id) });
        settle();
      },
    }),
    clearArchive: useMutation({
      mutationFn: () => call<{ deleted: number }>("v1/specification/archive", { method: "delete" }),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: specificationKeys.details });
        settle();
      },
    }),
    addLines: useMutation({ mutationFn: ({ id, lines }: { id: number; lines: TSpecificationLineRequest[] }) => post(`${id}/lines`, { lines }), ...changed }),
    updateLine: useMutation({
      mutationFn: ({ id, lineId, amount }: { id: number; lineId: number; amount: number }) =>
        call<TSpecificationChangeResponse>(`v1/specification/${id}/lines/${lineId}`, { method: "put", json: { amount } }),
      ...changed,
    }),
    removeLine: useMutation({
      mutationFn: ({ id, lineId }: { id: number; lineId: number }) => call<TSpecificationChangeResponse>(`v1/specification/${id}/lines/${lineId}`, { method: "delete" }),
      ...changed,
    }),
    toCart: useMutation({
      mutationFn: ({ id, lineIds }: { id: number; lineIds?: number[] }) =>
        call<TSpecificationToCartResponse>(`v1/specification/${id}/to-cart`, { method: "post", json: lineIds ? { lineIds } : {} }),
      // The cart badge, the cart screen and the catalogue's "in cart" amounts all read under "cart".
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    }),
  };
}

/** GET /api/v1/specification/export: one xlsx with a sheet per specification, saved by the browser. */
export function downloadSpecificationsExport(ids: number[]): Promise<void> {
  return downloadFile("v1/specification/export", { searchParams: { ids: ids.join(","), format: "xlsx" } }, "specifications.xlsx");
}
