"use client";

import { useMemo } from "react";
import { useCurrentUser } from "../auth/use-current-user";

export type TViewer = {
  /** The signed-in user's id, 0 for a visitor. */
  id: number;
  isSignedIn: boolean;
  /** False until the current-user call has answered (or found no token). */
  isKnown: boolean;
};

/** Who is looking at the catalogue: personal data (prices, favourites, cart) waits until this is known. */
export function useViewer(): TViewer {
  const user = useCurrentUser();
  const id = user.data?.id ?? 0;
  const isKnown = user.isSuccess || user.isError;
  // The same object while nothing changes: callbacks and memoised rows depend on it.
  return useMemo(() => ({ id, isSignedIn: id > 0, isKnown }), [id, isKnown]);
}
