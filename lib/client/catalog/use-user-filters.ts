"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { TUserFilter, TUserFilterList } from "@/lib/contracts/catalog-calls";
import { ApiError, call } from "../api";
import { showBanner, showErrorOf } from "../shell/snackbar-store";
import { catalogQueryKeys } from "@/lib/client/query-keys";
import type { TViewer } from "./use-viewer";

/** Spec §9: saved filters are sorted by id, newest first. */
export function sortFilters(filters: TUserFilter[]): TUserFilter[] {
  return [...filters].sort((a, b) => b.id - a.id);
}

/** The signed-in user's saved filters (GET /api/v1/user-filter); none for visitors. */
export function useUserFilters(viewer: TViewer) {
  return useQuery({
    queryKey: catalogQueryKeys.userFilters(viewer.key),
    queryFn: async ({ signal }) => sortFilters((await call<TUserFilterList>("v1/user-filter", { searchParams: { "per-page": 100 }, signal })).items),
    enabled: viewer.isSignedIn,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/v1/user-filter with the current address; the same filter saved twice is one chip. */
export function useSaveUserFilter(viewer: TViewer) {
  const t = useTranslations("catalog");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; name?: string }) => call<TUserFilter>("v1/user-filter", { method: "post", json: body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<TUserFilter[]>(catalogQueryKeys.userFilters(viewer.key), (list = []) => sortFilters([saved, ...list.filter((f) => f.id !== saved.id)]));
      showBanner(t("savedFilters.saved"));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      showErrorOf(error, t("savedFilters.saveFailed"));
    },
  });
}

/** DELETE /api/v1/user-filter/{id}; spec §4: the chip goes at once (and comes back if the call fails). */
export function useDeleteUserFilter(viewer: TViewer) {
  const t = useTranslations("catalog");
  const queryClient = useQueryClient();
  const key = catalogQueryKeys.userFilters(viewer.key);
  return useMutation({
    mutationFn: (id: number) => call(`v1/user-filter/${id}`, { method: "delete" }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TUserFilter[]>(key);
      queryClient.setQueryData<TUserFilter[]>(key, (list = []) => list.filter((f) => f.id !== id));
      return { before };
    },
    onError: (error, _id, context) => {
      // Already gone on the server (another tab): keep it gone here too.
      if (error instanceof ApiError && error.status === 404) return;
      if (context?.before) queryClient.setQueryData(key, context.before);
      if (error instanceof ApiError && error.status === 401) return;
      showErrorOf(error, t("savedFilters.deleteFailed"));
    },
  });
}
