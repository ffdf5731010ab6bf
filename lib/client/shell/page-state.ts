import { useSyncExternalStore } from "react";

/**
 * A full-page state replacing the screen (spec §2 "Full-page states", §8): the service is unavailable
 * (503), a technical failure, or the page's own data not found. Set by the shell when the app info call
 * or a page-level query fails, or when any call answers 503.
 */
export type TPageState = { kind: "unavailable" | "failure" | "notFound"; status: number | null; name: string | null; message: string | null };

let current: TPageState | null = null;
const listeners = new Set<() => void>();

export function setPageState(next: TPageState | null): void {
  if (current?.kind === "unavailable" && next?.kind === "failure") return; // 503 explains the rest
  current = next;
  for (const listener of listeners) listener();
}

/** Clears the state only if it is still of this kind. */
export function clearPageState(kind: TPageState["kind"]): void {
  if (current?.kind === kind) setPageState(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageState(): TPageState | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

const statusTexts: Record<number, string> = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** What an error says about itself: status, a name (the HTTP status text) and the server's message. */
export function describeError(error: unknown): Omit<TPageState, "kind"> {
  const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : null;
  const rawMessage = error instanceof Error ? error.message : null;
  const message = rawMessage && rawMessage !== `HTTP ${status}` ? rawMessage : null;
  const name = status !== null ? (statusTexts[status] ?? `HTTP ${status}`) : error instanceof Error ? error.name : null;
  return { status, name, message };
}
