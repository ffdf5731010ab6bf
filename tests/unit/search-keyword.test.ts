/** @jest-environment node */
import { canonicalCatalogQuery, ZCatalogQuery } from "@/lib/contracts/catalog";
import { numericRange } from "@/lib/server/search/numeric-range";
import { cyrillicLayoutToLatin, latinLayoutToCyrillic } from "@/lib/server/search/keyboard-layout";
import { parseKeyword, scriptOf } from "@/lib/server/search/parse-keyword";
import { parseRelationKeyword } from "@/lib/server/search/parse-relation-keyword";
import { transliterateToCyrillic } from "@/lib/server/search/transliterate";

describe("keyboard layout", () => {
  it("reads Latin-layout typing as Russian and back", () => {
    expect(latinLayoutToCyrillic("rf,tkm")).toBe("кабель");
    expect(latinLayoutToCyrillic("fdnjvfn")).toBe("автомат");
    expect(latinLayoutToCyrillic("Eptkjr")).toBe("Узелок");
    expect(latinLayoutToCyrillic("`krf")).toBe("ёлка");
    expect(cyrillicLayoutToLatin("дупкфтв")).toBe("legrand");
    expect(cyrillicLayoutToLatin("ФИИ 16")).toBe("ABB 16");
  });
});

describe("transliteration", () => {
  it.each([
    ["kabel", "кабел"],
    ["avtomat", "автомат"],
    ["vyklyuchatel", "выключател"],
    ["schetchik", "щетчик"],
    ["rozetka", "розетка"],
    ["zhelob", "желоб"],
  ])("%s → %s", (latin, cyrillic) => expect(transliterateToCyrillic(latin)).toBe(cyrillic));
});

describe("parseKeyword", () => {
  it("folds ё, case and separators, and tells codes from words", () => {
    const parsed = parseKeyword("  Ёлочный  ВА47-29 «кабель» 3х2,5 ");
    expect(parsed.text).toBe("елочный ва47-29 «кабель» 3х2,5");
    expect(parsed.tokens.map((t) => [t.text, t.isCode, t.code])).toEqual([
      ["елочный", false, "eлoчhый"],
      ["ва47-29", true, "ba4729"],
      ["кабель", false, "kaбeль"],
      ["3х2,5", true, "3x2.5"],
    ]);
    expect(parsed.tokens[1].parts).toEqual(["ва47", "29"]);
  });

  it("folds a code typed in any way to the same string", () => {
    expect(new Set(["ва47-29", "BA 47 29", "ВА4729", "ba.47/29"].map((k) => parseKeyword(k).code))).toEqual(new Set(["ba4729"]));
  });

  it("knows the script of a keyword", () => {
    expect(scriptOf("rf,tkm")).toBe("latin");
    expect(scriptOf("кабель")).toBe("cyrillic");
    expect(scriptOf("ВВГнг-LS")).toBe("mixed");
    expect(scriptOf("3x2.5")).toBe("latin");
    expect(scriptOf("12-34")).toBe("none");
  });
});

describe("parseRelationKeyword", () => {
  const config = { searchKeywords: { replacement: "Аналог", related: "Связанные" } };
  it("reads the product dialog's analog and related searches", () => {
    expect(parseRelationKeyword("Аналог:ВА47-29", config)).toEqual({ kind: "analog", target: { article: "ВА47-29" } });
    expect(parseRelationKeyword("связанные: id.42", config)).toEqual({ kind: "related", target: { id: 42 } });
    expect(parseRelationKeyword("Аналог:", config)).toBeNull();
    expect(parseRelationKeyword("кабель 3:2", config)).toBeNull();
  });
  it("uses the site's own words", () => {
    expect(parseRelationKeyword("Replacement:X1", { searchKeywords: { replacement: "Replacement", related: "Related" } })).toEqual({ kind: "analog", target: { article: "X1" } });
  });
});

describe("numericRange", () => {
  it.each([
    ["5", { from: "5", to: "5" }],
    ["1,10", { from: "1", to: "10" }],
    ["10,1", { from: "1", to: "10" }],
    ["1.5,", { from: "1.5", to: null }],
    [",10", { from: null, to: "10" }],
    ["abc", null],
    [",", null],
  ])("%s", (value, range) => expect(numericRange(value)).toEqual(range));
});

describe("the catalogue query", () => {
  it("maps spec §7 forms onto the §2 keys", () => {
    expect(
      canonicalCatalogQuery({
        "criteria[brands]": "1,2",
        properties: ["3:1,5", "4:C"],
        from: "100",
        to: "200",
        "per-page": "50",
        sort: "-storage",
        stockId: "7",
        "custom-20": "белый",
        utm: "x",
      }),
    ).toEqual({ brands: "1,2", features: ["3:1,5", "4:C"], priceMin: "100", priceMax: "200", pageSize: "50", sort: "-storage", stockId: "7", custom: { "20": "белый" } });
  });

  it("parses into the canonical query with defaults", () => {
    const q = ZCatalogQuery.parse({ brands: "3,1,3", priceMin: "1500,5", priceMax: "100", instock: "", sort: "-stock2", features: "1:2.5" });
    expect(q).toMatchObject({
      brands: [3, 1],
      priceMin: 10_000,
      priceMax: 150_050,
      instock: true,
      recommended: false,
      sort: { field: "stock", desc: true, stockId: 2 },
      features: [{ featureId: 1, value: "2.5" }],
      page: 1,
      pageSize: 20,
      keyword: null,
    });
  });

  it("rejects malformed values with field errors", () => {
    const res = ZCatalogQuery.safeParse({ page: "-1", pageSize: "10000", features: "abc", priceMin: "x", keyword: "a".repeat(201) });
    expect(res.success).toBe(false);
    const fields = new Set(res.error?.issues.map((i) => String(i.path[0])));
    expect(fields).toEqual(new Set(["page", "pageSize", "features", "priceMin", "keyword"]));
  });
});
