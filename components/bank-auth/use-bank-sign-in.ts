"use client";

import { useState } from "react";
import { ApiError } from "@/lib/client/api";
import { startBankSignIn } from "./bank-auth-client";

/** Starting a bank sign-in from a button: pending until the browser leaves, the server's message on failure. */
export function useBankSignIn(provider: string, fallbackError: string) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (rememberMe = true) => {
    setPending(true);
    setError(null);
    try {
      await startBankSignIn(provider, rememberMe);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : fallbackError);
      setPending(false);
    }
  };
  return { start, isPending, error };
}
