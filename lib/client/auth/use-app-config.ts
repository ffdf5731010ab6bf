"use client";

import { useQuery } from "@tanstack/react-query";
import type { TInfoResponse, TSettingsResponse } from "@/lib/contracts/app";
import type { TDevOutboxResponse } from "@/lib/contracts/auth";
import { ApiError, call } from "../api";
import { authQueryKeys } from "@/lib/client/query-keys";

/** GET /api/v1/info: regions, the visitor's region and the initial auth mode. */
export function useAppInfo() {
  return useQuery({ queryKey: authQueryKeys.appInfo, queryFn: () => call<TInfoResponse>("v1/info"), staleTime: 10 * 60_000 });
}

/** GET /api/v2/settings (no-store): sign-up fields and captcha. 401 or 404 count as empty settings (spec §6). */
export async function fetchSiteSettings(): Promise<TSettingsResponse | null> {
  try {
    return await call<TSettingsResponse>("v2/settings", { cache: "no-store" });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function useSiteSettings() {
  return useQuery({ queryKey: authQueryKeys.siteSettings, queryFn: fetchSiteSettings, staleTime: 10 * 60_000 });
}

/** GET /api/v1/dev-outbox (no-store): the test outbox's address when it opens for this visitor, else null. */
export function useDevOutboxUrl(): string | null {
  const query = useQuery({
    queryKey: authQueryKeys.devOutbox,
    queryFn: () => call<TDevOutboxResponse>("v1/dev-outbox", { cache: "no-store" }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return query.data?.url ?? null;
}
