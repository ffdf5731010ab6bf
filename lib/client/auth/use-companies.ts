"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCompanyListResponse, TSetCompanyResponse } from "@/lib/contracts/user";
import { call } from "../api";
import { authQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";
import { forgetViewerData } from "./forget-viewer-data";

/** GET /api/v1/user/company-list: the user's companies with the active one marked. */
export function useCompanyList(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: authQueryKeys.companyList(viewer.key),
    queryFn: () => call<TCompanyListResponse>("v1/user/company-list", { searchParams: { "per-page": 100, fields: "isActive" } }),
    enabled,
  });
}

/**
 * POST /api/v1/user/set-company: prices, carts and orders belong to the company, so every personal answer
 * of the other company is dropped (not merely refetched: none of it may show under the new one).
 */
export function useSetCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<TSetCompanyResponse>("v1/user/set-company", { method: "POST", json: { id } }),
    onSuccess: () => forgetViewerData(queryClient),
  });
}
