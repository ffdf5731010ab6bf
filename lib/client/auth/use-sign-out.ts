"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSignOutResponse } from "@/lib/contracts/auth";
import { call } from "../api";
import { clearToken } from "../auth-token";
import { forgetViewerData } from "./forget-viewer-data";
import { eraseIdentityCookie } from "./identity-cookie";

/**
 * POST /api/v2/user/sign-out revokes the session; the browser forgets the token and the identity cookie
 * even when the call fails (an expired session is signed out already), and every personal answer of
 * the query cache (the next person to sign in in this tab must not see any of it).
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
        await forgetViewerData(queryClient);
      }
    },
  });
}
