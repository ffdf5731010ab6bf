import type { TSort } from "@/lib/contracts/catalog";
import type { TFacetKind, TFacetTest, TFilterPlan } from "../catalog-filters";
import type { TTextPlan } from "../build-text-match";
import { countBits, forEachSlot, slotsOf, type SiteIndex, type TBits, type TFeatureValue, type TPriceTypes } from "./site-index";
import { SlotOrder } from "./slot-order";
import { parseTsquery, rankBound, termsOf, tsRankOr, type TQueryNode } from "./tsvector";

/** A search as the index evaluates it (TSearchPlan of resolve-search, with the selected facets' tests). */
export type TIndexQuery = {
  filters: TFilterPlan;
  text: "all" | "none" | TTextPlan;
  /** The selected multi-value facets, in the order of TResolvedSearch.facetFilters. */
  facets: { kind: TFacetKind; featureId: number | null; test: TFacetTest }[];
  /** An analog/related search: the products it lists (its source never among them). */
  members: Set<number> | null;
  /** The user's favourite products, when the search is limited to them or counts them. */
  favorites: Set<number> | null;
  /** The buyer's company price type: price filters, the price range and price sorts use its prices. */
  priceTypes: TPriceTypes | null;
};

/**
 * The matches of every condition but the selected facets (`bits`), and for each of them (`masks`, by
 * slot; null without selected facets) a bit per selected facet it passes; `full`: every facet passed.
 * `masks` is the index's scratch array: valid until the next evaluation of that index.
 */
export type TCandidates = { bits: TBits; masks: Uint32Array | null; full: number };

const parsed = new Map<string, TQueryNode>();
/** A tsquery text parsed once (the same few texts repeat across a page, its facets and the probes). */
function queryOf(text: string): TQueryNode {
  let node = parsed.get(text);
  if (!node) {
    if (parsed.size > 2000) parsed.clear();
    node = parseTsquery(text);
    parsed.set(text, node);
  }
  return node;
}

function and(a: TBits, b: TBits): TBits {
  for (let i = 0; i < a.length; i++) a[i] &= b[i];
  return a;
}
function or(a: TBits, b: TBits): TBits {
  for (let i = 0; i < a.length; i++) a[i] |= b[i];
  return a;
}

/** The products a keyword's plan matches (every product for "all", none for "none"); the caller may change the bits. */
export function textBits(index: SiteIndex, text: TIndexQuery["text"]): TBits {
  if (text === "all") return index.allBits();
  if (text === "none") return index.emptyBits();
  return index.memo(`text\u0000${JSON.stringify(text)}`, () => planBits(index, text)).slice();
}

function planBits(index: SiteIndex, text: TTextPlan): TBits {
  let acc: TBits | null = null;
  for (const clause of text.all) {
    const bits =
      "tsquery" in clause
        ? index.matchQuery(queryOf(clause.tsquery))
        : clause.orWords
          ? or(index.matchCode(clause.code), index.matchQuery(queryOf(clause.orWords)))
          : index.matchCode(clause.code);
    acc = acc ? and(acc, bits) : bits;
  }
  acc ??= index.emptyBits();
  return text.orCode ? or(acc, index.matchCode(text.orCode)) : acc;
}

/** The value ids of the site's dictionary a feature filter accepts (as its SQL subquery selects them). */
function acceptedValues(index: SiteIndex, test: Extract<TFacetTest, { kind: "feature" }>): Set<number> {
  const out = new Set<number>();
  for (const id of index.valuesOfFeature(test.featureId)) {
    const value = index.values.get(id) as TFeatureValue;
    const ok = test.alternatives.some((alt) => {
      if ("range" in alt) {
        if (value.num === null) return false;
        const n = Number(value.num);
        return (alt.range.from === null || n >= alt.range.from) && (alt.range.to === null || n <= alt.range.to);
      }
      if ("text" in alt) return value.text !== null && value.text.toLowerCase() === alt.text;
      const shown = value.text ?? value.num;
      return shown !== null && alt.anyOf.includes(shown.toLowerCase());
    });
    if (ok) out.add(id);
  }
  return out;
}

type TSlotTest = (slot: number) => boolean;

/**
 * Per candidate, this many feature values are read on average by a flag test (≈ 4.9 per product in the
 * benchmark catalogue): a feature facet whose accepted values' product lists are shorter than the
 * candidates times this is tested by a bit set made from those lists instead.
 */
const VALUES_PER_CANDIDATE = 4;

function facetTest(index: SiteIndex, test: TFacetTest, candidates: number): TSlotTest {
  if (test.kind === "ref") {
    const ids = new Set(test.ids);
    const column = index[test.column];
    return (slot) => ids.has(column[slot]);
  }
  if (test.kind === "set") {
    const labels = new Set(test.labels);
    return (slot) => index.sets[slot].some((s) => labels.has(s));
  }
  const acceptedIds = acceptedValues(index, test);
  if (acceptedIds.size === 0) return () => false;
  let listed = 0;
  for (const id of acceptedIds) listed += index.slotsOfValue(id).length;
  if (listed < candidates * VALUES_PER_CANDIDATE) {
    // Few products have an accepted value: their bits, from the value → products lists.
    const having = index.emptyBits();
    for (const id of acceptedIds) for (const slot of index.slotsOfValue(id)) having[slot >>> 5] |= 1 << (slot & 31);
    return (slot) => (having[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }
  // A flag per value id: a Set's lookup per value of every candidate was the most of a narrowed search.
  const accepted = new Uint8Array(index.maxValue + 1);
  for (const id of acceptedIds) if (id <= index.maxValue) accepted[id] = 1;
  return (slot) => {
    const values = index.featureValues[slot];
    for (let i = 0; i < values.length; i++) if (accepted[values[i]] === 1) return true;
    return false;
  };
}

/** The products that pass every condition but the selected facets, with the facets each one passes. */
export function candidatesOf(index: SiteIndex, query: TIndexQuery): TCandidates {
  const bits = textBits(index, query.text);
  if (query.members) {
    const members = index.emptyBits();
    for (const id of query.members) {
      const slot = index.slotOfProduct(id);
      if (slot !== undefined) members[slot >>> 5] |= 1 << (slot & 31);
    }
    and(bits, members);
  }
  const f = query.filters;
  const sections = f.sectionIds ? new Set(f.sectionIds) : null;
  const favorites = f.favoritesOf !== null ? (query.favorites ?? new Set<number>()) : null;
  const candidateCount = query.facets.length > 0 ? countBits(bits) : 0;
  const tests = query.facets.map((facet) => facetTest(index, facet.test, candidateCount));
  const priceOf = index.priceOf(query.priceTypes);
  const filtered = sections !== null || f.priceMin !== null || f.priceMax !== null || f.recommended || f.instock || favorites !== null;
  const masks = tests.length > 0 ? index.scratch() : null;
  if (!filtered && !masks) return { bits, masks, full: 0 };
  // Signed words: see slotsOf.
  const words = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
  for (let w = 0; w < words.length; w++) {
    let word = words[w];
    let kept = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const slot = (w << 5) + 31 - Math.clz32(low);
      if (
        filtered &&
        ((sections && !sections.has(index.section[slot])) ||
          (f.priceMin !== null && !(priceOf(slot) >= f.priceMin)) ||
          (f.priceMax !== null && !(priceOf(slot) <= f.priceMax)) ||
          (f.recommended && !index.recommended[slot]) ||
          (f.instock && !index.inStock[slot]) ||
          (favorites && !favorites.has(index.productId[slot])))
      ) {
        kept ^= low;
        continue;
      }
      if (masks) {
        let mask = 0;
        for (let i = 0; i < tests.length; i++) if (tests[i](slot)) mask |= 1 << i;
        masks[slot] = mask;
      }
    }
    words[w] = kept;
  }
  return { bits, masks, full: (1 << tests.length) - 1 };
}

/** The matches of every condition (the selected facets too), in slot order. */
export function matchesOf(candidates: TCandidates): number[] {
  const { masks, full } = candidates;
  const slots = slotsOf(candidates.bits);
  return masks ? slots.filter((slot) => masks[slot] === full) : slots;
}

/** The matches as a bit set, and how many there are. */
export function matchBits(index: SiteIndex, candidates: TCandidates): { bits: TBits; count: number } {
  const { masks, full } = candidates;
  if (!masks) return { bits: candidates.bits, count: countBits(candidates.bits) };
  const bits = index.emptyBits();
  let count = 0;
  forEachSlot(candidates.bits, (slot) => {
    if (masks[slot] !== full) return;
    bits[slot >>> 5] |= 1 << (slot & 31);
    count += 1;
  });
  return { bits, count };
}

/** What a sort needs besides the index: the stock of the sorted warehouse, the brands' places. */
export type TSortData = { stock?: Map<number, number>; brandPlace?: Map<number, number>; priceTypes?: TPriceTypes | null };

type TKey = { values: ArrayLike<number | string>; desc: boolean; text?: Intl.Collator };

/** Names in the database's order (`COLLATE ru_ru`); equal by collation falls back to code points, as a deterministic collation does. */
const compareText = (collator: Intl.Collator, a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The sort keys of the matches, as orderKeys makes them for SQL: relevance (code exact 3 > prefix 2 >
 * substring 1, the typed words before synonyms, ts_rank), name, price, article, brand, new, stock; the
 * product id breaks ties.
 */
function keysOf(index: SiteIndex, slots: number[], text: TIndexQuery["text"], sort: TSort | null, defaultSort: TSort | null, data: TSortData): TKey[] {
  const keys: TKey[] = [];
  const plan = typeof text === "object" ? text : null;
  const effective = sort ?? (plan ? { field: "relevance" as const, desc: false, stockId: null } : defaultSort);
  const column = (f: (slot: number) => number | string) => slots.map(f);
  // Numbers in a typed array: a ts_rank in a plain array is a heap number each.
  const numbers = (f: (slot: number) => number) => {
    const out = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) out[i] = f(slots[i]);
    return out;
  };
  if (effective) {
    const d = effective.desc;
    switch (effective.field) {
      case "relevance":
        if (!plan) break;
        if (plan.rankCode) {
          const code = plan.rankCode;
          // Only products whose codes hold the code rank above 0: their bits first, no string work for the rest.
          const holding = index.matchCode(code);
          keys.push({ values: numbers((s) => (holding[s >>> 5] & (1 << (s & 31)) ? codeRank(index.codes[s], code) : 0)), desc: true });
        }
        if (plan.typed) {
          const typedText = plan.typed;
          const typed = index.memo(`query\u0000${typedText}`, () => index.matchQuery(queryOf(typedText)));
          keys.push({ values: numbers((s) => (typed[s >>> 5] & (1 << (s & 31)) ? 1 : 0)), desc: true });
        }
        if (plan.rank) {
          const ids = index.lexemeIdsOf([...termsOf(queryOf(plan.rank))].sort());
          keys.push({ values: numbers((s) => tsRankOr((id) => index.positionsOfId(s, id), ids)), desc: true });
        }
        break;
      case "name":
        keys.push({ values: column((s) => index.nameFold[s]), desc: d, text: index.nameOrder });
        break;
      case "price":
        keys.push({ values: column(index.priceOf(data.priceTypes ?? null)), desc: d });
        break;
      case "article":
        keys.push({ values: column((s) => index.firstCode[s]), desc: d });
        break;
      case "brand":
        keys.push({ values: column((s) => data.brandPlace?.get(index.brand[s]) ?? 0), desc: d });
        break;
      case "new":
        keys.push({ values: column((s) => index.productId[s]), desc: !d });
        break;
      case "stock":
        keys.push({ values: column((s) => data.stock?.get(index.productId[s]) ?? 0), desc: d });
        break;
    }
  }
  keys.push({ values: column((s) => index.productId[s]), desc: false });
  return keys;
}

/**
 * How well a product's codes (folded, space-separated) match a typed code: the first or second code
 * exactly 3, the first code starting with it 2, anywhere 1 — without splitting the string.
 */
function codeRank(codes: string, code: string): number {
  const space = codes.indexOf(" ");
  const firstEnd = space < 0 ? codes.length : space;
  if (firstEnd === code.length && codes.startsWith(code)) return 3;
  if (space >= 0) {
    const next = codes.indexOf(" ", space + 1);
    const secondEnd = next < 0 ? codes.length : next;
    if (secondEnd - space - 1 === code.length && codes.startsWith(code, space + 1)) return 3;
  }
  if (codes.startsWith(code)) return 2;
  return codes.includes(code) ? 1 : 0;
}

/** Compares two items (places in the keys' value lists) key by key. */
function comparatorOf(keys: TKey[]): (a: number, b: number) => number {
  return (a, b) => {
    for (const key of keys) {
      const x = key.values[a];
      const y = key.values[b];
      if (x === y) continue;
      const c = key.text ? compareText(key.text, x as string, y as string) : x < y ? -1 : x > y ? 1 : 0;
      if (c !== 0) return key.desc ? -c : c;
    }
    return 0;
  };
}

/**
 * A line of a buyer's list (the import wizard's matcher): the best `want` products its keyword finds,
 * the exact whole name first, then by relevance as the catalogue ranks a keyword.
 */
export function lineCandidates(index: SiteIndex, text: TTextPlan, name: string, want: number): number[] {
  const slots = slotsOf(textBits(index, text));
  const keys = [{ values: slots.map((s) => (index.nameFold[s] === name ? 1 : 0)), desc: true }, ...keysOf(index, slots, text, null, null, {})];
  return topOrder(slots.length, comparatorOf(keys), want).map((i) => index.productId[slots[i]]);
}

/**
 * The kept order of a sort that does not depend on the keyword (name, price, article, brand, new, none:
 * the product id), and which way to walk it; null for relevance with a keyword and for a warehouse's
 * stock (read from the database per query), which are ordered per query (pageOf).
 */
export function keptOrderOf(
  index: SiteIndex,
  query: { text: TIndexQuery["text"]; sort: TSort | null; defaultSort: TSort | null },
  data: TSortData,
): { order: SlotOrder; desc: boolean } | null {
  const plan = typeof query.text === "object" ? query.text : null;
  const effective = query.sort ?? (plan ? null : query.defaultSort);
  if (query.sort === null && plan) return null;
  const id = index.productId;
  const byId = (a: number, b: number) => id[a] - id[b];
  const kept = (name: string, key: (slot: number) => number | string, text?: Intl.Collator) =>
    index.order(
      name,
      () =>
        new SlotOrder(
          text
            ? (a, b) => compareText(text, key(a) as string, key(b) as string) || byId(a, b)
            : (a, b) => {
                const x = key(a);
                const y = key(b);
                return x < y ? -1 : x > y ? 1 : byId(a, b);
              },
          (a, b) => key(a) === key(b),
        ),
    );
  const byIdOrder = () => index.order("id", () => new SlotOrder(byId, (a, b) => a === b));
  if (!effective) return { order: byIdOrder(), desc: false };
  const d = effective.desc;
  switch (effective.field) {
    case "relevance":
      return plan ? null : { order: byIdOrder(), desc: false };
    case "name":
      return { order: kept("name", (s) => index.nameFold[s], index.nameOrder), desc: d };
    case "price": {
      const types = data.priceTypes ?? null;
      return { order: kept(types ? `price:${types.own}:${types.base}` : "price", index.priceOf(types)), desc: d };
    }
    case "article":
      return { order: kept("article", (s) => index.firstCode[s]), desc: d };
    case "brand": {
      // Kept per brands' order: a renamed or new brand makes another one.
      const places = data.brandPlace ?? new Map<number, number>();
      let size = 0;
      for (const brand of places.keys()) size = Math.max(size, brand + 1);
      const placeOf = new Int32Array(size);
      for (const [brand, place] of places) placeOf[brand] = place;
      const name = `brand:${[...places].map(([brand, place]) => `${brand}.${place}`).join(",")}`;
      return { order: kept(name, (s) => placeOf[index.brand[s]] ?? 0), desc: d };
    }
    case "new":
      return { order: byIdOrder(), desc: !d };
    case "stock":
      return null;
  }
}

/** A page of the matches in order (the best `offset + limit` of them, topOrder). */
export function pageOf(
  index: SiteIndex,
  matches: number[],
  query: { text: TIndexQuery["text"]; sort: TSort | null; defaultSort: TSort | null; offset: number; limit: number },
  data: TSortData = {},
): number[] {
  const compare = comparatorOf(keysOf(index, matches, query.text, query.sort, query.defaultSort, data));
  const want = query.offset + query.limit;
  return topOrder(matches.length, compare, want)
    .slice(query.offset, want)
    .map((i) => index.productId[matches[i]]);
}

/**
 * A page of a keyword's matches by relevance (as keysOf orders them: code rank, the typed words, ts_rank,
 * the product id) and their number, without a full rank of every match: the matches are walked in slot
 * order keeping the best `offset + limit`; a match gets its ts_rank only when its upper bound (its
 * matched lexemes, counted from the postings, times its best lexeme's contribution) could still put it
 * among them. Equal to pageOf on the same matches (the property tests compare them).
 */
export function relevancePage(index: SiteIndex, candidates: TCandidates, plan: TTextPlan, offset: number, limit: number): { ids: number[]; total: number } {
  const want = offset + limit;
  const { masks, full } = candidates;
  const code = plan.rankCode;
  const holding = code ? index.matchCode(code) : null;
  const typedText = plan.typed;
  const typed = typedText ? index.memo(`query\u0000${typedText}`, () => index.matchQuery(queryOf(typedText))) : null;
  const ids = plan.rank ? index.lexemeIdsOf([...termsOf(queryOf(plan.rank))].sort()) : [];
  // How many of the rank's lexemes each document has, from the postings (set back to zero at the end).
  const found = index.scratchCounts();
  for (const id of ids) for (const slot of index.postingsOfId(id)) found[slot] += 1;
  const productId = index.productId;
  const best = index.bestImpact;
  const n = ids.length;
  // A count past 255 wraps in the scratch bytes: then every lexeme is taken as found.
  const wraps = n > 255;
  // The kept best, best first: slots with their keys (code rank × 2 + typed words, ts_rank).
  const keptSlots: number[] = [];
  const keptClass: number[] = [];
  const keptRank: number[] = [];
  // The last kept entry's keys once `want` are kept (what a match must beat).
  let filled = false;
  let worstClass = 0;
  let worstRank = 0;
  let worstId = 0;
  let total = 0;
  const words = new Int32Array(candidates.bits.buffer, candidates.bits.byteOffset, candidates.bits.length);
  for (let w = 0; w < words.length; w++) {
    for (let word = words[w]; word !== 0; ) {
      const low = word & -word;
      word ^= low;
      const slot = (w << 5) + 31 - Math.clz32(low);
      if (masks && masks[slot] !== full) continue;
      total += 1;
      if (want === 0) continue;
      const klass = (holding && holding[w] & low ? codeRank(index.codes[slot], code as string) * 2 : 0) + (typed && typed[w] & low ? 1 : 0);
      if (filled) {
        if (klass < worstClass) continue;
        if (klass === worstClass) {
          const bound = n ? rankBound(best[slot], wraps ? n : found[slot], n) : 0;
          if (bound < worstRank || (bound === worstRank && productId[slot] > worstId)) continue;
        }
      }
      const rank = n ? tsRankOr((id) => index.positionsOfId(slot, id), ids) : 0;
      const id = productId[slot];
      if (filled && (klass < worstClass || (klass === worstClass && (rank < worstRank || (rank === worstRank && id > worstId))))) continue;
      let at = keptSlots.length;
      while (at > 0 && (klass !== keptClass[at - 1] ? klass > keptClass[at - 1] : rank !== keptRank[at - 1] ? rank > keptRank[at - 1] : id < productId[keptSlots[at - 1]])) at -= 1;
      keptSlots.splice(at, 0, slot);
      keptClass.splice(at, 0, klass);
      keptRank.splice(at, 0, rank);
      if (keptSlots.length > want) {
        keptSlots.pop();
        keptClass.pop();
        keptRank.pop();
      }
      if (keptSlots.length === want) {
        filled = true;
        worstClass = keptClass[want - 1];
        worstRank = keptRank[want - 1];
        worstId = productId[keptSlots[want - 1]];
      }
    }
  }
  found.fill(0, 0, index.slots);
  return { ids: keptSlots.slice(offset).map((slot) => productId[slot]), total };
}

/**
 * The first `want` of `count` items (0…count-1) in the order of `compare`: kept by insertion into a
 * short sorted list when few are wanted (each item compared about log(want) times), else a whole sort.
 */
export function topOrder(count: number, compare: (a: number, b: number) => number, want: number): number[] {
  if (want * 8 >= count) return Array.from({ length: count }, (_, i) => i).sort(compare).slice(0, want);
  const order: number[] = [];
  for (let i = 0; i < count; i++) {
    if (order.length === want && compare(i, order[want - 1]) >= 0) continue;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(order[mid], i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    order.splice(lo, 0, i);
    if (order.length > want) order.pop();
  }
  return order;
}

/**
 * The suggestions among a prefix keyword's matches, best first, as suggest orders them: the article
 * exactly, a code starting with the typed code, a name starting with the typed text, shorter names, ids.
 */
export function suggestOrder(index: SiteIndex, text: TTextPlan, typed: { text: string; code: string }, limit: number): number[] {
  if (limit <= 0) return [];
  // Only products whose codes hold the typed code can have a code part (4 + 2) of the rank: their bits.
  const holding = index.matchCode(typed.code);
  // The best `limit` kept with their ranks while the matches' bits are walked: no array of every match
  // (a two-letter prefix matches half the catalogue).
  const kept: { slot: number; rank: number }[] = [];
  const compare = (slot: number, rank: number, b: { slot: number; rank: number }) =>
    b.rank - rank || index.nameFold[slot].length - index.nameFold[b.slot].length || index.productId[slot] - index.productId[b.slot];
  const bits = textBits(index, text);
  const words = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
  for (let w = 0; w < words.length; w++) {
    for (let word = words[w]; word !== 0; ) {
      const low = word & -word;
      word ^= low;
      const slot = (w << 5) + 31 - Math.clz32(low);
      let rank = holding[w] & low ? (index.firstCode[slot] === typed.code ? 4 : 0) + (index.codes[slot].startsWith(typed.code) ? 2 : 0) : 0;
      // The name's part (1) is read only when the rank with it could still beat the last kept.
      if (kept.length === limit && compare(slot, rank + 1, kept[limit - 1]) >= 0) continue;
      if (index.nameFold[slot].startsWith(typed.text)) rank += 1;
      if (kept.length === limit && compare(slot, rank, kept[limit - 1]) >= 0) continue;
      let at = kept.length;
      while (at > 0 && compare(slot, rank, kept[at - 1]) < 0) at -= 1;
      kept.splice(at, 0, { slot, rank });
      if (kept.length > limit) kept.pop();
    }
  }
  return kept.map((k) => index.productId[k.slot]);
}

/** A row of the facet counts, as the SQL statement returns them (TCountRow of get-search-filters). */
export type TIndexCountRow = { k: string; id: number | null; v: string | null; n: number; lo: string | null; hi: string | null };

const REF_COLUMN: Record<Exclude<TFacetKind, "set" | "feature">, "brand" | "manufacturer" | "seller" | "series" | "group"> = {
  brand: "brand",
  manufacturer: "manufacturer",
  country: "manufacturer",
  seller: "seller",
  series: "series",
  type: "group",
};

/** Counts of a group of rows: value → count, in the order values were first met. */
class Counter {
  readonly n = new Map<string | number, number>();
  add(key: string | number): void {
    this.n.set(key, (this.n.get(key) ?? 0) + 1);
  }
}

/**
 * Counts of small integer ids (reference ids, feature value ids) in an array indexed by id, in the order
 * ids were first met: a Map's lookups per value were most of the counting of a broad search's facets.
 */
class IdCounter {
  private counts: Int32Array;
  readonly touched: number[] = [];
  constructor(size: number) {
    this.counts = new Int32Array(size + 1);
  }
  add(id: number): void {
    if (id >= this.counts.length) {
      const grown = new Int32Array(id * 2 + 1);
      grown.set(this.counts);
      this.counts = grown;
    }
    if (this.counts[id]++ === 0) this.touched.push(id);
  }
  addAll(ids: Int32Array): void {
    for (let i = 0; i < ids.length; i++) this.add(ids[i]);
  }
  count(id: number): number {
    return this.counts[id];
  }
}

type TFeatureCount = { featureId: number; text: string | null; n: number; lo: number | null; hi: number | null; loText: string | null; hiText: string | null };

/** The counts of feature values folded into one row per feature and text (numeric values: one row with their range). */
function featureRows(k: string, index: SiteIndex, counted: IdCounter, only: number | null): TIndexCountRow[] {
  const out = new Map<string, TFeatureCount>();
  for (const id of counted.touched) {
    const value = index.values.get(id);
    if (!value || (only !== null && value.featureId !== only)) continue;
    const key = `${value.featureId}\u0000${value.text ?? "\u0001"}`;
    let row = out.get(key);
    if (!row) {
      row = { featureId: value.featureId, text: value.text, n: 0, lo: null, hi: null, loText: null, hiText: null };
      out.set(key, row);
    }
    row.n += counted.count(id);
    if (value.num !== null) {
      const num = Number(value.num);
      if (row.lo === null || num < row.lo) [row.lo, row.loText] = [num, value.num];
      if (row.hi === null || num > row.hi) [row.hi, row.hiText] = [num, value.num];
    }
  }
  return [...out.values()].map((c) => ({ k, id: c.featureId, v: c.text, n: c.n, lo: c.loText, hi: c.hiText }));
}

const idRows = (k: string, counter: IdCounter): TIndexCountRow[] => counter.touched.map((id) => ({ k, id, v: null, n: counter.count(id), lo: null, hi: null }));

/**
 * The facet counts of a search as facetSelects counts them: the total with the price range, in stock,
 * recommended, in favourites (for a signed-in user), the reference facets, set labels and feature
 * values over the matches; and each selected facet's own values over the candidates that pass every
 * *other* selected facet (`own:` rows; the multi-select rule). `featureId`: that feature's values only.
 */
export function facetRowsOf(index: SiteIndex, query: TIndexQuery, candidates: TCandidates, featureId: number | null, signedIn: boolean): TIndexCountRow[] {
  const { masks, full } = candidates;
  let total = 0;
  let inStock = 0;
  let recommended = 0;
  let favorite = 0;
  let lo: number | null = null;
  let hi: number | null = null;
  const refs = {
    brand: new IdCounter(index.maxRef),
    manufacturer: new IdCounter(index.maxRef),
    series: new IdCounter(index.maxRef),
    type: new IdCounter(index.maxRef),
    seller: new IdCounter(index.maxRef),
  };
  const sets = new Counter();
  const features = new IdCounter(index.maxValue);
  const own = query.facets.map((facet) => ({
    counter: new Counter(),
    ids: new IdCounter(facet.kind === "feature" ? index.maxValue : index.maxRef),
  }));
  const priceOf = index.priceOf(query.priceTypes);
  const favorites = signedIn ? query.favorites : null;
  forEachSlot(candidates.bits, (slot) => {
      const mask = masks ? masks[slot] : 0;
      if (mask === full) {
        total += 1;
        const price = priceOf(slot);
        if (lo === null || price < lo) lo = price;
        if (hi === null || price > hi) hi = price;
        if (index.inStock[slot]) inStock += 1;
        if (index.recommended[slot]) recommended += 1;
        if (favorites?.has(index.productId[slot])) favorite += 1;
        if (index.brand[slot]) refs.brand.add(index.brand[slot]);
        if (index.manufacturer[slot]) refs.manufacturer.add(index.manufacturer[slot]);
        if (index.series[slot]) refs.series.add(index.series[slot]);
        if (index.group[slot]) refs.type.add(index.group[slot]);
        if (index.seller[slot]) refs.seller.add(index.seller[slot]);
        for (const label of index.sets[slot]) sets.add(label);
        features.addAll(index.featureValues[slot]);
      }
      for (let f = 0; f < own.length; f++) {
        if ((mask | (1 << f)) !== full) continue;
        const facet = query.facets[f];
        if (facet.kind === "feature") {
          if (featureId === null || facet.featureId === featureId) own[f].ids.addAll(index.featureValues[slot]);
        } else if (facet.kind === "set") {
          for (const label of index.sets[slot]) own[f].counter.add(label);
        } else {
          const value = index[REF_COLUMN[facet.kind]][slot];
          if (value) own[f].ids.add(value);
        }
      }
  });
  const rows: TIndexCountRow[] = [
    { k: "total", id: null, v: null, n: total, lo: lo === null ? null : String(lo), hi: hi === null ? null : String(hi) },
    { k: "instock", id: null, v: null, n: inStock, lo: null, hi: null },
    { k: "recommended", id: null, v: null, n: recommended, lo: null, hi: null },
  ];
  for (const [k, counter] of Object.entries(refs)) rows.push(...idRows(k, counter));
  for (const [v, n] of sets.n) rows.push({ k: "set", id: null, v: String(v), n, lo: null, hi: null });
  rows.push(...featureRows("feature", index, features, featureId));
  if (signedIn) rows.push({ k: "infavorite", id: null, v: null, n: favorite, lo: null, hi: null });
  query.facets.forEach((facet, f) => {
    if (featureId !== null && facet.featureId !== featureId) return;
    const k = `own:${facet.kind}`;
    if (facet.kind === "feature") rows.push(...featureRows(k, index, own[f].ids, facet.featureId));
    else if (facet.kind === "set") for (const [v, n] of own[f].counter.n) rows.push({ k, id: null, v: String(v), n, lo: null, hi: null });
    else rows.push(...idRows(k, own[f].ids));
  });
  return rows;
}
