"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client/api";
import { authQueryKeys } from "@/lib/client/query-keys";
import type { TSuggestResponse } from "@/lib/contracts/lookup";

/** Address suggestions of the seller's lookup service (GET /api/v2/dadata/suggest/address) for the address dialog. */
export function useAddressSuggestions(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: authQueryKeys.addressSuggestions(trimmed),
    queryFn: ({ signal }) => call<TSuggestResponse>("v2/dadata/suggest/address", { searchParams: { keyword: trimmed, count: 7 }, signal }),
    enabled: trimmed.length >= 3,
    staleTime: 60_000,
    // The list stays while the next keystroke's suggestions load, instead of blinking out.
    placeholderData: keepPreviousData,
  });
}
