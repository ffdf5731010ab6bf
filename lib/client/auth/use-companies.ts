"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCompanyListResponse, TSetCompanyResponse } from "@/lib/contracts/user";
import { call } from "../api";
import { authQueryKeys } from "./query-keys";

/** GET /api/v1/user/company-list: the user's companies with the active one marked. */
export function useCompanyList(enabled: boolean) {
  return useQuery({
    queryKey: authQueryKeys.companyList,
    queryFn: () => call<TCompanyListResponse>("v1/user/company-list", { searchParams: { "per-page": 100, fields: "isActive" } }),
    enabled,
  });
}

/** POST /api/v1/user/set-company: prices, carts and orders belong to the company, so everything reloads. */
export function useSetCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<TSetCompanyResponse>("v1/user/set-company", { method: "POST", json: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
