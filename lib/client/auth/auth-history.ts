import { storageKeys } from "../storage-keys";

/** Which auth dialog is open (spec §2 "Overlays driven by the URL": navigation state `openedAuth`). */
export const authModes = ["signin", "signup", "signin-by-invitation"] as const;
export type TAuthMode = (typeof authModes)[number];

/** Tool panels inside an auth dialog: the company-search sub-dialog of sign-up. */
export type TAuthTool = "AuthDadata";

export type TAuthHistoryState = { openedAuth: TAuthMode | null; openedAuthTool: TAuthTool | null };

const CHANGE_EVENT = "b2b:auth-history";

/** The site's initial auth mode (`config.initialAuthMode` of GET /api/v1/info); sign-in until it is known. */
let configuredInitial: TAuthMode = "signin";

export function setConfiguredInitialAuth(mode: TAuthMode): void {
  configuredInitial = mode;
}

function isAuthMode(value: unknown): value is TAuthMode {
  return typeof value === "string" && (authModes as readonly string[]).includes(value);
}

function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === "object" ? (state as Record<string, unknown>) : {};
}

/** The current path and query (and hash): auth dialogs open over the page the visitor is on. */
function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let cached: TAuthHistoryState = { openedAuth: null, openedAuthTool: null };

/** A stable snapshot for useSyncExternalStore: the same object until the state really changes. */
export function readAuthHistory(): TAuthHistoryState {
  if (typeof window === "undefined") return cached;
  const state = currentState();
  const openedAuth = isAuthMode(state.openedAuth) ? state.openedAuth : null;
  const openedAuthTool = state.openedAuthTool === "AuthDadata" ? "AuthDadata" : null;
  if (cached.openedAuth !== openedAuth || cached.openedAuthTool !== openedAuthTool) cached = { openedAuth, openedAuthTool };
  return cached;
}

const serverSnapshot: TAuthHistoryState = { openedAuth: null, openedAuthTool: null };
export function readAuthHistoryOnServer(): TAuthHistoryState {
  return serverSnapshot;
}

/** Back/forward and our own pushes/replaces both change the open dialog. */
export function subscribeAuthHistory(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The mode a plain "open auth" starts with: the last one used on this device, else the site's. */
export function initialAuthMode(): TAuthMode {
  const stored = window.localStorage.getItem(storageKeys.authInitial);
  return isAuthMode(stored) ? stored : configuredInitial;
}

/**
 * Opens an auth dialog over the current page by pushing the current path and query with `openedAuth`
 * (spec §2). Without a mode it opens the initial one. Does nothing when a dialog is already open, so
 * several 401s at once open one dialog.
 */
export function openAuth(mode?: TAuthMode, options: { replace?: boolean } = {}): void {
  if (readAuthHistory().openedAuth) return;
  const next = { ...currentState(), openedAuth: mode ?? initialAuthMode(), openedAuthTool: null };
  if (options.replace) window.history.replaceState(next, "", currentUrl());
  else window.history.pushState(next, "", currentUrl());
  notify();
}

/** Switching between sign-in and sign-up (or the invitation form) replaces the state: Back leaves the dialog. */
export function switchAuth(mode: TAuthMode): void {
  window.history.replaceState({ ...currentState(), openedAuth: mode, openedAuthTool: null }, "", currentUrl());
  notify();
}

/** Closing clears the state (spec §2) and stays on the page. */
export function closeAuth(): void {
  const rest = { ...currentState() };
  delete rest.openedAuth;
  delete rest.openedAuthTool;
  window.history.replaceState(rest, "", currentUrl());
  notify();
}

/** A tool panel is a history entry of its own: Back (or closing) returns to the dialog under it. */
export function openAuthTool(tool: TAuthTool): void {
  if (readAuthHistory().openedAuthTool === tool) return;
  window.history.pushState({ ...currentState(), openedAuthTool: tool }, "", currentUrl());
  notify();
}

export function closeAuthTool(): void {
  if (!readAuthHistory().openedAuthTool) return;
  window.history.back();
}
