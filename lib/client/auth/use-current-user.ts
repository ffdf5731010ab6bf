"use client";

import { useQuery } from "@tanstack/react-query";
import type { TCurrentUser } from "@/lib/contracts/user";
import { ApiError, call } from "../api";
import { clearToken, readToken } from "../auth-token";
import { authQueryKeys } from "@/lib/client/query-keys";

/**
 * The signed-in user, or null for a visitor (spec §4 "App start"): no stored token means no call; a 401
 * means the token is dead, so it is removed from both storages and the user stays null.
 */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  if (!readToken()) return null;
  try {
    return await call<TCurrentUser>("v1/user/current-user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      return null;
    }
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: authQueryKeys.currentUser, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
}
