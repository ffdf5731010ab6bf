"use client";

import { useMutation } from "@tanstack/react-query";
import type { TPasswordResetRequest, TPasswordResetResponse } from "@/lib/contracts/auth";
import { call } from "../api";

/** POST /api/v1/user/password-reset: step 0 (email or phone) or step 1 (with code and the new password). */
export function usePasswordReset() {
  return useMutation({
    mutationFn: (input: TPasswordResetRequest) => call<TPasswordResetResponse>("v1/user/password-reset", { method: "POST", json: input }),
  });
}
