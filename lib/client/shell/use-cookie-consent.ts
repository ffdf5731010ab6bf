"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCookieStatus } from "@/lib/contracts/app";
import { call } from "../api";
import { authQueryKeys } from "@/lib/client/query-keys";

/** Spec §9: the accept-status query retries up to 3 times. */
export const COOKIE_CHECK_RETRIES = 3;

/** GET /api/v2/cookie/check for this browser's visitor id (and the user, when signed in). */
export function useCookieConsent() {
  return useQuery({
    queryKey: authQueryKeys.cookieConsent,
    queryFn: () => call<TCookieStatus>("v2/cookie/check", { cache: "no-store" }),
    retry: COOKIE_CHECK_RETRIES,
    // Asked once per page: the answer only changes by our own accept call.
    staleTime: Infinity,
  });
}

/** POST /api/v2/cookie/accept; the notice hides at once, whatever the network does. */
export function useAcceptCookies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<TCookieStatus>("v2/cookie/accept", { method: "POST" }),
    onMutate: () => queryClient.setQueryData<TCookieStatus>(authQueryKeys.cookieConsent, { accepted: true }),
  });
}
