"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAvatarResponse, TProfile, TProfileUpdateRequest } from "@/lib/contracts/user";
import { call } from "../api";
import { authQueryKeys, officeQueryKeys } from "@/lib/client/query-keys";
import { useViewer } from "../catalog/use-viewer";

/** GET /api/v1/profile. */
export function useProfile() {
  const viewer = useViewer();
  return useQuery({ queryKey: officeQueryKeys.profile(viewer.key), queryFn: () => call<TProfile>("v1/profile"), staleTime: 60_000 });
}

/** The profile update body as the form sends it (strings and booleans, before the server's parsing). */
export type TProfileUpdateBody = { [K in keyof TProfileUpdateRequest]?: string | boolean | number | null };

/** POST /api/v1/profile/update: the answer is the new profile; the header's name follows. */
export function useUpdateProfile() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdateBody) => call<TProfile>("v1/profile/update", { method: "POST", json: body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(officeQueryKeys.profile(viewer.key), profile);
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
  });
}

/** POST /api/v1/profile/avatar (multipart, field `data`). */
export function useUploadAvatar() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("data", file);
      return call<TAvatarResponse>("v1/profile/avatar", { method: "POST", body: form, timeout: 60_000 });
    },
    onSuccess: async ({ avatar }) => {
      queryClient.setQueryData<TProfile>(officeQueryKeys.profile(viewer.key), (old) => (old ? { ...old, avatar } : old));
      await queryClient.invalidateQueries({ queryKey: authQueryKeys.currentUser });
    },
  });
}
