/**
 * Address changes of the catalogue screen. The list is fetched in the browser, so the address is
 * changed with the History API (Next.js keeps useSearchParams in step) instead of a server round trip;
 * plain links still work without scripts and for crawlers.
 */

/** Marks the history entry a product dialog was opened with, so closing can go back to the list (spec §2). */
export const DIALOG_MARK = "b2bCatalogDialog";

export type TDialogOrigin = {
  /** The search log of the list the product was opened from, and its 1-based position there. */
  searchLogUuid: string | null;
  position: number | null;
};

/** Keys Next.js keeps in history entries; a state carrying them is taken for Next's own and not synced. */
const NEXT_KEYS = ["__NA", "_N", "__PRIVATE_NEXTJS_INTERNALS_TREE"];

/**
 * Our part of the current entry's state (auth dialog flags, the dialog mark). Next.js copies its own
 * keys back in when it patches pushState/replaceState — and only syncs useSearchParams when they are
 * absent from what we pass.
 */
function currentState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  if (!state || typeof state !== "object") return {};
  const own = { ...(state as Record<string, unknown>) };
  for (const key of NEXT_KEYS) delete own[key];
  return own;
}

function withoutMark(state: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...state };
  delete rest[DIALOG_MARK];
  return rest;
}

export function pushCatalogHref(href: string): void {
  if (href === `${window.location.pathname}${window.location.search}`) return;
  window.history.pushState(withoutMark(currentState()), "", href);
}

export function replaceCatalogHref(href: string, keepMark = true): void {
  const state = currentState();
  window.history.replaceState(keepMark ? state : withoutMark(state), "", href);
}

/** Opens a dialog as a history entry of its own, remembering where it came from. */
export function pushDialogHref(href: string, origin: TDialogOrigin): void {
  window.history.pushState({ ...withoutMark(currentState()), [DIALOG_MARK]: origin }, "", href);
}

/** Moves the open dialog to another product in place (previous / next): Back still leaves the dialog. */
export function replaceDialogHref(href: string, origin: TDialogOrigin): void {
  const state = currentState();
  // A dialog opened by a shared link has no entry of its own to go back from: keep it unmarked.
  const next = state[DIALOG_MARK] ? { ...state, [DIALOG_MARK]: origin } : withoutMark(state);
  window.history.replaceState(next, "", href);
}

/** Where the open dialog came from; null when the page was opened with the dialog (a shared link). */
export function dialogOrigin(): TDialogOrigin | null {
  const mark = currentState()[DIALOG_MARK];
  if (!mark || typeof mark !== "object") return null;
  const { searchLogUuid, position } = mark as Record<string, unknown>;
  return { searchLogUuid: typeof searchLogUuid === "string" ? searchLogUuid : null, position: typeof position === "number" ? position : null };
}

/**
 * Spec §2: closing goes back in history if the dialog was opened from this page, otherwise it removes
 * the product key from the address.
 */
export function closeDialog(hrefWithoutProduct: string): void {
  if (dialogOrigin()) window.history.back();
  else window.history.replaceState(withoutMark(currentState()), "", hrefWithoutProduct);
}

/** Left clicks without modifier keys are ours; the others open a new tab or window as links do. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
