"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateDeliveryAddressBody, TDeliveryAddress, TUpdateDeliveryAddressBody } from "@/lib/contracts/company";
import type { TSuccess } from "@/lib/contracts/user";
import { call } from "../api";
import { shellQueryKeys } from "@/lib/client/query-keys";

type TAddressChange = { kind: "create"; body: TCreateDeliveryAddressBody } | { kind: "update"; id: number; body: TUpdateDeliveryAddressBody } | { kind: "delete"; id: number };

/**
 * Adds, edits, deletes or makes default one of the active company's delivery addresses; the company
 * (GET /api/v1/user/company, which lists them) is read again, and checkout reads them fresh anyway.
 */
export function useChangeCompanyAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TAddressChange): Promise<TDeliveryAddress | TSuccess> => {
      if (change.kind === "create") return call<TDeliveryAddress>("v1/company/addresses", { method: "POST", json: change.body });
      if (change.kind === "update") return call<TDeliveryAddress>(`v1/company/addresses/${change.id}`, { method: "PUT", json: change.body });
      return call<TSuccess>(`v1/company/addresses/${change.id}`, { method: "DELETE" });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellQueryKeys.companies }),
  });
}
