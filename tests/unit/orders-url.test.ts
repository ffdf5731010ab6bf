import { emptyOrdersUrlState, ordersSearch, parseOrdersUrl } from "@/lib/shared/orders-url";

const allowed = { statuses: ["confirmed", "cancelled"], sorts: ["name", "-name"] };

describe("the orders list's address", () => {
  it("keeps search, status, dates, sort and page, and reads them back", () => {
    const state = { keyword: "кабель", status: "cancelled", createdFrom: "2026-01-01", createdTo: "2026-02-01", sort: "-name", page: 3 };
    const search = ordersSearch(state);
    expect(search).toBe("keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C&status=cancelled&createdFrom=2026-01-01&createdTo=2026-02-01&sort=-name&page=3");
    expect(parseOrdersUrl(search, allowed)).toEqual(state);
  });

  it("leaves out what is at its default: the first page and empty filters", () => {
    expect(ordersSearch(emptyOrdersUrlState)).toBe("");
    expect(ordersSearch({ ...emptyOrdersUrlState, page: 1, status: "confirmed" })).toBe("status=confirmed");
  });

  it("drops malformed values instead of failing", () => {
    expect(parseOrdersUrl("status=lost&sort=price&page=0&createdFrom=01.02.2026&createdTo=2026-2-1", allowed)).toEqual(emptyOrdersUrlState);
    expect(parseOrdersUrl("page=abc", allowed).page).toBe(1);
    expect(parseOrdersUrl(`keyword=${"я".repeat(300)}`, allowed).keyword).toHaveLength(200);
  });
});
