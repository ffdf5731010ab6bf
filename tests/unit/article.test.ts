import { normalizeArticle } from "@/lib/shared/article";

describe("normalizeArticle", () => {
  it("makes the same code typed three ways equal", () => {
    expect(normalizeArticle("ва47-29")).toBe(normalizeArticle("BA 47 29"));
    expect(normalizeArticle("ВА4729")).toBe(normalizeArticle("BA 47 29"));
    expect(normalizeArticle("ВА4729")).toBe("ba4729");
  });

  it("drops dots, slashes and underscores but keeps letters that have no Latin twin", () => {
    expect(normalizeArticle("MVA20-1/016.C")).toBe("mva201016c");
    expect(normalizeArticle("ВВГнг(А)-LS")).toBe("bbгhгals");
  });
});
