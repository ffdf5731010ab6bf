"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNotificationSettings } from "@/lib/contracts/user";
import { call } from "../api";
import { officeQueryKeys } from "./query-keys";

/** GET /api/v1/user/notification-settings: every key, defaults included. */
export function useNotificationSettings() {
  return useQuery({ queryKey: officeQueryKeys.notificationSettings, queryFn: () => call<TNotificationSettings>("v1/user/notification-settings") });
}

/** POST /api/v1/user/notification-settings with the one key changed; the answer is every setting. */
export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<TNotificationSettings>) => call<TNotificationSettings>("v1/user/notification-settings", { method: "POST", json: change }),
    onSuccess: (settings) => queryClient.setQueryData(officeQueryKeys.notificationSettings, settings),
  });
}
