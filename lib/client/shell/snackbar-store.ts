import { useSyncExternalStore } from "react";

/** Spec §4 "Message" and §9: banners stay 2 s, errors 4 s. */
export const messageTimeouts = { banner: 2000, error: 4000 } as const;

export type TSnackMessage = {
  /** Grows with every message, so showing the same text again restarts its timer. */
  id: number;
  kind: "banner" | "error";
  text: string;
  /** Errors: what failed ("Ошибка при смене региона"), the HTTP status and the server's message. */
  prefix?: string;
  status?: number;
  /** A banner's way to what it is about ("Открыть спецификацию"). */
  link?: { href: string; label: string };
};

type TState = { message: TSnackMessage | null; progress: Readonly<Record<string, number>> };

let state: TState = { message: null, progress: {} };
let lastId = 0;
const listeners = new Set<() => void>();

function update(next: Partial<TState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showBanner(text: string, link?: { href: string; label: string }): void {
  update({ message: { id: ++lastId, kind: "banner", text, ...(link ? { link } : {}) } });
}

/** An error banner: optional prefix, the status, the message (spec §8). */
export function showError({ prefix, status, message }: { prefix?: string; status?: number; message?: string }): void {
  update({ message: { id: ++lastId, kind: "error", text: message ?? "", prefix, status } });
}

/** Any thrown value → an error banner; an ApiError-like value gives its status and server message. */
export function showErrorOf(error: unknown, prefix?: string): void {
  const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined;
  const message = error instanceof Error ? error.message : undefined;
  showError({ prefix, status, message: message && message !== `HTTP ${status}` ? message : undefined });
}

/**
 * An error about one field (a 400's `errors[field]`, e.g. an amount over the limit): the server's
 * words for that field, without the status code; any other error as showErrorOf shows it.
 */
export function showFieldErrorOf(error: unknown, field: string, prefix?: string): void {
  const body = typeof error === "object" && error !== null && "body" in error ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  const texts = body?.errors?.[field];
  if (texts?.length) showError({ prefix, message: texts.join(" ") });
  else showErrorOf(error, prefix);
}

/** Clears the message, or only the given one (a timer of an older message must not hide a newer one). */
export function clearMessage(id?: number): void {
  if (id === undefined || state.message?.id === id) update({ message: null });
}

/** Progress counters per id: a start and an end per request; never below zero. */
export function beginProgress(id: string): void {
  update({ progress: { ...state.progress, [id]: (state.progress[id] ?? 0) + 1 } });
}

export function endProgress(id: string): void {
  update({ progress: { ...state.progress, [id]: Math.max(0, (state.progress[id] ?? 0) - 1) } });
}

export function readShellMessages(): TState {
  return state;
}

const serverState: TState = { message: null, progress: {} };

export function useSnackMessage(): TSnackMessage | null {
  return useSyncExternalStore(subscribe, () => state.message, () => serverState.message);
}

export function useProgress(id: string): boolean {
  return useSyncExternalStore(subscribe, () => (state.progress[id] ?? 0) > 0, () => false);
}
