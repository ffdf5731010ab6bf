"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TManagerCustomer, TManagerOrder, TManagerOrderListName, TManagerOrderListResponse, TManagerOrderStatus, TManagerToCartResponse } from "@/lib/contracts/order-manager";
import { ApiError, call } from "../api";
import { useViewer } from "../catalog/use-viewer";
import { cartKeys, managerOrderKeys } from "../query-keys";

export const MANAGER_ORDERS_PER_PAGE = 20;

/** GET /api/v1/order-manager: one tab's page (of one status when chosen); the previous page stays on screen while the next one loads. */
export function useManagerOrderList(list: TManagerOrderListName, status: TManagerOrderStatus | null, page: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: managerOrderKeys.list(list, status ?? "", page, viewer.key),
    queryFn: ({ signal }) =>
      call<TManagerOrderListResponse>("v1/order-manager", { searchParams: { list, page, "per-page": MANAGER_ORDERS_PER_PAGE, ...(status ? { status } : {}) }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/order-manager/{id}; a 4xx (not found, module off) is an answer, not retried. */
export function useManagerOrder(id: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: managerOrderKeys.detail(id, viewer.key),
    queryFn: ({ signal }) => call<TManagerOrder>(`v1/order-manager/${id}`, { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** Every change of an entry: each answers the whole entry, which replaces the open one; the lists are read again. */
export function useManagerOrderActions() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const settle = (entry?: TManagerOrder) => {
    if (entry) queryClient.setQueryData(managerOrderKeys.detail(entry.id, viewer.key), entry);
    void queryClient.invalidateQueries({ queryKey: managerOrderKeys.lists });
  };
  const changed = { onSuccess: (entry: TManagerOrder) => settle(entry) };
  const post = (path: string, json?: unknown) => call<TManagerOrder>(`v1/order-manager/${path}`, { method: "post", json });
  return {
    create: useMutation({
      mutationFn: (draft: { customer: TManagerCustomer; source?: { type: "empty" } | { type: "offer"; id: number } }) => call<TManagerOrder>("v1/order-manager", { method: "post", json: draft }),
      ...changed,
    }),
    update: useMutation({
      mutationFn: ({ id, ...patch }: { id: number; customer?: TManagerCustomer; status?: TManagerOrderStatus }) => call<TManagerOrder>(`v1/order-manager/${id}`, { method: "patch", json: patch }),
      ...changed,
    }),
    archive: useMutation({ mutationFn: (id: number) => post(`${id}/archive`), ...changed }),
    restore: useMutation({ mutationFn: (id: number) => post(`${id}/restore`), ...changed }),
    remove: useMutation({
      mutationFn: (id: number) => call<"">(`v1/order-manager/${id}`, { method: "delete" }),
      onSuccess: (_: unknown, id: number) => {
        queryClient.removeQueries({ queryKey: managerOrderKeys.anyDetail(id) });
        settle();
      },
    }),
    addLine: useMutation({
      mutationFn: ({ id, ...line }: { id: number; article?: string; name?: string; amount: number; price: string }) => post(`${id}/lines`, line),
      ...changed,
    }),
    updateLine: useMutation({
      mutationFn: ({ id, lineId, ...patch }: { id: number; lineId: number; amount?: number; price?: string }) =>
        call<TManagerOrder>(`v1/order-manager/${id}/lines/${lineId}`, { method: "patch", json: patch }),
      ...changed,
    }),
    removeLine: useMutation({ mutationFn: ({ id, lineId }: { id: number; lineId: number }) => call<TManagerOrder>(`v1/order-manager/${id}/lines/${lineId}`, { method: "delete" }), ...changed }),
    comment: useMutation({ mutationFn: ({ id, text }: { id: number; text: string }) => post(`${id}/comments`, { text }), ...changed }),
    toCart: useMutation({
      mutationFn: (id: number) => call<TManagerToCartResponse>(`v1/order-manager/${id}/to-cart`, { method: "post" }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    }),
  };
}
