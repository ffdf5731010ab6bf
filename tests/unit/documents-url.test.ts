import { documentsFilters, documentsSearch, emptyDocumentsUrlState, parseDocumentsUrl } from "@/lib/shared/documents-url";

const allowed = { kinds: ["invoice", "delivery-note", "upd"], states: ["awaiting-payment", "paid", "expired", "payment-overdue"] };

describe("the documents list's address", () => {
  it("reads filters and page, and writes them back without defaults", () => {
    const state = parseDocumentsUrl("?kind=invoice&state=paid&from=2026-01-01&to=2026-01-31&order=12&page=3", allowed);
    expect(state).toEqual({ kind: "invoice", state: "paid", from: "2026-01-01", to: "2026-01-31", order: "12", page: 3 });
    expect(documentsSearch(state)).toBe("kind=invoice&state=paid&from=2026-01-01&to=2026-01-31&order=12&page=3");
    expect(documentsSearch(emptyDocumentsUrlState)).toBe("");
    expect(documentsFilters({ ...emptyDocumentsUrlState, kind: "upd", page: 4 })).toEqual({ kind: "upd" });
  });

  it("drops what the list does not accept, never failing", () => {
    expect(parseDocumentsUrl("?kind=receipt&state=lost&from=yesterday&page=-1&order=%20%20", allowed)).toEqual(emptyDocumentsUrlState);
  });
});
