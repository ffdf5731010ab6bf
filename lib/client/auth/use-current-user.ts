"use client";

import { useQuery } from "@tanstack/react-query";
import { authQueryKeys } from "@/lib/client/query-keys";
import { currentUserCall } from "./current-user-call";

export { fetchCurrentUser } from "./current-user-call";

/** The signed-in user, or null for a visitor (lib/client/auth/current-user-call.ts). */
export function useCurrentUser() {
  return useQuery({ queryKey: authQueryKeys.currentUser, queryFn: currentUserCall, staleTime: 5 * 60_000 });
}
