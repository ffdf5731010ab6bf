"use client";

import { useQuery } from "@tanstack/react-query";
import type { TLocalCaptchaChallenge } from "@/lib/contracts/auth";
import type { TSuggestResponse } from "@/lib/contracts/lookup";
import { call } from "../api";
import { authQueryKeys } from "@/lib/client/query-keys";

/** GET /api/v2/captcha/local-challenge: a fresh question each time the captcha is shown. */
export function useLocalCaptchaChallenge() {
  return useQuery({
    queryKey: authQueryKeys.captchaChallenge,
    queryFn: () => call<TLocalCaptchaChallenge>("v2/captcha/local-challenge", { cache: "no-store" }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * GET /api/v2/dadata/suggest/company?keyword: "dadata" is the seller's configured lookup (Dadata with a
 * key, the bundled data set without one); the seller's own buyers come first.
 */
export function useCompanySuggestions(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: authQueryKeys.companySuggestions(trimmed),
    queryFn: ({ signal }) => call<TSuggestResponse>("v2/dadata/suggest/company", { searchParams: { keyword: trimmed, count: 10 }, signal }),
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
  });
}
