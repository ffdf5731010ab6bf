/**
 * The documents list's filters and page in its address (/documents?kind=invoice&state=paid&page=2), so Back
 * and a reload return to the same list. Reading is lenient — a malformed value is dropped, never an error;
 * writing leaves out what is at its default.
 */

export type TDocumentsUrlState = { kind: string; state: string; from: string; to: string; order: string; page: number };

export const emptyDocumentsUrlState: TDocumentsUrlState = { kind: "", state: "", from: "", to: "", order: "", page: 1 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const filterKeys = ["kind", "state", "from", "to", "order"] as const;

/** `kinds` and `states` are the values the list accepts; anything else in the address is ignored. */
export function parseDocumentsUrl(search: string, allowed: { kinds: readonly string[]; states: readonly string[] }): TDocumentsUrlState {
  const params = new URLSearchParams(search);
  const one = (key: string) => params.get(key)?.trim() ?? "";
  const day = (key: string) => (DAY.test(one(key)) ? one(key) : "");
  const page = one("page");
  return {
    kind: allowed.kinds.includes(one("kind")) ? one("kind") : "",
    state: allowed.states.includes(one("state")) ? one("state") : "",
    from: day("from"),
    to: day("to"),
    order: one("order").slice(0, 100),
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of a state (without "?"); empty values and page 1 are left out. */
export function documentsSearch(state: TDocumentsUrlState): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The filters alone (no page): what the list export sends. */
export function documentsFilters(state: TDocumentsUrlState): Record<string, string> {
  return Object.fromEntries(filterKeys.filter((key) => state[key]).map((key) => [key, state[key]]));
}
