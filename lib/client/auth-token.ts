import { storageKeys } from "./storage-keys";

/**
 * The bearer token lives in sessionStorage for the tab, and also in localStorage when the buyer asked
 * to be remembered (spec §4: "stores the token for the session (and persistently if rememberMe)").
 */
export function readToken(): string | null {
  if (typeof window === "undefined") return null;
  return window.sessionStorage.getItem(storageKeys.userToken) ?? window.localStorage.getItem(storageKeys.userToken);
}

export function storeToken(token: string, rememberMe: boolean): void {
  window.sessionStorage.setItem(storageKeys.userToken, token);
  if (rememberMe) window.localStorage.setItem(storageKeys.userToken, token);
  else window.localStorage.removeItem(storageKeys.userToken);
}

/** A 401 from the current-user call removes the token from both storages (spec §4). */
export function clearToken(): void {
  window.sessionStorage.removeItem(storageKeys.userToken);
  window.localStorage.removeItem(storageKeys.userToken);
}

/** A stable anonymous visitor id sent as User-Uuid (cookie consent, analytics). */
export function visitorUuid(): string {
  const existing = window.localStorage.getItem(storageKeys.userUuid);
  if (existing) return existing;
  const created = crypto.randomUUID();
  window.localStorage.setItem(storageKeys.userUuid, created);
  return created;
}
