"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "@/lib/client/api";
import { downloadFile } from "@/lib/client/download-file";
import { useViewer } from "@/lib/client/catalog/use-viewer";
import { cartKeys, orderKeys, type TOrdersQuery } from "@/lib/client/query-keys";
import type { TCancelOrderResponse, TOrderDetail, TOrderExportEmailResponse, TOrderItemsResponse, TOrderListResponse, TRepeatOrderResponse } from "@/lib/contracts/orders";

export type { TOrdersQuery };

/** Drops empty filters, so "no filter" is never sent as an empty value. */
function clean(query: TOrdersQuery): TOrdersQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ""));
}

/** GET /api/v1/order: the previous page stays on screen while the next one loads. */
export function useOrders(query: TOrdersQuery, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.list(clean(query), viewer.key),
    queryFn: ({ signal }) => call<TOrderListResponse>("v1/order", { searchParams: clean(query), signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/order/item (tabs "items" and "current-items"). */
export function useOrderItems(query: TOrdersQuery, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.items(clean(query), viewer.key),
    queryFn: ({ signal }) => call<TOrderItemsResponse>("v1/order/item", { searchParams: clean(query), signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/order/{id}; a 404 ('Заказ не существует.') is not retried. */
export function useOrder(id: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.detail(id, viewer.key),
    queryFn: ({ signal }) => call<TOrderDetail>(`v1/order/${id}`, { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export function useRepeatOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<TRepeatOrderResponse>(`v1/order/${id}/repeat`, { method: "post" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (id: number) => call<TCancelOrderResponse>(`v1/order/${id}/cancel`, { method: "post" }),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.detail(result.order.id, viewer.key), result.order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** POST /api/v1/order/export: downloads the file the server answers (xlsx or csv). */
export function downloadOrdersExport(ids: number[], format: "xlsx" | "csv"): Promise<void> {
  return downloadFile("v1/order/export", { method: "post", json: { ids, format } }, `orders.${format}`);
}

export function useEmailExport() {
  return useMutation({
    mutationFn: (body: { ids: number[]; email?: string }) => call<TOrderExportEmailResponse>("v1/order/export-email", { method: "post", json: body }),
  });
}
