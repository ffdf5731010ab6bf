/**
 * The orders list's state in its address (/orders, /orders/items, /orders/current-items): search,
 * status, creation dates, sort and page, so Back and a reload return to the same list. Reading is
 * lenient — a malformed value is dropped, never an error; writing leaves out what is at its default.
 */

export type TOrdersUrlState = { keyword: string; status: string; createdFrom: string; createdTo: string; sort: string; page: number };

export const emptyOrdersUrlState: TOrdersUrlState = { keyword: "", status: "", createdFrom: "", createdTo: "", sort: "", page: 1 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `statuses` and `sorts` are the values the list accepts; anything else in the address is ignored. */
export function parseOrdersUrl(search: string, allowed: { statuses: readonly string[]; sorts: readonly string[] }): TOrdersUrlState {
  const params = new URLSearchParams(search);
  const one = (key: string) => params.get(key)?.trim() ?? "";
  const day = (key: string) => (DAY.test(one(key)) ? one(key) : "");
  const page = one("page");
  return {
    keyword: one("keyword").slice(0, 200),
    status: allowed.statuses.includes(one("status")) ? one("status") : "",
    createdFrom: day("createdFrom"),
    createdTo: day("createdTo"),
    sort: allowed.sorts.includes(one("sort")) ? one("sort") : "",
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of a state (without "?"); empty values and page 1 are left out. */
export function ordersSearch(state: TOrdersUrlState): string {
  const params = new URLSearchParams();
  for (const key of ["keyword", "status", "createdFrom", "createdTo", "sort"] as const) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set("page", String(state.page));
  return params.toString();
}
