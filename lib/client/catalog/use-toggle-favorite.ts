"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { TToggleFavoriteResponse } from "@/lib/contracts/catalog-calls";
import { ApiError, call } from "../api";
import { openAuth } from "../auth/auth-history";
import { catalogQueryKeys } from "../query-keys";
import { showBanner, showError } from "../shell/snackbar-store";
import { patchProductInCaches } from "./patch-product-caches";
import type { TViewer } from "./use-viewer";

/**
 * Favourites (spec §4, §6, §8): a visitor is asked to sign in; a buyer's toggle flips the flag to what
 * the server answers; a failure shows 'Ошибка добавления/удаления в/из избранное'.
 */
export function useToggleFavorite(viewer: TViewer) {
  const t = useTranslations("catalog");
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => call<TToggleFavoriteResponse>(`v1/product/${id}/toggle-favorite`, { method: "put" }),
    onSuccess: ({ favorite }, id) => {
      patchProductInCaches(queryClient, id, (p) => ({ ...p, favorite }));
      // Counts of the "in favourites" flag (and a list filtered by it) are no longer true.
      void queryClient.invalidateQueries({ queryKey: catalogQueryKeys.allFacets });
    },
    onError: (error) => {
      // A 401 opens sign-in for the whole app (lib/client/auth/unauthorized.ts).
      if (error instanceof ApiError && error.status === 401) return;
      showError({ message: t("favorites.error") });
    },
  });
  const { mutate } = mutation;
  const toggle = useCallback(
    (id: number) => {
      if (!viewer.isSignedIn) {
        showBanner(t("favorites.signIn"));
        openAuth("signin");
        return;
      }
      mutate(id);
    },
    [viewer.isSignedIn, mutate, t],
  );
  return { toggle, pendingId: mutation.isPending ? mutation.variables : undefined };
}
