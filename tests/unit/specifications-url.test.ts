import { parseSpecificationsUrl, specificationsSearch } from "@/components/specifications/use-specifications-url";

describe("/specifications address (tab, search, page)", () => {
  it("reads the tab, the search and the page", () => {
    expect(parseSpecificationsUrl("list=archive&q=%D1%89%D0%B8%D1%82&page=3")).toEqual({ list: "archive", q: "щит", page: 3 });
  });

  it("falls back to «Мои», page 1 for an unknown tab or a bad page", () => {
    expect(parseSpecificationsUrl("list=other&page=-2")).toEqual({ list: "mine", q: "", page: 1 });
    expect(parseSpecificationsUrl("page=1.5")).toEqual({ list: "mine", q: "", page: 1 });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(specificationsSearch({ list: "mine", q: "", page: 1 })).toBe("");
    const state = { list: "company", q: "ВВГ 3х2,5", page: 2 } as const;
    expect(parseSpecificationsUrl(specificationsSearch(state))).toEqual(state);
  });
});
