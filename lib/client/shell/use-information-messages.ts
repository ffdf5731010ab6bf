"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCurrentUser } from "@/lib/contracts/user";
import { call } from "../api";
import { authQueryKeys } from "@/lib/client/query-keys";
import { showErrorOf } from "./snackbar-store";

/**
 * Spec §4: closing an information message removes it locally and notifies the server
 * (POST /api/v1/user/close-information-message). The message goes at once; a failed call says so.
 */
export function useCloseInformationMessage(errorPrefix: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<unknown>("v1/user/close-information-message", { method: "POST", json: { id } }),
    onMutate: (id) =>
      queryClient.setQueryData<TCurrentUser | null>(authQueryKeys.currentUser, (user) =>
        user ? { ...user, informationMessages: user.informationMessages.filter((m) => m.id !== id) } : user,
      ),
    onError: (error) => showErrorOf(error, errorPrefix),
  });
}
