/**
 * What the header search box needs before any suggestion (its first load): the rules of suggesting and
 * the keyword address. The suggestions themselves (search-suggest.ts) load on first focus or typing.
 */

/** Suggestions start at two characters and wait for a short pause in typing. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 250;

export type TSuggestGroup = "sections" | "brands" | "products";
export type TSuggestItem = { group: TSuggestGroup; key: string; label: string; hint: string | null; image: string | null; href: string };

/** The keyword search address of spec §2 ("/catalog?keyword=…"). */
export function keywordHref(keyword: string): string {
  return `/catalog?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}
