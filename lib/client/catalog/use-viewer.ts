"use client";

import { useMemo } from "react";
import { useCurrentUser } from "../auth/use-current-user";
import type { TViewerKey } from "../query-keys";

export type TViewer = {
  /** The signed-in user's id, 0 for a visitor. */
  id: number;
  isSignedIn: boolean;
  /** False until the current-user call has answered (or found no token). */
  isKnown: boolean;
  /** The user and the active company (0 for none): the end of every personal query key (lib/client/query-keys.ts). */
  key: TViewerKey;
};

/** Who is looking: personal data (prices, favourites, cart) waits until this is known, and is keyed by it. */
export function useViewer(): TViewer {
  const user = useCurrentUser();
  const id = user.data?.id ?? 0;
  const companyId = user.data?.companyId ?? 0;
  const isKnown = user.isSuccess || user.isError;
  // The same object while nothing changes: callbacks and memoised rows depend on it.
  return useMemo(() => ({ id, isSignedIn: id > 0, isKnown, key: [id, companyId] as const }), [id, companyId, isKnown]);
}
