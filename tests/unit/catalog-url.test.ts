import { catalogHref, parseCatalogUrl } from "@/lib/shared/catalog-url";

describe("catalogue URL state (page, pageSize, section)", () => {
  it("defaults to page 1 of 20 and writes neither", () => {
    expect(parseCatalogUrl({})).toEqual({ page: 1, pageSize: 20 });
    expect(catalogHref({ page: 1, pageSize: 20 })).toBe("/catalog");
  });

  it("round-trips a section, a page and a non-default page size", () => {
    const state = parseCatalogUrl({ section: "7", page: "3", pageSize: "50" });
    expect(state).toEqual({ page: 3, pageSize: 50, section: 7 });
    expect(catalogHref(state)).toBe("/catalog?section=7&page=3&pageSize=50");
  });

  it("falls back to defaults for malformed values", () => {
    expect(parseCatalogUrl({ page: "-1", pageSize: "10000", section: "abc" })).toEqual({ page: 1, pageSize: 20 });
  });
});
