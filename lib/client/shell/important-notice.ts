import type { TScreenType } from "./screen-type";

/** Spec §2: dismissing the important notice stores a timestamp on this device. */
export const IMPORTANT_NOTICE_KEY = "B2B_IMPORTANT_NOTICE_CLOSED_AT";

/** History state key that forces the notice open (a link "important information" pushes it). */
export const IMPORTANT_NOTICE_STATE = "openedImportantNotice";

export type TImportantNoticeInput = {
  screen: TScreenType | null;
  isVisitor: boolean;
  /** The stored dismissal timestamp, if any. */
  closedAt: string | null;
  /** The site's notice: null when the site has none configured; `hidden` hides it by configuration. */
  notice: { hidden: boolean } | null;
  forced: boolean;
};

/** Desktop only, visitors only, once per device, unless hidden by configuration or forced open by navigation state. */
export function shouldShowImportantNotice({ screen, isVisitor, closedAt, notice, forced }: TImportantNoticeInput): boolean {
  if (!notice) return false;
  if (forced) return true;
  return !notice.hidden && screen === "desktop" && isVisitor && !closedAt;
}

export function readNoticeClosedAt(): string | null {
  try {
    return window.localStorage.getItem(IMPORTANT_NOTICE_KEY);
  } catch {
    return null;
  }
}

export function storeNoticeClosed(now = Date.now()): void {
  window.localStorage.setItem(IMPORTANT_NOTICE_KEY, String(now));
}

export function isNoticeForced(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[IMPORTANT_NOTICE_STATE] === true;
}

/** Opens the notice over the current page as a history entry: Back closes it. */
export function openImportantNotice(): void {
  const state: unknown = window.history.state;
  const current = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  window.history.pushState({ ...current, [IMPORTANT_NOTICE_STATE]: true }, "", window.location.href);
  window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
}
