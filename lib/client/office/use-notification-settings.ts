"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNotificationSettings } from "@/lib/contracts/user";
import { call } from "../api";
import { officeQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

/** GET /api/v1/user/notification-settings: every key, defaults included. */
export function useNotificationSettings() {
  const viewer = useViewer();
  return useQuery({ queryKey: officeQueryKeys.notificationSettings(viewer.key), queryFn: () => call<TNotificationSettings>("v1/user/notification-settings") });
}

/** POST /api/v1/user/notification-settings with the one key changed; the answer is every setting. */
export function useUpdateNotificationSetting() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<TNotificationSettings>) => call<TNotificationSettings>("v1/user/notification-settings", { method: "POST", json: change }),
    onSuccess: (settings) => queryClient.setQueryData(officeQueryKeys.notificationSettings(viewer.key), settings),
  });
}
