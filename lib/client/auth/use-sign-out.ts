"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSignOutResponse } from "@/lib/contracts/auth";
import { call } from "../api";
import { clearToken } from "../auth-token";
import { eraseIdentityCookie } from "./identity-cookie";
import { authQueryKeys } from "./query-keys";

/**
 * POST /api/v2/user/sign-out revokes the session; the browser forgets the token and the identity cookie
 * even when the call fails (an expired session is signed out already).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await call<TSignOutResponse>("v2/user/sign-out", { method: "POST" });
      } catch {
        // Nothing to tell the user: a failed revoke (expired token, network) still signs out here, and
        // a 401 must not reach the watcher that would open sign-in right after signing out.
      } finally {
        clearToken();
        eraseIdentityCookie();
        queryClient.setQueryData(authQueryKeys.currentUser, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === "user" && query.queryKey[1] !== "current" });
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "user" });
      }
    },
  });
}
