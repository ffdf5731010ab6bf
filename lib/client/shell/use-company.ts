"use client";

import { useQuery } from "@tanstack/react-query";
import type { TCompanyInfo } from "@/lib/contracts/user";
import { ApiError, call } from "../api";
import { shellQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

/** GET /api/v1/user/company (the active company, with its managers); null for a user without a company. */
export function useActiveCompany(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: shellQueryKeys.company(viewer.key),
    queryFn: async () => {
      try {
        return await call<TCompanyInfo>("v1/user/company");
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
