import { CodeGrams } from "./code-grams";
import type { SlotOrder } from "./slot-order";
import { lexemeImpact, parseTsvector, type TQueryNode } from "./tsvector";

/** A search document as product_search holds it (vector as text), read by the index. */
export type TIndexDocument = {
  productId: number;
  vector: string;
  codes: string;
  nameFold: string;
  basePrice: number;
  inStock: boolean;
  sectionId: number | null;
  brandId: number | null;
  manufacturerId: number | null;
  seriesId: number | null;
  groupId: number | null;
  sellerId: number | null;
  isRecommended: boolean;
  sets: string[];
  featureValues: number[];
  /** The product's prices by price type (product_prices): [price type id, price]. */
  prices: [number, number][];
};

/** A buyer's company price type and the site's base price type (null: none), for prices as the buyer sees them. */
export type TPriceTypes = { own: number; base: number | null };

/** A (feature, value) pair of the site's dictionary (search_feature_values); `num` as PostgreSQL prints numeric(14,4). */
export type TFeatureValue = { featureId: number; text: string | null; num: string | null };

/** A set of slots: one bit per slot. */
export type TBits = Uint32Array;

const EMPTY = new Int32Array(1);
const NO_SLOTS: readonly number[] = [];
/** Sort orders kept at most (the fixed sorts, price orders of a few price types, the brands' order). */
const MAX_ORDERS = 12;
/** Slots changed since the codes' text was joined, checked one by one until there are this many. */
const MAX_CODE_CHANGES = 2000;
/** Separates the codes of two products in the joined text (never part of a folded code). */
const CODE_SEPARATOR = "\n";

/**
 * The in-process search index of one site: the documents of product_search in slots (a removed
 * product's slot is reused), postings (lexeme → slots), the lexemes sorted for prefix terms, and the
 * columns filters, sorts and facets read. Pure data: loading and freshness are in load-index.ts.
 *
 * A document's lexemes are kept as one Int32Array per product: [n, lexeme ids ×n (ascending), ends of
 * the position lists ×n, positions…], each position `place * 4 + weight` (3 = A … 0 = D) — ≈ 0.6 KB a
 * product instead of a Map of arrays (≈ 3 KB); lexemes are numbered in a dictionary of the site.
 */
export class SiteIndex {
  readonly siteId: number;
  /** The last change (search_changes.seq) applied. */
  lastSeq = 0;
  /** The oldest transaction in progress when the feed was last read: its rows (and later ones) are read again. */
  xmin = 0;
  /** The seqs of rows of such transactions already applied. */
  pendingSeqs = new Set<number>();
  /** When the feed was last read (Date.now()). */
  caughtUpAt = 0;
  /**
   * The order of names, as the database's `ru_ru` collation sorts them (load-index.ts asks it): ICU's
   * Russian tailoring puts Cyrillic before Latin; PGlite's ICU data lacks it and sorts as the root locale.
   */
  nameOrder = new Intl.Collator("ru");
  private readonly slotOf = new Map<number, number>();
  private readonly free: number[] = [];
  productId: number[] = [];
  alive: boolean[] = [];
  docs: Int32Array[] = [];
  codes: string[] = [];
  firstCode: string[] = [];
  nameFold: string[] = [];
  price: number[] = [];
  inStock: boolean[] = [];
  section: number[] = [];
  brand: number[] = [];
  manufacturer: number[] = [];
  series: number[] = [];
  group: number[] = [];
  seller: number[] = [];
  recommended: boolean[] = [];
  /**
   * Each slot's largest ts_rank contribution of one lexeme (the float4 sum of its positions' weights as
   * tsRankOr computes it, before the division by π²/6): a query's rank of the slot is at most this times
   * the query's lexemes the document has, over their number (rank bounds, evaluate.ts relevancePage).
   */
  bestImpact: number[] = [];
  /** Price type id → each slot's price of that type (undefined: none), for a buyer's company prices. */
  readonly typePrices = new Map<number, (number | undefined)[]>();
  sets: string[][] = [];
  featureValues: Int32Array[] = [];
  readonly values = new Map<number, TFeatureValue>();
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemeTexts: string[] = [];
  /** Feature value id → the slots whose product has it (unordered; a value held twice is listed twice). */
  private readonly valueSlots = new Map<number, number[]>();
  /** Lexeme id → the slots whose document has it (unordered). */
  private readonly postings = new Map<number, number[]>();
  private sortedLexemes: string[] | null = null;
  private readonly codeGrams = new CodeGrams();
  /** Counts every put and remove: what was computed from the index at one version is still true at it. */
  version = 0;
  /** The largest id in a reference column (brand … seller): the size of a facet's count array. */
  maxRef = 0;
  /** The largest feature value id a document holds. */
  maxValue = 0;
  /** Kept sort orders by name (evaluate.ts makes them); each put and remove keeps them sorted. */
  private readonly orders = new Map<string, SlotOrder>();
  /**
   * Every live product's codes joined by CODE_SEPARATOR, so a code is looked for with indexOf over one
   * string; `codeStarts[i]` is where the codes of `codeSlots[i]` start. Slots changed since it was joined
   * are in `codeChanged` and checked one by one.
   */
  private codeText: string | null = null;
  private codeStarts = new Int32Array(0);
  private codeSlots = new Int32Array(0);
  private readonly codeChanged = new Set<number>();
  /** One bit per live slot. */
  private live = new Uint32Array(0);
  private scratchMasks = new Uint32Array(0);
  private scratchHits = new Uint8Array(0);

  constructor(siteId: number) {
    this.siteId = siteId;
  }

  /** How many products the index holds. */
  get size(): number {
    return this.slotOf.size;
  }

  /** How many slots there are (live or free): the length of a bit set. */
  get slots(): number {
    return this.productId.length;
  }

  slotOfProduct(productId: number): number | undefined {
    return this.slotOf.get(productId);
  }

  /** Adds or replaces a product's document. */
  put(doc: TIndexDocument): void {
    this.remove(doc.productId);
    const slot = this.free.pop() ?? this.productId.length;
    const lexemes = parseTsvector(doc.vector);
    // Dictionary morphology needs no keys of its own here: the query side adds the stems of every form of
    // a typed word (lexemesWithForms, build-text-match.ts), and the plan this index evaluates carries them.
    const entries = [...lexemes].map(([lexeme, positions]) => ({ id: this.lexemeId(lexeme), positions })).sort((a, b) => a.id - b.id);
    const n = entries.length;
    const packed = new Int32Array(1 + 2 * n + entries.reduce((sum, e) => sum + e.positions.length, 0));
    packed[0] = n;
    let end = 0;
    entries.forEach((e, i) => {
      packed[1 + i] = e.id;
      packed.set(e.positions, 1 + 2 * n + end);
      end += e.positions.length;
      packed[1 + n + i] = end;
    });
    this.slotOf.set(doc.productId, slot);
    this.productId[slot] = doc.productId;
    this.alive[slot] = true;
    this.setLive(slot, true);
    this.docs[slot] = packed;
    this.bestImpact[slot] = entries.reduce((best, e) => Math.max(best, lexemeImpact(e.positions)), 0);
    this.codes[slot] = doc.codes;
    this.codeGrams.add(slot, doc.codes);
    this.firstCode[slot] = doc.codes.split(" ")[0] ?? "";
    this.nameFold[slot] = doc.nameFold;
    this.price[slot] = doc.basePrice;
    this.inStock[slot] = doc.inStock;
    this.section[slot] = doc.sectionId ?? 0;
    this.brand[slot] = doc.brandId ?? 0;
    this.manufacturer[slot] = doc.manufacturerId ?? 0;
    this.series[slot] = doc.seriesId ?? 0;
    this.group[slot] = doc.groupId ?? 0;
    this.seller[slot] = doc.sellerId ?? 0;
    this.recommended[slot] = doc.isRecommended;
    for (const [type, price] of doc.prices) {
      let column = this.typePrices.get(type);
      if (!column) {
        column = [];
        this.typePrices.set(type, column);
      }
      column[slot] = price;
    }
    this.sets[slot] = doc.sets;
    this.featureValues[slot] = Int32Array.from(doc.featureValues);
    for (const value of doc.featureValues) {
      if (value > this.maxValue) this.maxValue = value;
      let list = this.valueSlots.get(value);
      if (!list) {
        list = [];
        this.valueSlots.set(value, list);
      }
      list.push(slot);
    }
    this.maxRef = Math.max(this.maxRef, this.section[slot], this.brand[slot], this.manufacturer[slot], this.series[slot], this.group[slot], this.seller[slot]);
    this.version += 1;
    if (this.codeText !== null) this.codeChanged.add(slot);
    for (const order of this.orders.values()) order.insert(slot);
    for (const { id } of entries) {
      let list = this.postings.get(id);
      if (!list) {
        list = [];
        this.postings.set(id, list);
        this.sortedLexemes = null;
      }
      list.push(slot);
    }
  }

  /** Removes a product (withdrawn, deleted); unknown ids are ignored. */
  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    const doc = this.docs[slot];
    for (let i = 0; i < doc[0]; i++) {
      const id = doc[1 + i];
      const list = this.postings.get(id);
      if (!list) continue;
      const at = list.indexOf(slot);
      if (at >= 0) {
        list[at] = list[list.length - 1];
        list.pop();
      }
      if (list.length === 0) {
        this.postings.delete(id);
        this.sortedLexemes = null;
      }
    }
    for (const value of this.featureValues[slot]) {
      const list = this.valueSlots.get(value);
      const at = list ? list.indexOf(slot) : -1;
      if (!list || at < 0) continue;
      list[at] = list[list.length - 1];
      list.pop();
      if (list.length === 0) this.valueSlots.delete(value);
    }
    this.codeGrams.remove(slot, this.codes[slot]);
    this.version += 1;
    if (this.codeText !== null) this.codeChanged.add(slot);
    for (const order of this.orders.values()) order.delete(slot);
    this.slotOf.delete(productId);
    this.alive[slot] = false;
    this.setLive(slot, false);
    this.docs[slot] = EMPTY;
    this.bestImpact[slot] = 0;
    this.sets[slot] = [];
    this.featureValues[slot] = new Int32Array(0);
    for (const column of this.typePrices.values()) column[slot] = undefined;
    this.free.push(slot);
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemeTexts.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemeTexts.push(lexeme);
    }
    return id;
  }

  /** The place of a lexeme id among a document's (binary search), or -1. */
  private static placeIn(doc: Int32Array, id: number): number {
    let lo = 0;
    let hi = doc[0];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (doc[1 + mid] < id) lo = mid + 1;
      else hi = mid;
    }
    return lo < doc[0] && doc[1 + lo] === id ? lo : -1;
  }

  /** The ids of lexemes in the site's dictionary (undefined: no document has it), for positionsOfId. */
  lexemeIdsOf(lexemes: readonly string[]): (number | undefined)[] {
    return lexemes.map((lexeme) => this.lexemeIds.get(lexeme));
  }

  /** A lexeme's positions in a product's document (`place * 4 + weight`), or undefined. */
  positions(slot: number, lexeme: string): Int32Array | undefined {
    return this.positionsOfId(slot, this.lexemeIds.get(lexeme));
  }

  /** The positions of a lexeme given by its id (lexemeIdsOf). */
  positionsOfId(slot: number, id: number | undefined): Int32Array | undefined {
    const doc = this.docs[slot];
    if (id === undefined || !doc) return undefined;
    const place = SiteIndex.placeIn(doc, id);
    if (place < 0) return undefined;
    const n = doc[0];
    const start = place === 0 ? 0 : doc[n + place];
    return doc.subarray(1 + 2 * n + start, 1 + 2 * n + doc[1 + n + place]);
  }

  /** The lexemes of a product's document. */
  lexemesOf(slot: number): string[] {
    const doc = this.docs[slot];
    return doc ? Array.from(doc.subarray(1, 1 + doc[0]), (id) => this.lexemeTexts[id]) : [];
  }

  /**
   * Each slot's price as a buyer sees it (pickPrice in resolve-prices.ts): the price of the company's price
   * type, else of the base price type, else the base price; without a company price type, the base price.
   */
  priceOf(types: TPriceTypes | null): (slot: number) => number {
    if (!types) return (slot) => this.price[slot];
    const own = this.typePrices.get(types.own) ?? [];
    const base = (types.base === null ? undefined : this.typePrices.get(types.base)) ?? [];
    return (slot) => own[slot] ?? base[slot] ?? this.price[slot];
  }

  emptyBits(): TBits {
    return new Uint32Array((this.slots + 31) >>> 5);
  }

  /** Every live product (a copy of the bits kept by put and remove). */
  allBits(): TBits {
    const bits = this.emptyBits();
    bits.set(this.live.subarray(0, bits.length));
    return bits;
  }

  /** A slot's bit in the live bits (grown as slots are added). */
  private setLive(slot: number, alive: boolean): void {
    if (slot >>> 5 >= this.live.length) {
      const grown = new Uint32Array(Math.max(64, this.live.length * 2));
      grown.set(this.live);
      this.live = grown;
    }
    if (alive) this.live[slot >>> 5] |= 1 << (slot & 31);
    else this.live[slot >>> 5] &= ~(1 << (slot & 31));
  }

  /**
   * A per-slot scratch array for one evaluation (candidatesOf's facet masks): reused, so valid only until
   * the next evaluation of this index — evaluations are synchronous and run one at a time.
   */
  scratch(): Uint32Array {
    if (this.scratchMasks.length < this.slots) this.scratchMasks = new Uint32Array(Math.max(1024, this.slots * 2));
    return this.scratchMasks;
  }

  /**
   * A second per-slot scratch array (relevancePage's count of a query's lexemes per document), all zero
   * between evaluations: its user sets back to zero what it counted.
   */
  scratchCounts(): Uint8Array {
    if (this.scratchHits.length < this.slots) this.scratchHits = new Uint8Array(Math.max(1024, this.slots * 2));
    return this.scratchHits;
  }

  /** The slots whose product has a feature value (unordered; do not change the list). */
  slotsOfValue(valueId: number): readonly number[] {
    return this.valueSlots.get(valueId) ?? NO_SLOTS;
  }

  /** The slots whose document has a lexeme given by its id (unordered; do not change the list). */
  postingsOfId(id: number | undefined): readonly number[] {
    return (id === undefined ? undefined : this.postings.get(id)) ?? NO_SLOTS;
  }

  private addPostings(bits: TBits, lexeme: string): void {
    const id = this.lexemeIds.get(lexeme);
    const list = id === undefined ? undefined : this.postings.get(id);
    if (list) for (const slot of list) bits[slot >>> 5] |= 1 << (slot & 31);
  }

  /** The lexemes that start with `prefix`, from the sorted list (made again after lexemes came or went). */
  lexemesStartingWith(prefix: string): string[] {
    const sorted = (this.sortedLexemes ??= [...this.postings.keys()].map((id) => this.lexemeTexts[id]).sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
    return out;
  }

  /** The products a tsquery matches (`vector @@ query`). */
  matchQuery(node: TQueryNode): TBits {
    if (node.op === "term") {
      const bits = this.emptyBits();
      if (node.prefix) for (const lexeme of this.lexemesStartingWith(node.lexeme)) this.addPostings(bits, lexeme);
      else this.addPostings(bits, node.lexeme);
      return bits;
    }
    const [first, ...rest] = node.args.map((arg) => this.matchQuery(arg));
    for (const other of rest) {
      if (node.op === "and") for (let i = 0; i < first.length; i++) first[i] &= other[i];
      else for (let i = 0; i < first.length; i++) first[i] |= other[i];
    }
    return first;
  }

  /** Whether one product's document matches a tsquery (for ranking a few). */
  docMatches(slot: number, node: TQueryNode): boolean {
    if (node.op === "term") {
      if (!node.prefix) return this.positions(slot, node.lexeme) !== undefined;
      const doc = this.docs[slot];
      for (let i = 0; i < doc[0]; i++) if (this.lexemeTexts[doc[1 + i]].startsWith(node.lexeme)) return true;
      return false;
    }
    return node.op === "and" ? node.args.every((a) => this.docMatches(slot, a)) : node.args.some((a) => this.docMatches(slot, a));
  }

  private byFeature = new Map<number, number[]>();
  private byFeatureOf = -1;

  /** The ids of a feature's values in the dictionary (grouped again after the dictionary grew). */
  valuesOfFeature(featureId: number): number[] {
    if (this.byFeatureOf !== this.values.size) {
      this.byFeature = new Map();
      for (const [id, value] of this.values) {
        let list = this.byFeature.get(value.featureId);
        if (!list) {
          list = [];
          this.byFeature.set(value.featureId, list);
        }
        list.push(id);
      }
      this.byFeatureOf = this.values.size;
    }
    return this.byFeature.get(featureId) ?? [];
  }

  private memoVersion = -1;
  private readonly memos = new Map<string, unknown>();

  /**
   * A value computed from the index at its current version (the bits a keyword or a code matches: a page,
   * its facets and its relevance keys ask for the same ones), forgotten at the next put or remove.
   */
  memo<T>(key: string, compute: () => T): T {
    if (this.memoVersion !== this.version) {
      this.memos.clear();
      this.memoVersion = this.version;
    }
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    if (this.memos.size > 64) this.memos.delete(this.memos.keys().next().value as string);
    return value;
  }

  /** Every live slot (unordered). */
  liveSlots(): number[] {
    return [...this.slotOf.values()];
  }

  /** A kept sort order, made by `make` the first time (the oldest one is dropped past MAX_ORDERS). */
  order(name: string, make: () => SlotOrder): SlotOrder {
    let order = this.orders.get(name);
    if (!order) {
      order = make();
      this.orders.set(name, order);
      if (this.orders.size > MAX_ORDERS) this.orders.delete(this.orders.keys().next().value as string);
    }
    return order;
  }

  /** Joins every live product's codes (codeText) and forgets the changed slots. */
  private joinCodes(): string {
    const slots = this.liveSlots();
    const starts = new Int32Array(slots.length);
    let at = 0;
    slots.forEach((slot, i) => {
      starts[i] = at;
      at += this.codes[slot].length + 1;
    });
    this.codeStarts = starts;
    this.codeSlots = Int32Array.from(slots);
    this.codeChanged.clear();
    this.codeText = slots.map((slot) => this.codes[slot]).join(CODE_SEPARATOR);
    return this.codeText;
  }

  /** The products whose folded codes hold `code` (LIKE '%code%'); the caller may change the bits it gets. */
  matchCode(code: string): TBits {
    return this.memo(`code\u0000${code}`, () => this.scanCodes(code)).slice();
  }

  private scanCodes(code: string): TBits {
    const bits = this.emptyBits();
    // Three characters or more: only the slots of the code's rarest trigram are checked (code-grams.ts).
    const candidates = this.codeGrams.candidates(code);
    if (candidates !== null) {
      for (const slot of candidates) if (this.alive[slot] && this.codes[slot].includes(code)) bits[slot >>> 5] |= 1 << (slot & 31);
      return bits;
    }
    if (code === "" || code.includes(CODE_SEPARATOR)) {
      for (let slot = 0; slot < this.codes.length; slot++) {
        if (this.alive[slot] && this.codes[slot].includes(code)) bits[slot >>> 5] |= 1 << (slot & 31);
      }
      return bits;
    }
    const text = this.codeText === null || this.codeChanged.size > MAX_CODE_CHANGES ? this.joinCodes() : this.codeText;
    const starts = this.codeStarts;
    for (let at = text.indexOf(code); at >= 0; ) {
      // The entry the hit is in: the last start at or before it.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid] <= at) lo = mid;
        else hi = mid - 1;
      }
      const slot = this.codeSlots[lo];
      if (!this.codeChanged.has(slot)) bits[slot >>> 5] |= 1 << (slot & 31);
      if (lo + 1 >= starts.length) break;
      at = text.indexOf(code, starts[lo + 1]);
    }
    for (const slot of this.codeChanged) {
      if (this.alive[slot] && this.codes[slot].includes(code)) bits[slot >>> 5] |= 1 << (slot & 31);
    }
    return bits;
  }
}

/** How many bits are set. */
export function countBits(bits: TBits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w] | 0;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    n += (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
  }
  return n;
}

/** Calls `visit` with each set bit's slot, in order (words read as signed: see slotsOf). */
export function forEachSlot(bits: TBits, visit: (slot: number) => void): void {
  const words = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
  for (let w = 0; w < words.length; w++) {
    for (let word = words[w]; word !== 0; ) {
      const low = word & -word;
      word ^= low;
      visit((w << 5) + 31 - Math.clz32(low));
    }
  }
}

/**
 * Each set bit's slot, in order. The array is made at its length and the words are read as signed: an
 * array grown by push and unsigned words past 2^31 (heap numbers in V8) made this 4× slower at 100k slots.
 */
export function slotsOf(bits: TBits): number[] {
  const words = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
  const out: number[] = new Array(countBits(bits));
  let k = 0;
  for (let w = 0; w < words.length; w++) {
    let word = words[w];
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}
