"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPaymentBindingsResponse, TSuccess } from "@/lib/contracts/user";
import { call } from "../api";
import { officeQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

/** GET /api/v1/payment/bindings: the user's saved cards. */
export function usePaymentBindings() {
  const viewer = useViewer();
  return useQuery({ queryKey: officeQueryKeys.paymentBindings(viewer.key), queryFn: () => call<TPaymentBindingsResponse>("v1/payment/bindings") });
}

/** PUT /api/v1/payment/unbind-card/{id}. */
export function useUnbindCard() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<TSuccess>(`v1/payment/unbind-card/${id}`, { method: "PUT" }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<TPaymentBindingsResponse>(officeQueryKeys.paymentBindings(viewer.key), (old) => (old ? { items: old.items.filter((card) => card.id !== id) } : old)),
  });
}
