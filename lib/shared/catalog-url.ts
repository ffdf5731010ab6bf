/**
 * The catalogue address (spec §2 "Catalogue (/catalog)"): the ONE codec of its query string, used by the
 * server page (first paint, canonical URL) and by the browser (filters, paging, the product dialog).
 * Reading is lenient — a malformed value is dropped, never an error page; writing follows the spec's
 * rules: page written from 1 up, pageSize only when not 20, price bounds only when numeric, feature
 * ranges `featureId:from,to` with reversed bounds swapped, comma lists, `custom-{property}` lists,
 * `product={id}` or `product=custom:{id}` for the dialog.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_KEYWORD_LENGTH = 200;
export const CATALOG_PATH = "/catalog";

/** One feature condition: a text value (`12:C`) or a numeric range (`7:10,25`, open ends allowed). */
export type TFeatureFilter = { featureId: number; kind: "value"; value: string } | { featureId: number; kind: "range"; from: string | null; to: string | null };

export type TCatalogUrlState = {
  /** Absent means 1; present (even 1) it is written. */
  page?: number;
  pageSize: number;
  /** As in the address; absent means the configured default (see effectiveSort). */
  sort?: string;
  requestedAmount?: number;
  section?: number;
  instock: boolean;
  recommended: boolean;
  infavorite: boolean;
  keyword?: string;
  brands: number[];
  manufacturer: number[];
  manufacturerCountries: string[];
  sellers: number[];
  series: number[];
  /** Product groups. */
  type: number[];
  features: TFeatureFilter[];
  /** Roubles as typed ("1500", "1500.5"); written only when numeric. */
  priceMin?: string;
  priceMax?: string;
  set: string[];
  /** custom-{property} → values. */
  custom: Record<string, string[]>;
  /** "123" (a catalogue product) or "custom:45" (a custom product): the product dialog. */
  product?: string;
};

/** Anything the writer accepts: missing keys take their defaults. */
export type TCatalogUrlInput = Partial<TCatalogUrlState>;

export type TIdListKey = "brands" | "manufacturer" | "sellers" | "series" | "type";
export type TValueListKey = "manufacturerCountries" | "set";
export type TFlagKey = "instock" | "recommended" | "infavorite";

export const idListKeys: readonly TIdListKey[] = ["brands", "manufacturer", "sellers", "series", "type"];
export const valueListKeys: readonly TValueListKey[] = ["manufacturerCountries", "set"];
export const flagKeys: readonly TFlagKey[] = ["instock", "recommended", "infavorite"];

type TSearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | string;

const ID = /^[1-9]\d{0,8}$/;
const CUSTOM_KEY = /^custom-([A-Za-z0-9_-]{1,50})$/;
const SORT = /^-?[A-Za-z][A-Za-z0-9_]{0,49}$/;
const PRODUCT = /^(?:custom:)?[1-9]\d{0,8}$/;
const NUMBER = /^-?\d{1,12}(?:\.\d{1,6})?$/;
const ROUBLES = /^\d{1,10}(?:\.\d{1,2})?$/;
const FLAG_ON = new Set(["", "1", "true", "on", "yes"]);

export function emptyCatalogState(): TCatalogUrlState {
  return {
    pageSize: DEFAULT_PAGE_SIZE,
    instock: false,
    recommended: false,
    infavorite: false,
    brands: [],
    manufacturer: [],
    manufacturerCountries: [],
    sellers: [],
    series: [],
    type: [],
    features: [],
    set: [],
    custom: {},
  };
}

function toEntries(params: TSearchParamsLike): [string, string][] {
  if (typeof params === "string") {
    const query = params.startsWith("/") ? params.slice(params.indexOf("?") + 1 || params.length) : params.replace(/^\?/, "");
    return [...new URLSearchParams(query)];
  }
  if (params instanceof URLSearchParams) return [...params];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([key, v]);
  }
  return out;
}

function splitList(values: string[]): string[] {
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** "1 500,5" → "1500.5"; anything not a non-negative amount of roubles → undefined. */
export function normalizePriceBound(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.replace(/[\s\u00a0]/g, "").replace(",", ".");
  return ROUBLES.test(text) ? text : undefined;
}

/** "2,5" → "2.5"; anything not a number → null (an open end of a range). */
export function normalizeRangeBound(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(/[\s\u00a0]/g, "").replace(",", ".");
  return NUMBER.test(text) ? text : null;
}

/** Reads one `features` value: `12:C` is a text value; `7:10,25`, `7:10,` and `7:,25` are ranges. */
export function parseFeatureParam(raw: string): TFeatureFilter | null {
  const match = /^(\d{1,9}):(.+)$/.exec(raw.trim());
  if (!match || !ID.test(match[1])) return null;
  const featureId = Number(match[1]);
  const value = match[2].trim();
  const range = /^(-?\d{1,12}(?:\.\d{1,6})?)?,(-?\d{1,12}(?:\.\d{1,6})?)?$/.exec(value);
  if (range && (range[1] !== undefined || range[2] !== undefined)) return { featureId, kind: "range", from: range[1] ?? null, to: range[2] ?? null };
  if (!value || value.length > 200) return null;
  return { featureId, kind: "value", value };
}

/** Spec §5: when both bounds are given and the first is larger, they are swapped. */
export function orderedRange(from: string | null, to: string | null): [string | null, string | null] {
  if (from !== null && to !== null && Number(from) > Number(to)) return [to, from];
  return [from, to];
}

/** Writes one feature condition, or null when a range has no numeric bound left. */
export function featureParam(filter: TFeatureFilter): string | null {
  if (filter.kind === "value") return filter.value.trim() ? `${filter.featureId}:${filter.value.trim()}` : null;
  const [from, to] = orderedRange(normalizeRangeBound(filter.from), normalizeRangeBound(filter.to));
  if (from === null && to === null) return null;
  return `${filter.featureId}:${from ?? ""},${to ?? ""}`;
}

/** Reads every catalogue key of the address; malformed values fall back to their defaults. */
export function parseCatalogUrl(params: TSearchParamsLike): TCatalogUrlState {
  const state = emptyCatalogState();
  const grouped = new Map<string, string[]>();
  for (const [key, value] of toEntries(params)) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  const one = (key: string) => grouped.get(key)?.[0]?.trim();

  const page = one("page");
  if (page && /^\d{1,6}$/.test(page) && Number(page) >= 1) state.page = Number(page);
  const pageSize = one("pageSize");
  if (pageSize && /^\d{1,3}$/.test(pageSize) && Number(pageSize) >= 1 && Number(pageSize) <= MAX_PAGE_SIZE) state.pageSize = Number(pageSize);
  const sort = one("sort");
  if (sort && SORT.test(sort)) state.sort = sort;
  const requestedAmount = one("requestedAmount");
  if (requestedAmount && /^\d{1,7}$/.test(requestedAmount) && Number(requestedAmount) >= 1) state.requestedAmount = Number(requestedAmount);
  const section = one("section");
  if (section && ID.test(section)) state.section = Number(section);
  for (const key of flagKeys) {
    const value = grouped.get(key)?.[0];
    state[key] = value !== undefined && FLAG_ON.has(value.trim().toLowerCase());
  }
  const keyword = one("keyword");
  if (keyword) state.keyword = keyword.slice(0, MAX_KEYWORD_LENGTH);
  for (const key of idListKeys) {
    const parts = splitList(grouped.get(key) ?? []);
    state[key] = parts.filter((p) => ID.test(p)).map(Number);
  }
  for (const key of valueListKeys) state[key] = splitList(grouped.get(key) ?? []).filter((v) => v.length <= 200);
  state.features = (grouped.get("features") ?? []).map(parseFeatureParam).filter((f): f is TFeatureFilter => f !== null);
  const priceMin = normalizePriceBound(one("priceMin"));
  if (priceMin !== undefined) state.priceMin = priceMin;
  const priceMax = normalizePriceBound(one("priceMax"));
  if (priceMax !== undefined) state.priceMax = priceMax;
  for (const [key, values] of grouped) {
    const match = CUSTOM_KEY.exec(key);
    if (!match) continue;
    const list = splitList(values).filter((v) => v.length <= 200);
    if (list.length) state.custom[match[1]] = list;
  }
  const product = one("product");
  if (product && PRODUCT.test(product)) state.product = product;
  return state;
}

function complete(input: TCatalogUrlInput): TCatalogUrlState {
  return { ...emptyCatalogState(), ...input };
}

/** The filter keys (what the list holds), in the order they are written. */
function writeFilters(state: TCatalogUrlState, params: URLSearchParams): void {
  if (state.section !== undefined) params.set("section", String(state.section));
  const keyword = state.keyword?.trim();
  if (keyword) params.set("keyword", keyword.slice(0, MAX_KEYWORD_LENGTH));
  for (const key of ["brands", "manufacturer", "manufacturerCountries", "sellers", "series", "type"] as const) {
    const list = (state[key] as (string | number)[]).map(String).filter((v) => v.trim());
    if (list.length) params.set(key, [...new Set(list)].join(","));
  }
  for (const filter of state.features) {
    const value = featureParam(filter);
    if (value) params.append("features", value);
  }
  const priceMin = normalizePriceBound(state.priceMin);
  if (priceMin !== undefined) params.set("priceMin", priceMin);
  const priceMax = normalizePriceBound(state.priceMax);
  if (priceMax !== undefined) params.set("priceMax", priceMax);
  for (const key of flagKeys) if (state[key]) params.set(key, "1");
  if (state.set.length) params.set("set", [...new Set(state.set)].join(","));
  for (const property of Object.keys(state.custom).sort()) {
    const values = state.custom[property].filter((v) => v.trim());
    if (values.length && /^[A-Za-z0-9_-]{1,50}$/.test(property)) params.set(`custom-${property}`, [...new Set(values)].join(","));
  }
}

/** The query string of a state (no leading "?"): every key by the write rules of spec §2. */
export function catalogQuery(input: TCatalogUrlInput): string {
  const state = complete(input);
  const params = new URLSearchParams();
  writeFilters(state, params);
  if (state.sort) params.set("sort", state.sort);
  if (state.requestedAmount !== undefined && state.requestedAmount >= 1) params.set("requestedAmount", String(state.requestedAmount));
  if (state.page !== undefined && state.page >= 1) params.set("page", String(Math.trunc(state.page)));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(state.pageSize));
  if (state.product) params.set("product", state.product);
  return params.toString();
}

/** Writes the state back as a /catalog address. */
export function catalogHref(input: TCatalogUrlInput): string {
  const query = catalogQuery(input);
  return query ? `${CATALOG_PATH}?${query}` : CATALOG_PATH;
}

/**
 * The canonical address of a list page (link rel=canonical): the filters and the page, without the
 * dialog, the first page or presentation keys that do not change what is listed.
 */
export function canonicalCatalogHref(input: TCatalogUrlInput): string {
  const state = complete(input);
  return catalogHref({ ...state, product: undefined, requestedAmount: undefined, page: (state.page ?? 1) > 1 ? state.page : undefined });
}

/** The sort the list is really in: the address's, else the configured default (spec §2). */
export function effectiveSort(state: Pick<TCatalogUrlState, "sort">, defaultSort: string | null | undefined): string | null {
  return state.sort ?? (defaultSort || null);
}

/**
 * The query of GET /api/v2/search and /filters for a state: the filters, the page, its size and the
 * effective sort; never the dialog. One string per list, so it is also the list's cache key.
 */
export function catalogApiQuery(input: TCatalogUrlInput, defaultSort?: string | null, page?: number): string {
  const state = complete(input);
  const params = new URLSearchParams();
  writeFilters(state, params);
  const sort = effectiveSort(state, defaultSort);
  if (sort) params.set("sort", sort);
  params.set("page", String(page ?? state.page ?? 1));
  params.set("pageSize", String(state.pageSize));
  return params.toString();
}

/** The filters only (for facets and for "does this list have filters"): no page, sort or dialog. */
export function catalogFilterQuery(input: TCatalogUrlInput): string {
  const params = new URLSearchParams();
  writeFilters(complete(input), params);
  return params.toString();
}

export function hasActiveFilters(input: TCatalogUrlInput): boolean {
  const state = complete(input);
  return catalogFilterQuery({ ...state, section: undefined, keyword: undefined }) !== "";
}

/**
 * A list a search engine may index: the catalogue, a section, a brand's page (one brand, nothing else;
 * the sitemap lists them). Searches and other filter combinations are endless and answer noindex.
 */
export function isIndexableCatalogState(input: TCatalogUrlInput): boolean {
  const state = complete(input);
  if (state.keyword) return false;
  if (!hasActiveFilters(state)) return true;
  return state.section === undefined && state.brands.length === 1 && !hasActiveFilters({ ...state, brands: [] });
}

/** Keys whose change is not a filter change (spec §4 "Catalogue filters"). */
const NOT_FILTERS = new Set<keyof TCatalogUrlState>(["page", "sort", "product"]);

/**
 * Applies a change to the address state. Spec §4: changing any filter resets page to 1 and clears
 * sort; changing page or sort itself (or opening a product) does not.
 */
export function changeCatalogState(state: TCatalogUrlState, patch: TCatalogUrlInput): TCatalogUrlState {
  const next: TCatalogUrlState = { ...state, ...patch };
  const changesFilter = (Object.keys(patch) as (keyof TCatalogUrlState)[]).some((key) => !NOT_FILTERS.has(key) && JSON.stringify(state[key]) !== JSON.stringify(patch[key]));
  if (!changesFilter) return next;
  return { ...next, page: 1, sort: undefined };
}

export function toggleListValue<T extends string | number>(list: readonly T[], value: T, on: boolean): T[] {
  const without = list.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/** Checks or unchecks one text value of a feature (values of one feature are alternatives). */
export function toggleFeatureValue(features: readonly TFeatureFilter[], featureId: number, value: string, on: boolean): TFeatureFilter[] {
  const without = features.filter((f) => !(f.featureId === featureId && f.kind === "value" && f.value === value));
  return on ? [...without, { featureId, kind: "value", value }] : without;
}

/** Makes `values` the checked text values of a feature (its range and other features stay). */
export function withFeatureValues(features: readonly TFeatureFilter[], featureId: number, values: readonly string[]): TFeatureFilter[] {
  const others = features.filter((f) => !(f.featureId === featureId && f.kind === "value"));
  return [...others, ...[...new Set(values)].filter((v) => v.trim()).map((value): TFeatureFilter => ({ featureId, kind: "value", value }))];
}

/** Sets (or with two empty bounds removes) the numeric range of a feature. */
export function setFeatureRange(features: readonly TFeatureFilter[], featureId: number, from: string | null, to: string | null): TFeatureFilter[] {
  const without = features.filter((f) => !(f.featureId === featureId && f.kind === "range"));
  const [a, b] = orderedRange(normalizeRangeBound(from), normalizeRangeBound(to));
  return a === null && b === null ? without : [...without, { featureId, kind: "range", from: a, to: b }];
}

export function featureRangeOf(features: readonly TFeatureFilter[], featureId: number): { from: string | null; to: string | null } {
  const found = features.find((f) => f.featureId === featureId && f.kind === "range");
  return found && found.kind === "range" ? { from: found.from, to: found.to } : { from: null, to: null };
}

export function featureValuesOf(features: readonly TFeatureFilter[], featureId: number): string[] {
  return features.flatMap((f) => (f.featureId === featureId && f.kind === "value" ? [f.value] : []));
}

/** The dialog key: a catalogue product id, or a custom product's. */
export function parseProductKey(key: string | undefined): { kind: "catalog" | "custom"; id: number } | null {
  if (!key || !PRODUCT.test(key)) return null;
  return key.startsWith("custom:") ? { kind: "custom", id: Number(key.slice("custom:".length)) } : { kind: "catalog", id: Number(key) };
}

export function productKey(kind: "catalog" | "custom", id: number): string {
  return kind === "custom" ? `custom:${id}` : String(id);
}

/** Find replacement / find related (spec §2): a keyword search "{configured keyword}:{article, or id.{id}}". */
export function relationKeyword(word: string, product: { id: number; article?: string | null }): string {
  const article = product.article?.trim();
  return `${word}:${article ? article : `id.${product.id}`}`;
}
