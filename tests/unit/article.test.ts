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

  it("keeps a decimal comma or dot between digits as part of the number", () => {
    expect(normalizeArticle("3х2,5")).toBe("3x2.5");
    expect(normalizeArticle("3x2.5")).toBe("3x2.5");
    expect(normalizeArticle("3х2,5")).not.toBe(normalizeArticle("3х25"));
    expect(normalizeArticle("2,5мм²")).toBe("2.5mm²");
    expect(normalizeArticle("0,66кВ")).toBe("0.66kb");
    expect(normalizeArticle("ВВГ 3х2,5-0,66")).toBe("bbг3x2.50.66");
    // Not between two digits: an ordinary separator, dropped.
    expect(normalizeArticle("3х2, 5")).toBe("3x25");
    expect(normalizeArticle("ВА.47-29,")).toBe("ba4729");
  });
});
