import {
  canonicalCatalogHref,
  catalogApiQuery,
  catalogFilterQuery,
  catalogHref,
  changeCatalogState,
  effectiveSort,
  emptyCatalogState,
  featureParam,
  featureRangeOf,
  featureValuesOf,
  hasActiveFilters,
  isIndexableCatalogState,
  normalizePriceBound,
  parseCatalogUrl,
  parseFeatureParam,
  parseProductKey,
  productKey,
  relationKeyword,
  setFeatureRange,
  toggleFeatureValue,
  toggleListValue,
  withFeatureValues,
} from "@/lib/shared/catalog-url";

const roundTrip = (query: string) => catalogHref(parseCatalogUrl(query));

describe("catalogue address: page and pageSize (spec §2, §9)", () => {
  it("defaults to page 1 of 20 and writes neither when the address has none", () => {
    const state = parseCatalogUrl("");
    expect(state.page).toBeUndefined();
    expect(state.pageSize).toBe(20);
    expect(catalogHref(state)).toBe("/catalog");
    expect(catalogHref({})).toBe("/catalog");
  });

  it("writes page from 1 up, and pageSize only when it is not 20", () => {
    expect(catalogHref({ page: 1 })).toBe("/catalog?page=1");
    expect(catalogHref({ page: 3 })).toBe("/catalog?page=3");
    expect(catalogHref({ pageSize: 20 })).toBe("/catalog");
    expect(catalogHref({ pageSize: 50 })).toBe("/catalog?pageSize=50");
    expect(roundTrip("section=7&page=3&pageSize=50")).toBe("/catalog?section=7&page=3&pageSize=50");
  });

  it("ignores malformed or out-of-range pages and sizes", () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "pageSize=0", "pageSize=101", "pageSize=x"]) {
      const state = parseCatalogUrl(query);
      expect(state.page).toBeUndefined();
      expect(state.pageSize).toBe(20);
    }
    expect(parseCatalogUrl("pageSize=100").pageSize).toBe(100);
  });
});

describe("catalogue address: sort and requestedAmount", () => {
  it("keeps the sort of the address, else the configured default", () => {
    expect(parseCatalogUrl("sort=-price").sort).toBe("-price");
    expect(effectiveSort(parseCatalogUrl("sort=-price"), "name")).toBe("-price");
    expect(effectiveSort(parseCatalogUrl(""), "name")).toBe("name");
    expect(effectiveSort(parseCatalogUrl(""), null)).toBeNull();
    expect(catalogHref({ sort: "-stock1" })).toBe("/catalog?sort=-stock1");
  });

  it("sends the effective sort to the API but writes only the address's own into the address", () => {
    expect(catalogApiQuery(parseCatalogUrl(""), "name")).toBe("sort=name&page=1&pageSize=20");
    expect(catalogHref(parseCatalogUrl(""))).toBe("/catalog");
  });

  it("drops a sort that is not a sort name", () => {
    expect(parseCatalogUrl("sort=price;drop").sort).toBeUndefined();
    expect(parseCatalogUrl("sort=").sort).toBeUndefined();
  });

  it("reads requestedAmount as a positive whole number", () => {
    expect(parseCatalogUrl("requestedAmount=12").requestedAmount).toBe(12);
    expect(parseCatalogUrl("requestedAmount=0").requestedAmount).toBeUndefined();
    expect(parseCatalogUrl("requestedAmount=1.5").requestedAmount).toBeUndefined();
    expect(catalogHref({ requestedAmount: 12 })).toBe("/catalog?requestedAmount=12");
  });
});

describe("catalogue address: section, keyword and flags", () => {
  it("reads a numeric section id only", () => {
    expect(parseCatalogUrl("section=17").section).toBe(17);
    expect(parseCatalogUrl("section=abc").section).toBeUndefined();
    expect(parseCatalogUrl("section=0").section).toBeUndefined();
    expect(catalogHref({ section: 17 })).toBe("/catalog?section=17");
  });

  it("keeps a keyword trimmed and Cyrillic-safe", () => {
    const state = parseCatalogUrl("keyword=%20%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C%20");
    expect(state.keyword).toBe("кабель");
    expect(parseCatalogUrl(catalogHref(state)).keyword).toBe("кабель");
    expect(catalogHref({ keyword: "   " })).toBe("/catalog");
  });

  it("reads instock, recommended and infavorite as flags and writes them as 1", () => {
    expect(parseCatalogUrl("instock").instock).toBe(true);
    expect(parseCatalogUrl("instock=1").instock).toBe(true);
    expect(parseCatalogUrl("recommended=true").recommended).toBe(true);
    expect(parseCatalogUrl("infavorite=0").infavorite).toBe(false);
    expect(parseCatalogUrl("").infavorite).toBe(false);
    expect(catalogHref({ instock: true, recommended: true, infavorite: true })).toBe("/catalog?instock=1&recommended=1&infavorite=1");
    expect(catalogHref({ instock: false })).toBe("/catalog");
  });
});

describe("catalogue address: comma lists", () => {
  it("reads brands, manufacturer, sellers, series and type as id lists, joined when repeated", () => {
    const state = parseCatalogUrl("brands=3,17&brands=42&manufacturer=2&sellers=5,6&series=9&type=1,2");
    expect(state.brands).toEqual([3, 17, 42]);
    expect(state.manufacturer).toEqual([2]);
    expect(state.sellers).toEqual([5, 6]);
    expect(state.series).toEqual([9]);
    expect(state.type).toEqual([1, 2]);
    expect(catalogHref(state)).toBe("/catalog?brands=3%2C17%2C42&manufacturer=2&sellers=5%2C6&series=9&type=1%2C2");
  });

  it("drops ids that are not ids and repeats", () => {
    expect(parseCatalogUrl("brands=3,x,-1,3,,0").brands).toEqual([3]);
  });

  it("reads manufacturerCountries and set as value lists", () => {
    const state = parseCatalogUrl("manufacturerCountries=Россия,Китай&set=Весна 2025");
    expect(state.manufacturerCountries).toEqual(["Россия", "Китай"]);
    expect(state.set).toEqual(["Весна 2025"]);
    expect(parseCatalogUrl(catalogHref(state)).manufacturerCountries).toEqual(["Россия", "Китай"]);
  });

  it("reads custom-{property} lists and writes them back", () => {
    const state = parseCatalogUrl("custom-12=a,b&custom-color=red&custom-bad$=x");
    expect(state.custom).toEqual({ "12": ["a", "b"], color: ["red"] });
    expect(catalogHref(state)).toBe("/catalog?custom-12=a%2Cb&custom-color=red");
  });
});

describe("catalogue address: price bounds (spec §5: written only when numeric)", () => {
  it("normalises and keeps numeric bounds", () => {
    expect(normalizePriceBound("1500")).toBe("1500");
    expect(normalizePriceBound("1 500,5")).toBe("1500.5");
    expect(normalizePriceBound("12.345")).toBeUndefined();
    expect(normalizePriceBound("abc")).toBeUndefined();
    expect(normalizePriceBound("-5")).toBeUndefined();
    expect(catalogHref({ priceMin: "100", priceMax: "2500.50" })).toBe("/catalog?priceMin=100&priceMax=2500.50");
  });

  it("does not write a bound that is not a number", () => {
    expect(catalogHref({ priceMin: "abc", priceMax: "" })).toBe("/catalog");
    expect(parseCatalogUrl("priceMin=дорого&priceMax=500").priceMin).toBeUndefined();
    expect(parseCatalogUrl("priceMin=дорого&priceMax=500").priceMax).toBe("500");
  });
});

describe("catalogue address: features (featureId:value or featureId:from,to)", () => {
  it("reads text values and ranges, open ends included", () => {
    expect(parseFeatureParam("12:C")).toEqual({ featureId: 12, kind: "value", value: "C" });
    expect(parseFeatureParam("7:10,25")).toEqual({ featureId: 7, kind: "range", from: "10", to: "25" });
    expect(parseFeatureParam("7:10,")).toEqual({ featureId: 7, kind: "range", from: "10", to: null });
    expect(parseFeatureParam("7:,2.5")).toEqual({ featureId: 7, kind: "range", from: null, to: "2.5" });
    expect(parseFeatureParam("x:1")).toBeNull();
    expect(parseFeatureParam("7:")).toBeNull();
  });

  it("swaps reversed range bounds when writing (spec §5)", () => {
    expect(featureParam({ featureId: 7, kind: "range", from: "25", to: "10" })).toBe("7:10,25");
    expect(roundTrip("features=7:25,10")).toBe("/catalog?features=7%3A10%2C25");
    expect(featureParam({ featureId: 7, kind: "range", from: "2,5", to: null })).toBe("7:2.5,");
    expect(featureParam({ featureId: 7, kind: "range", from: "x", to: "" })).toBeNull();
  });

  it("repeats the key for several conditions and keeps them through a round trip", () => {
    const state = parseCatalogUrl("features=12:C&features=12:D&features=7:10,25");
    expect(state.features).toHaveLength(3);
    expect(featureValuesOf(state.features, 12)).toEqual(["C", "D"]);
    expect(featureRangeOf(state.features, 7)).toEqual({ from: "10", to: "25" });
    expect(new URLSearchParams(catalogHref(state).split("?")[1]).getAll("features")).toEqual(["12:C", "12:D", "7:10,25"]);
  });

  it("replaces the checked values of one feature, keeping its range and the other features", () => {
    const start = [...setFeatureRange([], 7, "1", "2"), ...toggleFeatureValue([], 12, "C", true), ...toggleFeatureValue([], 7, "x", true)];
    const next = withFeatureValues(start, 7, ["y", "z", "y"]);
    expect(featureValuesOf(next, 7)).toEqual(["y", "z"]);
    expect(featureRangeOf(next, 7)).toEqual({ from: "1", to: "2" });
    expect(featureValuesOf(next, 12)).toEqual(["C"]);
    expect(featureValuesOf(withFeatureValues(next, 7, []), 7)).toEqual([]);
  });

  it("toggles values and sets or clears a range", () => {
    let features = toggleFeatureValue([], 12, "C", true);
    features = toggleFeatureValue(features, 12, "D", true);
    features = toggleFeatureValue(features, 12, "C", false);
    expect(featureValuesOf(features, 12)).toEqual(["D"]);
    features = setFeatureRange(features, 7, "30", "5");
    expect(featureRangeOf(features, 7)).toEqual({ from: "5", to: "30" });
    features = setFeatureRange(features, 7, null, "");
    expect(featureRangeOf(features, 7)).toEqual({ from: null, to: null });
    expect(features).toHaveLength(1);
  });
});

describe("catalogue address: product dialog key", () => {
  it("reads product={id} and product=custom:{id}", () => {
    expect(parseCatalogUrl("product=15").product).toBe("15");
    expect(parseCatalogUrl("product=custom:4").product).toBe("custom:4");
    expect(parseCatalogUrl("product=abc").product).toBeUndefined();
    expect(parseProductKey("15")).toEqual({ kind: "catalog", id: 15 });
    expect(parseProductKey("custom:4")).toEqual({ kind: "custom", id: 4 });
    expect(parseProductKey("custom:x")).toBeNull();
    expect(productKey("custom", 4)).toBe("custom:4");
  });

  it("writes the dialog last and leaves it out of the canonical address and the API query", () => {
    const state = parseCatalogUrl("section=3&page=2&product=custom:4");
    expect(catalogHref(state)).toBe("/catalog?section=3&page=2&product=custom%3A4");
    expect(canonicalCatalogHref(state)).toBe("/catalog?section=3&page=2");
    expect(catalogApiQuery(state, null)).toBe("section=3&page=2&pageSize=20");
  });
});

describe("catalogue address: canonical and filter queries", () => {
  it("drops the first page from the canonical address", () => {
    expect(canonicalCatalogHref(parseCatalogUrl("section=3&page=1"))).toBe("/catalog?section=3");
  });

  it("lists the filters alone for the facets", () => {
    expect(catalogFilterQuery(parseCatalogUrl("section=3&brands=2&page=4&sort=name&product=9"))).toBe("section=3&brands=2");
  });

  it("tells when the panel's filters are in force (section and keyword are not panel filters)", () => {
    expect(hasActiveFilters(parseCatalogUrl("section=3&keyword=x"))).toBe(false);
    expect(hasActiveFilters(parseCatalogUrl("section=3&instock=1"))).toBe(true);
    expect(hasActiveFilters(parseCatalogUrl("priceMax=10"))).toBe(true);
  });

  it("lets search engines index the catalogue, a section and one brand's page, and no search or filter combination", () => {
    for (const query of ["", "section=3", "section=3&page=2", "brands=7", "brands=7&page=3&sort=name", "product=9"]) {
      expect([query, isIndexableCatalogState(parseCatalogUrl(query))]).toEqual([query, true]);
    }
    for (const query of ["keyword=кабель", "section=3&keyword=x", "brands=7,8", "brands=7&section=3", "brands=7&instock=1", "section=3&instock=1", "priceMax=10", "features=1:a"]) {
      expect([query, isIndexableCatalogState(parseCatalogUrl(query))]).toEqual([query, false]);
    }
  });

  it("accepts a full address, a query with ? and a record of search params", () => {
    expect(parseCatalogUrl("/catalog?section=4").section).toBe(4);
    expect(parseCatalogUrl("?section=4").section).toBe(4);
    expect(parseCatalogUrl({ section: "4", features: ["1:a", "2:1,3"] }).features).toHaveLength(2);
    expect(parseCatalogUrl(new URLSearchParams("section=4")).section).toBe(4);
  });
});

describe("filter rules (spec §4): a filter change resets page to 1 and clears sort", () => {
  const start = parseCatalogUrl("section=3&brands=2&page=4&sort=-price");

  it.each([
    ["section", { section: 9 }],
    ["brands", { brands: [2, 5] }],
    ["instock", { instock: true }],
    ["priceMin", { priceMin: "100" }],
    ["features", { features: setFeatureRange([], 7, "1", "2") }],
    ["keyword", { keyword: "кабель" }],
    ["pageSize", { pageSize: 50 }],
  ])("changing %s", (_name, patch) => {
    const next = changeCatalogState(start, patch);
    expect(next.page).toBe(1);
    expect(next.sort).toBeUndefined();
  });

  it("changing the page or the sort themselves keeps the other", () => {
    expect(changeCatalogState(start, { page: 5 })).toMatchObject({ page: 5, sort: "-price" });
    expect(changeCatalogState(start, { sort: "name" })).toMatchObject({ page: 4, sort: "name" });
  });

  it("opening a product dialog is not a filter change", () => {
    expect(changeCatalogState(start, { product: "15" })).toMatchObject({ page: 4, sort: "-price", product: "15" });
  });

  it("setting a filter to what it already is changes nothing", () => {
    expect(changeCatalogState(start, { brands: [2] })).toMatchObject({ page: 4, sort: "-price" });
  });

  it("toggles list values", () => {
    expect(toggleListValue([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleListValue([1, 2], 1, false)).toEqual([2]);
    expect(toggleListValue([1, 2], 2, true)).toEqual([1, 2]);
  });
});

describe("find replacement / find related (spec §2)", () => {
  it("builds {keyword}:{article}, or id.{id} without an article", () => {
    expect(relationKeyword("Аналог", { id: 5, article: "ВА47-29" })).toBe("Аналог:ВА47-29");
    expect(relationKeyword("Связанные", { id: 5, article: "" })).toBe("Связанные:id.5");
    expect(catalogHref({ keyword: relationKeyword("Аналог", { id: 5, article: "A1" }) })).toBe("/catalog?keyword=%D0%90%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3%3AA1");
  });
});

describe("every key together", () => {
  it("round-trips a full address in the fixed key order", () => {
    const full =
      "product=7&pageSize=50&page=2&requestedAmount=3&sort=name&custom-12=a&set=s1&infavorite=1&recommended=1&instock=1&priceMax=900&priceMin=100&features=4:1,2&type=8&series=6&sellers=5&manufacturerCountries=Россия&manufacturer=4&brands=3&keyword=лампа&section=2";
    const state = parseCatalogUrl(full);
    expect(state).toEqual({
      ...emptyCatalogState(),
      page: 2,
      pageSize: 50,
      sort: "name",
      requestedAmount: 3,
      section: 2,
      instock: true,
      recommended: true,
      infavorite: true,
      keyword: "лампа",
      brands: [3],
      manufacturer: [4],
      manufacturerCountries: ["Россия"],
      sellers: [5],
      series: [6],
      type: [8],
      features: [{ featureId: 4, kind: "range", from: "1", to: "2" }],
      priceMin: "100",
      priceMax: "900",
      set: ["s1"],
      custom: { "12": ["a"] },
      product: "7",
    });
    const keys = [...new URLSearchParams(catalogHref(state).split("?")[1]).keys()];
    expect(keys).toEqual([
      "section",
      "keyword",
      "brands",
      "manufacturer",
      "manufacturerCountries",
      "sellers",
      "series",
      "type",
      "features",
      "priceMin",
      "priceMax",
      "instock",
      "recommended",
      "infavorite",
      "set",
      "custom-12",
      "sort",
      "requestedAmount",
      "page",
      "pageSize",
      "product",
    ]);
    expect(parseCatalogUrl(catalogHref(state))).toEqual(state);
  });
});
