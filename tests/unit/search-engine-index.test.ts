/**
 * @jest-environment node
 */
// The in-process search index (lib/server/search/engine): postings, prefixes, code lookups, ts_rank as
// PostgreSQL computes it, and the facet counts against a brute-force count on random catalogues.
import fc from "fast-check";
import { candidatesOf, facetRowsOf, keptOrderOf, matchBits, matchesOf, pageOf, relevancePage, suggestOrder, type TIndexCountRow, type TIndexQuery } from "@/lib/server/search/engine/evaluate";
import { SiteIndex, slotsOf, type TIndexDocument } from "@/lib/server/search/engine/site-index";
import { parseTsquery, parseTsvector, tsRankOr, type TQueryNode } from "@/lib/server/search/engine/tsvector";
import type { TFacetKind, TFacetTest, TFilterPlan } from "@/lib/server/search/catalog-filters";

const noFilters: TFilterPlan = { sectionIds: null, priceMin: null, priceMax: null, recommended: false, instock: false, favoritesOf: null };

function doc(productId: number, vector: string, extra: Partial<TIndexDocument> = {}): TIndexDocument {
  return {
    productId,
    vector,
    codes: "",
    nameFold: `товар ${productId}`,
    basePrice: 1000,
    inStock: true,
    sectionId: null,
    brandId: null,
    manufacturerId: null,
    seriesId: null,
    groupId: null,
    sellerId: null,
    isRecommended: false,
    sets: [],
    featureValues: [],
    prices: [],
    ...extra,
  };
}

const idsOf = (index: SiteIndex, bits: Uint32Array) => slotsOf(bits).map((s) => index.productId[s]).sort((a, b) => a - b);

describe("tsvector and tsquery texts", () => {
  it("reads lexemes with positions and weights, quotes and escapes", () => {
    const vector = parseTsvector("'ba4729':1A 'автомат':2B,5C 'it''s':3 'x\\\\y':4D");
    expect(vector.get("ba4729")).toEqual([1 * 4 + 3]);
    expect(vector.get("автомат")).toEqual([2 * 4 + 2, 5 * 4 + 1]);
    expect(vector.get("it's")).toEqual([3 * 4]);
    expect(vector.get("x\\y")).toEqual([4 * 4]);
  });

  it("parses the queries buildTextMatch writes, AND binding tighter than OR", () => {
    expect(parseTsquery("'кабел':* & ('ввг' | 'провод':*)")).toEqual({
      op: "and",
      args: [
        { op: "term", lexeme: "кабел", prefix: true },
        { op: "or", args: [{ op: "term", lexeme: "ввг", prefix: false }, { op: "term", lexeme: "провод", prefix: true }] },
      ],
    });
    expect(parseTsquery("'a' | 'b' & 'c'")).toEqual({
      op: "or",
      args: [{ op: "term", lexeme: "a", prefix: false }, { op: "and", args: [{ op: "term", lexeme: "b", prefix: false }, { op: "term", lexeme: "c", prefix: false }] }],
    });
    expect(() => parseTsquery("'a' &")).toThrow();
  });

  it("ranks as PostgreSQL's ts_rank does (values printed by PostgreSQL)", () => {
    // SELECT ts_rank(to_tsvector('simple', 'cat'), 'cat') → 0.0607927; 'cat cat' → 0.0759909.
    const rank = (vector: string, lexemes: string[]) => {
      const doc = parseTsvector(vector);
      return tsRankOr((l) => doc.get(l), lexemes);
    };
    expect(rank("'cat':1", ["cat"])).toBeCloseTo(0.0607927, 6);
    expect(rank("'cat':1,2", ["cat"])).toBeCloseTo(0.0759909, 6);
    // Weight A counts ten times weight D; a lexeme the document lacks halves the rank of two.
    expect(rank("'cat':1A", ["cat"])).toBeCloseTo(0.607927, 5);
    expect(rank("'cat':1A", ["cat", "dog"])).toBeCloseTo(0.607927 / 2, 5);
    expect(rank("'cat':1A", ["dog"])).toBe(0);
    // The same through the index's packed documents.
    const index = new SiteIndex(1);
    index.put(doc(1, "'cat':1A,3 'dog':2B"));
    expect(tsRankOr((l) => index.positions(0, l), ["cat", "dog"])).toBeCloseTo(rank("'cat':1A,3 'dog':2B", ["cat", "dog"]), 7);
    expect(Array.from(index.positions(0, "cat") ?? [])).toEqual([1 * 4 + 3, 3 * 4]);
    expect(Array.from(index.positions(0, "dog") ?? [])).toEqual([2 * 4 + 2]);
  });
});

describe("postings, prefixes and codes", () => {
  const index = new SiteIndex(1);
  index.put(doc(10, "'кабел':2B 'ввг':3B 'ввгнг':1A", { codes: "ввгнг3х25" }));
  index.put(doc(11, "'кабель-кана':2B 'кабел':3B 'кана':4B", { codes: "kk1625" }));
  index.put(doc(12, "'автомат':2B 'ва47':3B", { codes: "ba4729 c16" }));

  it("finds whole lexemes, prefixes and their combinations", () => {
    expect(idsOf(index, index.matchQuery(parseTsquery("'кабел'")))).toEqual([10, 11]);
    expect(idsOf(index, index.matchQuery(parseTsquery("'ввг':*")))).toEqual([10]);
    expect(idsOf(index, index.matchQuery(parseTsquery("'кабел' & 'ввг'")))).toEqual([10]);
    expect(idsOf(index, index.matchQuery(parseTsquery("'ввг' | 'автомат'")))).toEqual([10, 12]);
    expect(index.lexemesStartingWith("кабел")).toEqual(["кабел", "кабель-кана"]);
  });

  it("finds codes by substring of the folded codes", () => {
    expect(idsOf(index, index.matchCode("4729"))).toEqual([12]);
    expect(idsOf(index, index.matchCode("c16"))).toEqual([12]);
    expect(idsOf(index, index.matchCode("1625"))).toEqual([11]);
  });

  it("finds by code through its trigrams exactly what a scan of every product's codes finds, after puts, replacements and removals", () => {
    const alphabet = fc.constantFrom("a", "b", "1", "2", "3", " ");
    const code = fc.array(alphabet, { minLength: 0, maxLength: 9 }).map((chars) => chars.join("").trim());
    const step = fc.oneof(
      fc.record({ put: fc.integer({ min: 1, max: 12 }), codes: code }),
      fc.record({ remove: fc.integer({ min: 1, max: 12 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(code.filter((c) => !c.includes(" ")), { minLength: 1, maxLength: 6 }), (steps, looked) => {
        const index = new SiteIndex(1);
        const held = new Map<number, string>();
        for (const s of steps) {
          if ("put" in s) {
            index.put(doc(s.put, "'x':1D", { codes: s.codes }));
            held.set(s.put, s.codes);
          } else {
            index.remove(s.remove);
            held.delete(s.remove);
          }
        }
        for (const c of looked) {
          const scanned = [...held].filter(([, codes]) => codes.includes(c)).map(([id]) => id).sort((a, b) => a - b);
          expect(idsOf(index, index.matchCode(c))).toEqual(scanned);
        }
      }),
      { numRuns: 300, seed: 2711 },
    );
  });

  it("forgets a removed product and reuses its slot; a replaced document is found by its new words only", () => {
    const copy = new SiteIndex(1);
    copy.put(doc(1, "'розетк':1B"));
    copy.put(doc(2, "'вилк':1B"));
    copy.remove(1);
    expect(idsOf(copy, copy.matchQuery(parseTsquery("'розетк'")))).toEqual([]);
    expect(copy.lexemesStartingWith("роз")).toEqual([]);
    copy.put(doc(3, "'розетк':1B"));
    expect(copy.slots).toBe(2);
    copy.put(doc(2, "'удлинител':1B"));
    expect(idsOf(copy, copy.matchQuery(parseTsquery("'вилк'")))).toEqual([]);
    expect(idsOf(copy, copy.matchQuery(parseTsquery("'удлинител'")))).toEqual([2]);
    expect(copy.size).toBe(2);
  });

  it("skips only matches that cannot make the page: equal ranks still go by product id, met in any slot order", () => {
    const index = new SiteIndex(1);
    // Equal documents put in descending id order, so the best (lowest id) come last in slot order.
    // One lexeme of one weight: the bound equals the rank, so only the tie-break decides.
    for (let id = 9; id >= 1; id--) index.put(doc(id, id === 7 ? "'a':1A,2A" : "'a':1A"));
    const text = { all: [{ tsquery: "'a'" }], orCode: null, rankCode: null, typed: null, rank: "'a'" };
    const query: TIndexQuery = { filters: noFilters, text, facets: [], members: null, favorites: null, priceTypes: null };
    expect(relevancePage(index, candidatesOf(index, query), text, 0, 3)).toEqual({ ids: [7, 1, 2], total: 9 });
    expect(relevancePage(index, candidatesOf(index, query), text, 2, 2)).toEqual({ ids: [2, 3], total: 9 });
  });

  it("orders a page by relevance: exact code, then code prefix, then substring, then ts_rank", () => {
    const codes = new SiteIndex(1);
    codes.put(doc(1, "'x':1D", { codes: "zzab12" }));
    codes.put(doc(2, "'x':1D", { codes: "ab12" }));
    codes.put(doc(3, "'x':1D", { codes: "ab123" }));
    codes.put(doc(4, "'ab12':1A", { codes: "q" }));
    const text = { all: [{ code: "ab12", orWords: "'ab12'" }], orCode: null, rankCode: "ab12", typed: null, rank: "'ab12'" };
    const query: TIndexQuery = { filters: noFilters, text, facets: [], members: null, favorites: null, priceTypes: null };
    const matches = matchesOf(candidatesOf(codes, query));
    expect(pageOf(codes, matches, { text, sort: null, defaultSort: null, offset: 0, limit: 10 })).toEqual([2, 3, 1, 4]);
    expect(pageOf(codes, matches, { text, sort: null, defaultSort: null, offset: 1, limit: 2 })).toEqual([3, 1]);
    // Sorted by price descending, the product id breaking ties; top-N and a whole sort agree.
    const byPrice = { field: "price" as const, desc: true, stockId: null };
    expect(pageOf(codes, matches, { text, sort: byPrice, defaultSort: null, offset: 0, limit: 1 })).toEqual([1]);
  });
});

describe("company prices", () => {
  // Price type 7 is the company's, 1 the site's base type: a product without a price of type 7 costs its
  // base-type price, one with neither costs its base price (pickPrice).
  const index = new SiteIndex(1);
  index.put(doc(1, "'x':1D", { basePrice: 500, prices: [[7, 100], [1, 400]] }));
  index.put(doc(2, "'x':1D", { basePrice: 300, prices: [[1, 350]] }));
  index.put(doc(3, "'x':1D", { basePrice: 200, prices: [] }));
  const query = (priceTypes: TIndexQuery["priceTypes"], priceMin: number | null, priceMax: number | null): TIndexQuery => ({
    filters: { ...noFilters, priceMin, priceMax },
    text: "all",
    facets: [],
    members: null,
    favorites: null,
    priceTypes,
  });
  const company = { own: 7, base: 1 };
  const byPrice = { field: "price" as const, desc: false, stockId: null };
  const page = (q: TIndexQuery) =>
    pageOf(index, matchesOf(candidatesOf(index, q)), { text: "all", sort: byPrice, defaultSort: null, offset: 0, limit: 10 }, { priceTypes: q.priceTypes });

  it("filters, sorts and gives the price range by the buyer's prices", () => {
    expect(page(query(company, null, null))).toEqual([1, 3, 2]);
    expect(page(query(company, 150, 360))).toEqual([3, 2]);
    const total = facetRowsOf(index, query(company, null, null), candidatesOf(index, query(company, null, null)), null, true).find((r) => r.k === "total");
    expect([total?.lo, total?.hi]).toEqual(["100", "350"]);
    // Without a company price type: the base price, as before.
    expect(page(query(null, null, null))).toEqual([3, 2, 1]);
  });

  it("forgets a removed product's prices when its slot is reused", () => {
    const reused = new SiteIndex(1);
    reused.put(doc(1, "'x':1D", { basePrice: 500, prices: [[7, 100]] }));
    reused.remove(1);
    reused.put(doc(2, "'x':1D", { basePrice: 300, prices: [] }));
    expect(reused.priceOf(company)(reused.slotOfProduct(2) ?? -1)).toBe(300);
  });
});

// ——— Facet counts against a brute-force count ———

const LEXEMES = ["кабел", "кабельн", "провод", "ввг", "автомат", "розетк", "вилк"];
const SETS = ["new", "sale", "hit"];
type TProduct = {
  id: number;
  lexemes: string[];
  brand: number;
  manufacturer: number;
  series: number;
  group: number;
  seller: number;
  price: number;
  inStock: boolean;
  recommended: boolean;
  section: number;
  sets: string[];
  values: number[];
};

// The dictionary: feature 1 numeric (values 1–4), feature 2 text (values 5–8).
const VALUES = new Map([
  [1, { featureId: 1, text: null, num: "1.0000" }],
  [2, { featureId: 1, text: null, num: "2.5000" }],
  [3, { featureId: 1, text: null, num: "10.0000" }],
  [4, { featureId: 1, text: null, num: "16.0000" }],
  [5, { featureId: 2, text: "Белый", num: null }],
  [6, { featureId: 2, text: "черный", num: null }],
  [7, { featureId: 2, text: "серый", num: null }],
  [8, { featureId: 2, text: "IP44", num: null }],
]);

function valueOf(id: number) {
  const value = VALUES.get(id);
  if (!value) throw new Error(`no value ${id}`);
  return value;
}

const productArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    lexemes: fc.uniqueArray(fc.constantFrom(...LEXEMES), { maxLength: 3 }),
    brand: fc.integer({ min: 0, max: 4 }),
    manufacturer: fc.integer({ min: 0, max: 3 }),
    series: fc.integer({ min: 0, max: 2 }),
    group: fc.integer({ min: 0, max: 3 }),
    seller: fc.integer({ min: 0, max: 2 }),
    price: fc.integer({ min: 0, max: 50 }).map((p) => p * 100),
    inStock: fc.boolean(),
    recommended: fc.boolean(),
    section: fc.integer({ min: 1, max: 4 }),
    sets: fc.uniqueArray(fc.constantFrom(...SETS), { maxLength: 2 }),
    values: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
  });

const catalogueArb = fc.integer({ min: 0, max: 40 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => productArb(i + 1))));

const queryNodeArb: fc.Arbitrary<TQueryNode> = fc.letrec<{ node: TQueryNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record({ op: fc.constant("term" as const), lexeme: fc.constantFrom(...LEXEMES, "кабе", "про"), prefix: fc.boolean() }),
    fc.record({ op: fc.constantFrom("and" as const, "or" as const), args: fc.array(tie("node"), { minLength: 2, maxLength: 3 }) }),
  ),
})).node;

const quote = (l: string) => `'${l}'`;
function queryText(node: TQueryNode): string {
  if (node.op === "term") return node.prefix ? `${quote(node.lexeme)}:*` : quote(node.lexeme);
  return `(${node.args.map(queryText).join(node.op === "and" ? " & " : " | ")})`;
}

const facetArb: fc.Arbitrary<{ kind: TFacetKind; featureId: number | null; test: TFacetTest }> = fc.oneof(
  fc.record({ kind: fc.constant("brand" as const), featureId: fc.constant(null), test: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 2 }).map((ids) => ({ kind: "ref" as const, column: "brand" as const, ids })) }),
  fc.record({ kind: fc.constant("type" as const), featureId: fc.constant(null), test: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }).map((ids) => ({ kind: "ref" as const, column: "group" as const, ids })) }),
  fc.record({ kind: fc.constant("country" as const), featureId: fc.constant(null), test: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }).map((ids) => ({ kind: "ref" as const, column: "manufacturer" as const, ids })) }),
  fc.record({ kind: fc.constant("set" as const), featureId: fc.constant(null), test: fc.uniqueArray(fc.constantFrom(...SETS), { minLength: 1, maxLength: 2 }).map((labels) => ({ kind: "set" as const, labels })) }),
  fc.record({
    kind: fc.constant("feature" as const),
    featureId: fc.constant(1),
    test: fc.tuple(fc.option(fc.integer({ min: 0, max: 12 })), fc.option(fc.integer({ min: 2, max: 20 }))).map(([from, to]) => ({ kind: "feature" as const, featureId: 1, alternatives: [{ range: { from, to } }] })),
  }),
  fc.record({
    kind: fc.constant("feature" as const),
    featureId: fc.constant(2),
    test: fc.oneof(fc.constantFrom("белый", "ip44", "серый").map((text) => ({ text })), fc.constant({ anyOf: ["черный", "16.0000"] as string[] })).map((alt) => ({ kind: "feature" as const, featureId: 2, alternatives: [alt] })),
  }),
);

const planArb = fc.record({
  text: fc.oneof(fc.constant("all" as const), fc.constant("none" as const), queryNodeArb),
  sectionIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 })),
  priceMin: fc.option(fc.integer({ min: 0, max: 5000 })),
  priceMax: fc.option(fc.integer({ min: 0, max: 5000 })),
  recommended: fc.boolean(),
  instock: fc.boolean(),
  favorites: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 10 })),
  facets: fc.array(facetArb, { maxLength: 3 }).map((list) => list.filter((f, i) => list.findIndex((g) => g.kind === f.kind && g.featureId === f.featureId) === i)),
  featureId: fc.constantFrom(null, null, 1, 2),
});

// ——— The brute force: every product against every condition, written apart from the engine ———

function termMatches(lexemes: string[], node: TQueryNode): boolean {
  if (node.op === "term") return lexemes.some((l) => (node.prefix ? l.startsWith(node.lexeme) : l === node.lexeme));
  return node.op === "and" ? node.args.every((a) => termMatches(lexemes, a)) : node.args.some((a) => termMatches(lexemes, a));
}

function passesFacet(p: TProduct, test: TFacetTest): boolean {
  if (test.kind === "ref") return test.ids.includes({ brand: p.brand, manufacturer: p.manufacturer, group: p.group, series: p.series, seller: p.seller }[test.column]);
  if (test.kind === "set") return p.sets.some((s) => test.labels.includes(s));
  return p.values.some((id) => {
    const v = valueOf(id);
    if (v.featureId !== test.featureId) return false;
    return test.alternatives.some((alt) => {
      if ("range" in alt) return v.num !== null && (alt.range.from === null || Number(v.num) >= alt.range.from) && (alt.range.to === null || Number(v.num) <= alt.range.to);
      if ("text" in alt) return v.text?.toLowerCase() === alt.text;
      return alt.anyOf.includes((v.text ?? v.num ?? "").toLowerCase());
    });
  });
}

type TPlan = typeof planArb extends fc.Arbitrary<infer T> ? T : never;

function bruteRows(products: TProduct[], plan: TPlan, signedIn: boolean): TIndexCountRow[] {
  const base = products.filter(
    (p) =>
      (plan.text === "all" || (plan.text !== "none" && termMatches(p.lexemes, plan.text))) &&
      (plan.sectionIds === null || plan.sectionIds.includes(p.section)) &&
      (plan.priceMin === null || p.price >= plan.priceMin) &&
      (plan.priceMax === null || p.price <= plan.priceMax) &&
      (!plan.recommended || p.recommended) &&
      (!plan.instock || p.inStock),
  );
  const matches = base.filter((p) => plan.facets.every((f) => passesFacet(p, f.test)));
  const rows: TIndexCountRow[] = [];
  const row = (k: string, id: number | null, v: string | null, n: number, lo: string | null = null, hi: string | null = null) => rows.push({ k, id, v, n, lo, hi });
  const prices = matches.map((p) => p.price);
  row("total", null, null, matches.length, prices.length ? String(Math.min(...prices)) : null, prices.length ? String(Math.max(...prices)) : null);
  row("instock", null, null, matches.filter((p) => p.inStock).length);
  row("recommended", null, null, matches.filter((p) => p.recommended).length);
  if (signedIn) row("infavorite", null, null, matches.filter((p) => plan.favorites?.includes(p.id)).length);
  const countBy = (k: string, list: TProduct[], valuesOf: (p: TProduct) => (number | string)[]) => {
    const counts = new Map<number | string, number>();
    for (const p of list) for (const v of valuesOf(p)) counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const [v, n] of counts) {
      if (typeof v === "number") row(k, v, null, n);
      else row(k, null, v, n);
    }
  };
  const refOf = (p: TProduct, kind: string) => ({ brand: p.brand, manufacturer: p.manufacturer, country: p.manufacturer, series: p.series, type: p.group, seller: p.seller })[kind] ?? 0;
  for (const kind of ["brand", "manufacturer", "series", "type", "seller"]) countBy(kind, matches, (p) => (refOf(p, kind) ? [refOf(p, kind)] : []));
  countBy("set", matches, (p) => p.sets);
  const features = (k: string, list: TProduct[], only: number | null) => {
    const groups = new Map<string, { id: number; v: string | null; n: number; nums: number[]; texts: string[] }>();
    for (const p of list)
      for (const id of p.values) {
        const value = valueOf(id);
        if (only !== null && value.featureId !== only) continue;
        const key = `${value.featureId}|${value.text}`;
        const g = groups.get(key) ?? { id: value.featureId, v: value.text, n: 0, nums: [], texts: [] };
        g.n += 1;
        if (value.num !== null) {
          g.nums.push(Number(value.num));
          g.texts.push(value.num);
        }
        groups.set(key, g);
      }
    for (const g of groups.values()) {
      const lo = g.nums.length ? g.texts[g.nums.indexOf(Math.min(...g.nums))] : null;
      const hi = g.nums.length ? g.texts[g.nums.indexOf(Math.max(...g.nums))] : null;
      row(k, g.id, g.v, g.n, lo, hi);
    }
  };
  features("feature", matches, plan.featureId);
  plan.facets.forEach((facet, i) => {
    if (plan.featureId !== null && facet.featureId !== plan.featureId) return;
    const others = base.filter((p) => plan.facets.every((f, j) => j === i || passesFacet(p, f.test)));
    const k = `own:${facet.kind}`;
    if (facet.kind === "feature") features(k, others, facet.featureId);
    else if (facet.kind === "set") countBy(k, others, (p) => p.sets);
    else countBy(k, others, (p) => (refOf(p, facet.kind) ? [refOf(p, facet.kind)] : []));
  });
  return rows;
}

const canonical = (rows: TIndexCountRow[]) => rows.map((r) => JSON.stringify([r.k, r.id, r.v, r.n, r.lo, r.hi])).sort();

/** A random product as the index's document. */
function productDoc(p: TProduct): TIndexDocument {
  return doc(p.id, p.lexemes.map((l, i) => `${quote(l)}:${i + 1}B`).join(" "), {
    basePrice: p.price,
    inStock: p.inStock,
    sectionId: p.section,
    brandId: p.brand || null,
    manufacturerId: p.manufacturer || null,
    seriesId: p.series || null,
    groupId: p.group || null,
    sellerId: p.seller || null,
    isRecommended: p.recommended,
    sets: p.sets,
    featureValues: p.values,
  });
}

function indexOf(products: TProduct[]): SiteIndex {
  const index = new SiteIndex(1);
  for (const [id, value] of VALUES) index.values.set(id, value);
  for (const p of products) index.put(productDoc(p));
  return index;
}

/** A random plan as the index evaluates it (no favourites, no company prices). */
const queryOfPlan = (plan: TPlan): TIndexQuery => ({
  filters: { ...noFilters, sectionIds: plan.sectionIds, priceMin: plan.priceMin, priceMax: plan.priceMax, recommended: plan.recommended, instock: plan.instock },
  text: plan.text === "all" || plan.text === "none" ? plan.text : { all: [{ tsquery: queryText(plan.text) }], orCode: null, rankCode: null, typed: null, rank: null },
  facets: plan.facets,
  members: null,
  favorites: null,
  priceTypes: null,
});

describe("facet counts (property-based, against a brute-force count)", () => {
  it("count every facet exactly, a selected facet without its own selection", () => {
    fc.assert(
      fc.property(catalogueArb, planArb, fc.boolean(), (products, plan, signedIn) => {
        const index = indexOf(products);
        const query: TIndexQuery = {
          filters: { ...noFilters, sectionIds: plan.sectionIds, priceMin: plan.priceMin, priceMax: plan.priceMax, recommended: plan.recommended, instock: plan.instock },
          text: plan.text === "all" || plan.text === "none" ? plan.text : { all: [{ tsquery: queryText(plan.text) }], orCode: null, rankCode: null, typed: null, rank: null },
          facets: plan.facets,
          members: null,
          favorites: signedIn ? new Set(plan.favorites ?? []) : null,
          priceTypes: null,
        };
        const got = facetRowsOf(index, query, candidatesOf(index, query), plan.featureId, signedIn);
        expect(canonical(got)).toEqual(canonical(bruteRows(products, plan, signedIn)));
      }),
      { numRuns: 400, seed: 19 },
    );
  });

  it("keep counting exactly after products are replaced and removed (incremental updates)", () => {
    fc.assert(
      fc.property(catalogueArb, catalogueArb, planArb, (before, after, plan) => {
        const index = indexOf(before);
        // Every product becomes its `after` version; those `after` lacks are withdrawn.
        for (const p of before) if (!after.some((q) => q.id === p.id)) index.remove(p.id);
        // Every product of `after` replaces (or adds) its document.
        for (const p of after) index.put(productDoc(p));
        const query = queryOfPlan(plan);
        const got = facetRowsOf(index, query, candidatesOf(index, query), plan.featureId, false);
        expect(canonical(got)).toEqual(canonical(bruteRows(after, plan, false)));
      }),
      { numRuns: 200, seed: 1919 },
    );
  });

  it("page through the matches in order without gaps or repeats, whatever the page size", () => {
    fc.assert(
      fc.property(catalogueArb, fc.integer({ min: 1, max: 7 }), fc.constantFrom("name", "price", "new", "article"), fc.boolean(), (products, size, field, desc) => {
        const index = indexOf(products);
        const query: TIndexQuery = { filters: noFilters, text: "all", facets: [], members: null, favorites: null, priceTypes: null };
        const matches = matchesOf(candidatesOf(index, query));
        const sort = { field, desc, stockId: null } as const;
        const whole = pageOf(index, matches, { text: "all", sort, defaultSort: null, offset: 0, limit: matches.length + 1 });
        const paged: number[] = [];
        for (let offset = 0; offset < matches.length; offset += size) paged.push(...pageOf(index, matches, { text: "all", sort, defaultSort: null, offset, limit: size }));
        expect(paged).toEqual(whole);
        expect(new Set(whole).size).toBe(products.length);
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it("walk a kept sort order to the same page as sorting every match, also after products are replaced and removed", () => {
    const NAMES = ["кабель", "Кабель", "ящик", "abc", "ёж", "еж"];
    // Names, codes and prices with ties, so a descending walk must keep equal keys ascending by id.
    const sortedDoc = (p: TProduct) => ({ ...productDoc(p), nameFold: NAMES[p.price % NAMES.length], codes: `a${p.brand} b${p.id}` });
    const fieldArb = fc.constantFrom("name", "price", "new", "article", "brand", "relevance", null);
    fc.assert(
      fc.property(catalogueArb, catalogueArb, planArb, fieldArb, fc.boolean(), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 7 }), (before, after, plan, field, desc, offset, limit) => {
        const index = new SiteIndex(1);
        for (const [id, value] of VALUES) index.values.set(id, value);
        for (const p of before) index.put(sortedDoc(p));
        const query = queryOfPlan(plan);
        const sort = field === null ? null : ({ field, desc, stockId: null } as const);
        const data = { brandPlace: new Map([[1, 3], [2, 1], [3, 2]]) };
        const page = { text: query.text, sort, defaultSort: null, offset, limit };
        const walk = () => {
          const kept = keptOrderOf(index, page, data);
          if (!kept) return null;
          const { bits } = matchBits(index, candidatesOf(index, query));
          return kept.order.page(() => index.liveSlots(), bits, kept.desc, offset, limit).map((slot) => index.productId[slot]);
        };
        // The orders are sorted once, then kept sorted through the updates.
        walk();
        for (const p of before) if (!after.some((q) => q.id === p.id)) index.remove(p.id);
        for (const p of after) index.put(sortedDoc(p));
        const walked = walk();
        const sorted = pageOf(index, matchesOf(candidatesOf(index, query)), page, data);
        // Relevance with a keyword (asked for, or the default) is ordered per query: it has no kept order.
        expect(walked === null).toBe((field === null || field === "relevance") && typeof query.text === "object");
        if (walked !== null) expect(walked).toEqual(sorted);
      }),
      { numRuns: 400, seed: 2019 },
    );
  });

  it("rank a keyword's page with rank bounds exactly as ranking every match does, also after products are replaced and removed", () => {
    // Documents with weighted, repeated positions (ts_rank differs and ties), codes for the code rank.
    // Few places and weights, so equal ranks are common and a bound a little too low would skip a match.
    const positionArb = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom("A", "A", "B", "D")).map(([p, w]) => `${p}${w}`);
    const lexemeArb = fc.tuple(fc.constantFrom(...LEXEMES), fc.uniqueArray(positionArb, { minLength: 1, maxLength: 3, selector: (p) => p.replace(/\D/g, "") }));
    const rankedArb = fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      lexemes: fc.uniqueArray(lexemeArb, { maxLength: 4, selector: ([l]) => l }),
      codes: fc.constantFrom("ab12 x", "zab12", "ab123", "q", "ab12"),
      brand: fc.integer({ min: 0, max: 3 }),
    });
    const rankedDoc = (p: { id: number; lexemes: [string, string[]][]; codes: string; brand: number }) =>
      doc(p.id, p.lexemes.map(([l, ps]) => `${quote(l)}:${[...ps].sort((a, b) => parseInt(a) - parseInt(b)).join(",")}`).join(" "), { codes: p.codes, brandId: p.brand || null });
    const lexemeQuery = (lexemes: string[]) => (lexemes.length ? lexemes.map(quote).join(" | ") : null);
    const rankPlanArb = fc.record({
      match: queryNodeArb,
      rank: fc.uniqueArray(fc.constantFrom(...LEXEMES, "нет"), { maxLength: 4 }),
      typed: fc.option(fc.uniqueArray(fc.constantFrom(...LEXEMES), { minLength: 1, maxLength: 2 })),
      rankCode: fc.option(fc.constantFrom("ab12", "b1")),
      brands: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 })),
    });
    fc.assert(
      fc.property(fc.array(rankedArb, { maxLength: 50 }), fc.array(rankedArb, { maxLength: 20 }), rankPlanArb, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 6 }), (before, after, plan, offset, limit) => {
        const index = new SiteIndex(1);
        for (const p of before) index.put(rankedDoc(p));
        for (const p of after.slice(0, 5)) index.remove(p.id);
        for (const p of after.slice(5)) index.put(rankedDoc(p));
        const text = { all: [{ tsquery: queryText(plan.match) }], orCode: null, rankCode: plan.rankCode, typed: plan.typed && lexemeQuery(plan.typed), rank: lexemeQuery(plan.rank) };
        const facets = plan.brands ? [{ kind: "brand" as const, featureId: null, test: { kind: "ref" as const, column: "brand" as const, ids: plan.brands } }] : [];
        const query: TIndexQuery = { filters: noFilters, text, facets, members: null, favorites: null, priceTypes: null };
        const matches = matchesOf(candidatesOf(index, query));
        const expected = pageOf(index, matches, { text, sort: null, defaultSort: null, offset, limit });
        expect(relevancePage(index, candidatesOf(index, query), text, offset, limit)).toEqual({ ids: expected, total: matches.length });
      }),
      { numRuns: 500, seed: 1910 },
    );
  });

  it("suggest the same best products as ranking every match, reading names only where they could count", () => {
    const productArb = fc.record({
      id: fc.integer({ min: 1, max: 60 }),
      lexemes: fc.uniqueArray(fc.constantFrom(...LEXEMES), { minLength: 1, maxLength: 3 }),
      name: fc.constantFrom("кабель", "кабель ввг", "ка", "вилка кабельная", "провод", "кабельный канал 16"),
      codes: fc.constantFrom("ka12 x", "ka", "zka", "b1 ka", "q"),
    });
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 50 }), fc.constantFrom("ка", "кабель", "в"), fc.constantFrom("ka", "q", "b1"), fc.integer({ min: 1, max: 8 }), (products, typedText, code, limit) => {
        const index = new SiteIndex(1);
        for (const p of products) index.put(doc(p.id, p.lexemes.map((l, i) => `${quote(l)}:${i + 1}A`).join(" "), { nameFold: p.name, codes: p.codes }));
        const plan = { all: [{ tsquery: "'кабел':* | 'вилк':*" }], orCode: null, rankCode: null, typed: null, rank: null };
        const slots = slotsOf(index.matchQuery(parseTsquery("'кабел':* | 'вилк':*")));
        const rank = (s: number) => (index.firstCode[s] === code ? 4 : 0) + (index.codes[s].startsWith(code) ? 2 : 0) + (index.nameFold[s].startsWith(typedText) ? 1 : 0);
        const expected = slots
          .sort((a, b) => rank(b) - rank(a) || index.nameFold[a].length - index.nameFold[b].length || index.productId[a] - index.productId[b])
          .slice(0, limit)
          .map((s) => index.productId[s]);
        expect(suggestOrder(index, plan, { text: typedText, code }, limit)).toEqual(expected);
      }),
      { numRuns: 400, seed: 1911 },
    );
  });

  it("find codes by substring over the joined codes, also after products are replaced and removed", () => {
    const codeArb = fc.array(fc.constantFrom("a", "b", "1", "2", "-"), { minLength: 0, maxLength: 6 }).map((c) => c.join(""));
    const catalogue = fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), codeArb, codeArb), { maxLength: 30 });
    fc.assert(
      fc.property(catalogue, catalogue, fc.array(codeArb, { minLength: 1, maxLength: 5 }), (before, after, wanted) => {
        const index = new SiteIndex(1);
        const held = new Map<number, string>();
        const put = ([id, a, b]: [number, string, string]) => {
          index.put(doc(id, "", { codes: `${a} ${b}` }));
          held.set(id, `${a} ${b}`);
        };
        before.forEach(put);
        index.matchCode("a"); // joins the codes; the changes below are checked one by one
        for (const [id] of before.slice(0, 3)) {
          index.remove(id);
          held.delete(id);
        }
        after.forEach(put);
        for (const code of wanted) {
          const expected = [...held].filter(([, codes]) => codes.includes(code)).map(([id]) => id).sort((x, y) => x - y);
          expect(idsOf(index, index.matchCode(code))).toEqual(expected);
        }
      }),
      { numRuns: 300, seed: 1905 },
    );
  });

  it("sort a kept order again after a bulk change (more moves than it keeps sorted one by one)", () => {
    const index = new SiteIndex(1);
    for (let id = 1; id <= 50; id++) index.put(doc(id, "", { basePrice: id % 7 }));
    const all: TIndexQuery = { filters: noFilters, text: "all", facets: [], members: null, favorites: null, priceTypes: null };
    const page = { text: "all" as const, sort: { field: "price" as const, desc: true, stockId: null }, defaultSort: null, offset: 3, limit: 10 };
    const walk = () => {
      const kept = keptOrderOf(index, page, {});
      return kept?.order.page(() => index.liveSlots(), matchBits(index, candidatesOf(index, all)).bits, true, 3, 10).map((slot) => index.productId[slot]);
    };
    walk();
    // 2,500 price changes: past the kept moves, the order is sorted afresh on the next page.
    for (let n = 0; n < 2500; n++) index.put(doc((n % 50) + 1, "", { basePrice: (n * 13) % 11 }));
    expect(walk()).toEqual(pageOf(index, matchesOf(candidatesOf(index, all)), page));
  });
});
