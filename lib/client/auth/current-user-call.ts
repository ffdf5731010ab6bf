import type { TCurrentUser } from "@/lib/contracts/user";
import { ApiError, call } from "../api";
import { clearToken, readToken } from "../auth-token";

/**
 * The signed-in user, or null for a visitor (spec §4 "App start"): no stored token means no call; a 401
 * means the token is dead, so it is removed from both storages and the user stays null.
 */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  if (!readToken()) return null;
  try {
    return await call<TCurrentUser>("v1/user/current-user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      return null;
    }
    throw error;
  }
}

let early: Promise<TCurrentUser | null> | null = null;

/**
 * Starts the current-user call before the app hydrates (instrumentation-client.ts) when a token is
 * stored: the header's account menu and every personal query wait for this answer, and it no longer
 * waits for the page's chunks and hydration first (issue 20).
 */
export function startCurrentUserCall(): void {
  if (early || !readToken()) return;
  early = fetchCurrentUser();
  // Taken by the first query below; a failure is that query's to report, not an unhandled rejection.
  early.catch(() => undefined);
}

/** The current-user query's call: the early one the first time (if it was started), a new one after. */
export function currentUserCall(): Promise<TCurrentUser | null> {
  const started = early;
  early = null;
  return started ?? fetchCurrentUser();
}
