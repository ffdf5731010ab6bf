"use client";

import { useSyncExternalStore } from "react";
import { readAuthHistory, readAuthHistoryOnServer, subscribeAuthHistory, type TAuthHistoryState } from "./auth-history";

/** The open auth dialog and tool panel, following history state (pushes, replaces, Back and Forward). */
export function useAuthHistory(): TAuthHistoryState {
  return useSyncExternalStore(subscribeAuthHistory, readAuthHistory, readAuthHistoryOnServer);
}
