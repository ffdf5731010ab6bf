"use client";

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../api";
import { clearToken, readToken } from "../auth-token";
import { openAuth } from "./auth-history";
import { forgetViewerData } from "./forget-viewer-data";
import { eraseIdentityCookie } from "./identity-cookie";
import { authQueryKeys } from "@/lib/client/query-keys";

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * A 401 means the stored token is dead: forget it and the dead session's answers, become a visitor and
 * ask to sign in (spec §8).
 */
export function handleUnauthorized(queryClient: QueryClient): void {
  if (readToken()) {
    clearToken();
    eraseIdentityCookie();
    queryClient.setQueryData(authQueryKeys.currentUser, null);
    void forgetViewerData(queryClient);
  }
  openAuth("signin");
}

/**
 * "401 anywhere opens sign-in" (spec §8): watches every query and mutation of the page's React Query
 * client, so areas that call the API through React Query need nothing of their own.
 */
export function useOpenSignInOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) handleUnauthorized(queryClient);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) handleUnauthorized(queryClient);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
