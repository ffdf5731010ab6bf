import { z } from "zod";
import { fieldMessage } from "./field-message";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, ZFeatureParams, type TFeatureParam } from "./catalog-calls";
import { ZMoney } from "./user";

/**
 * Product lists and search (spec §2 /catalog, §3 Product, §7 Catalogue): the catalogue filter query of
 * GET /api/v1/product and GET /api/v2/search*, the product read model and the search answers.
 */

export const MAX_KEYWORD_LENGTH = 200;

// ——— The catalogue filter query ———

const ID_ITEM = /^\d{1,9}$/;

/** A comma list ("3,17,42") of positive ids; repeated keys are joined. */
const ZIdList = z
  .union([z.string(), z.array(z.string())], { error: fieldMessage("common.idListPlain") })
  .optional()
  .transform((value, ctx) => {
    const parts = splitList(value);
    if (parts.length > 100) ctx.addIssue({ code: "custom", message: fieldMessage("common.max100Values") });
    if (parts.some((p) => !ID_ITEM.test(p) || Number(p) < 1)) {
      ctx.addIssue({ code: "custom", message: fieldMessage("common.idList") });
      return [];
    }
    return [...new Set(parts.map(Number))];
  });

/** A comma list of free values (countries, set labels, custom property values). */
const ZValueList = z
  .union([z.string(), z.array(z.string())], { error: fieldMessage("common.valueList") })
  .optional()
  .transform((value, ctx) => {
    const parts = splitList(value);
    if (parts.length > 100) ctx.addIssue({ code: "custom", message: fieldMessage("common.max100Values") });
    if (parts.some((p) => p.length > 200)) ctx.addIssue({ code: "custom", message: fieldMessage("catalog.valueMax200") });
    return [...new Set(parts)];
  });

function splitList(value: string | string[] | undefined): string[] {
  const joined = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return joined
    .flatMap((v) => v.split(","))
    .map((p) => p.trim())
    .filter(Boolean);
}

const FLAG_TRUE = new Set(["", "1", "true", "on", "yes", "y"]);
const FLAG_FALSE = new Set(["0", "false", "off", "no", "n"]);

/** A flag key: present ("instock", "instock=1", "instock=true") is on; "0"/"false" or absent is off. */
const ZFlag = z
  .string({ error: fieldMessage("common.oneOrZero") })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return false;
    const v = value.trim().toLowerCase();
    if (FLAG_TRUE.has(v)) return true;
    if (FLAG_FALSE.has(v)) return false;
    ctx.addIssue({ code: "custom", message: fieldMessage("common.oneOrZero") });
    return false;
  });

/** Roubles as the address writes them ("1500", "1500.5", "1500,50") → kopecks; never a float in between. */
const ZRoublesBound = z
  .string({ error: fieldMessage("common.number") })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === "") return undefined;
    const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(value.trim());
    if (!match) {
      ctx.addIssue({ code: "custom", message: fieldMessage("catalog.nonNegativeRoubles") });
      return undefined;
    }
    return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  });

const ZKeyword = z
  .string({ error: fieldMessage("common.string") })
  .max(MAX_KEYWORD_LENGTH, fieldMessage("common.keywordMax", { max: MAX_KEYWORD_LENGTH }))
  .optional()
  .transform((v) => v?.trim() || undefined);

const ZPage = z.coerce
  .number({ error: fieldMessage("common.page") })
  .int(fieldMessage("common.pageInteger"))
  .min(1, fieldMessage("common.pageFromOne"))
  .max(100_000, fieldMessage("common.pageTooLarge"))
  .default(1);

const ZPageSize = z.coerce
  .number({ error: fieldMessage("common.perPage") })
  .int(fieldMessage("common.perPageInteger"))
  .min(1, fieldMessage("common.perPageFromOne"))
  .max(MAX_PER_PAGE, fieldMessage("common.perPageMax", { max: MAX_PER_PAGE }))
  .default(DEFAULT_PER_PAGE);

export const sortFields = ["relevance", "name", "price", "article", "brand", "new", "stock"] as const;
export type TSortField = (typeof sortFields)[number];
export type TSort = { field: TSortField; desc: boolean; stockId: number | null };

const SORT = /^(-?)(relevance|name|price|article|brand|new|stock|storage)(\d{1,9})?$/;

const ZStockId = z.coerce.number({ error: fieldMessage("common.warehouse") }).int(fieldMessage("common.warehouse")).positive(fieldMessage("common.warehouse")).optional();

/**
 * The canonical filter query (spec §2 /catalog keys). The mapped forms of spec §7 are folded into it
 * first by `canonicalCatalogQuery`, so both /api/v1/product and /api/v2/search read the same object.
 */
const ZCanonicalCatalogQuery = z
  .object({
    section: z.coerce.number({ error: fieldMessage("common.sectionId") }).int(fieldMessage("common.sectionId")).positive(fieldMessage("common.sectionId")).max(2_147_483_647).optional(),
    brands: ZIdList,
    manufacturer: ZIdList,
    manufacturerCountries: ZValueList,
    sellers: ZIdList,
    series: ZIdList,
    type: ZIdList,
    features: ZFeatureParams,
    priceMin: ZRoublesBound,
    priceMax: ZRoublesBound,
    instock: ZFlag,
    recommended: ZFlag,
    infavorite: ZFlag,
    set: ZValueList,
    keyword: ZKeyword,
    sort: z.string({ error: fieldMessage("common.unknownSort") }).max(60, fieldMessage("common.unknownSort")).optional(),
    stockId: ZStockId,
    page: ZPage,
    pageSize: ZPageSize,
    /** custom-{property}=v1,v2 collected by canonicalCatalogQuery. */
    custom: z.record(z.string(), ZValueList).default({}),
  })
  .transform((q, ctx) => {
    let sort: TSort | null = null;
    const rawSort = q.sort?.trim();
    if (rawSort) {
      const match = SORT.exec(rawSort);
      if (!match) {
        ctx.addIssue({ code: "custom", path: ["sort"], message: fieldMessage("common.unknownSort") });
      } else {
        const field = (match[2] === "storage" ? "stock" : match[2]) as TSortField;
        const stockId = match[3] ? Number(match[3]) : (q.stockId ?? null);
        if (field === "stock" && stockId === null) ctx.addIssue({ code: "custom", path: ["stockId"], message: fieldMessage("catalog.stockSortNeedsWarehouse") });
        if (field !== "stock" && match[3]) ctx.addIssue({ code: "custom", path: ["sort"], message: fieldMessage("common.unknownSort") });
        sort = { field, desc: match[1] === "-", stockId: field === "stock" ? stockId : null };
      }
    }
    // Bounds written the wrong way round are swapped (spec §5 does so for feature ranges; prices alike).
    const [priceMin, priceMax] = q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax ? [q.priceMax, q.priceMin] : [q.priceMin, q.priceMax];
    const custom = Object.entries(q.custom)
      .map(([property, values]) => ({ property, values }))
      .filter((c) => c.values.length > 0);
    return {
      section: q.section ?? null,
      brands: q.brands,
      manufacturer: q.manufacturer,
      manufacturerCountries: q.manufacturerCountries,
      sellers: q.sellers,
      series: q.series,
      type: q.type,
      features: q.features as TFeatureParam[],
      custom,
      priceMin: priceMin ?? null,
      priceMax: priceMax ?? null,
      instock: q.instock,
      recommended: q.recommended,
      infavorite: q.infavorite,
      set: q.set,
      keyword: q.keyword ?? null,
      sort,
      page: q.page,
      pageSize: q.pageSize,
    };
  });

type TRawQuery = Record<string, string | string[] | undefined>;

const CUSTOM_KEY = /^custom-([A-Za-z0-9_-]{1,50})$/;
const CRITERIA_KEY = /^criteria\[([^\]]+)\](?:\[([^\]]+)\])?$/;

function appendValue(out: TRawQuery, key: string, value: string | string[] | undefined) {
  if (value === undefined) return;
  const prev = out[key];
  const next = Array.isArray(value) ? value : [value];
  out[key] = prev === undefined ? (next.length === 1 ? next[0] : next) : [...(Array.isArray(prev) ? prev : [prev]), ...next];
}

/**
 * Folds the spec §7 mapped forms into the §2 keys: `criteria[brands]` → brands, `properties` /
 * `properties[]` / `criteria[properties]` → features, `from`/`to` (also `criteria[price][from]`) →
 * priceMin/priceMax, `per-page` → pageSize, `sort=storage&stockId=N` → the stock sort. `custom-{x}`
 * keys are gathered into `custom`. Unknown keys are dropped here, so they are ignored.
 */
export function canonicalCatalogQuery(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const input = raw as TRawQuery;
  const out: TRawQuery = {};
  const custom: Record<string, string | string[]> = {};
  const rename: Record<string, string> = {
    properties: "features",
    "properties[]": "features",
    "features[]": "features",
    from: "priceMin",
    to: "priceMax",
    "per-page": "pageSize",
    perPage: "pageSize",
    storage: "stockId",
  };
  const direct = new Set(["section", "brands", "manufacturer", "manufacturerCountries", "sellers", "series", "type", "features", "priceMin", "priceMax", "instock", "recommended", "infavorite", "set", "keyword", "sort", "stockId", "page", "pageSize"]);
  for (const [key, value] of Object.entries(input)) {
    const customMatch = CUSTOM_KEY.exec(key);
    if (customMatch) {
      custom[customMatch[1]] = value ?? "";
      continue;
    }
    const criteria = CRITERIA_KEY.exec(key);
    let name = key;
    if (criteria) {
      const [, outer, inner] = criteria;
      if (outer === "price" && (inner === "from" || inner === "min")) name = "priceMin";
      else if (outer === "price" && (inner === "to" || inner === "max")) name = "priceMax";
      else if (inner !== undefined) continue;
      else name = outer;
      const customInner = CUSTOM_KEY.exec(name);
      if (customInner) {
        custom[customInner[1]] = value ?? "";
        continue;
      }
    }
    name = rename[name] ?? name;
    if (!direct.has(name)) continue;
    // v1 and v2 spellings of one key in one query add up for lists; for single values the later wins.
    if (name === "features" || name === "brands" || name === "manufacturer" || name === "sellers" || name === "series" || name === "type" || name === "set" || name === "manufacturerCountries") appendValue(out, name, value);
    else out[name] = value;
  }
  return { ...out, custom };
}

/** GET /api/v1/product and GET /api/v2/search (and its filters): every catalogue key, either spelling. */
export const ZCatalogQuery = z.preprocess(canonicalCatalogQuery, ZCanonicalCatalogQuery);
export type TCatalogQuery = z.infer<typeof ZCatalogQuery>;

// GET /api/v2/search/suggest?keyword
export const ZSuggestQuery = z.object({
  keyword: z
    .string({ error: fieldMessage("catalog.queryStart") })
    .max(MAX_KEYWORD_LENGTH, fieldMessage("common.keywordMax", { max: MAX_KEYWORD_LENGTH }))
    .transform((v) => v.trim()),
  limit: z.coerce.number({ error: fieldMessage("common.number") }).int(fieldMessage("common.integer")).min(1, fieldMessage("common.atLeastOne")).max(20, fieldMessage("common.atMost20")).default(8),
});
export type TSuggestQuery = z.infer<typeof ZSuggestQuery>;

// GET /api/v1/product/{id}?additionalFields[searchLogUuid]&additionalFields[searchLogProductPosition]
export const ZProductDetailsQuery = z
  .object({
    "additionalFields[searchLogUuid]": z.uuid({ error: fieldMessage("catalog.searchUuid") }).optional(),
    "additionalFields[searchLogProductPosition]": z.coerce
      .number({ error: fieldMessage("common.productPosition") })
      .int(fieldMessage("common.productPosition"))
      .min(0, fieldMessage("common.productPosition"))
      .max(1_000_000, fieldMessage("common.productPosition"))
      .optional(),
  })
  .transform((q) => ({ searchLogUuid: q["additionalFields[searchLogUuid]"] ?? null, position: q["additionalFields[searchLogProductPosition]"] ?? null }));
export type TProductDetailsQuery = z.infer<typeof ZProductDetailsQuery>;

// ——— The product (spec §3) ———

export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

export const ZProductFeature = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  /** As shown: "2.5", "C". */
  value: z.string(),
  primary: z.boolean(),
});

export const ZProductStock = z.object({
  /** The warehouse id: the same number as in the stock{id} column. */
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  /** Available now: on hand less reserved, never below 0. */
  quantity: z.number().int(),
});

/**
 * A catalogue product. Money is roubles with VAT as a decimal string. Besides the fields below, every
 * warehouse of the site is a column `stock{warehouseId}` with the available quantity (spec §3).
 */
export const ZProductFields = z.object({
  id: z.number().int(),
  type: z.literal("catalog"),
  article: z.string(),
  /** The product has analogs (replacements): the "find replacement" action finds them. */
  analog: z.boolean(),
  /** The product has related products: the "find related" action finds them. */
  isRelated: z.boolean(),
  minimumBatch: z.number().int(),
  multiplicity: z.number().int(),
  /** Units of it in the signed-in buyer's cart; 0 for visitors. */
  numberOfItemsInCart: z.number(),
  /** Unit price for the buyer's company price type (visitors: the base price type). */
  currentPrice: ZMoney,
  /** Loyalty cash back per unit; "0.00" while the site runs no programme. */
  cashBack: ZMoney,
  /** In the signed-in user's favourites; false for visitors. */
  favorite: z.boolean(),
  name: z.string(),
  brand: ZNamedRef.nullable(),
  /** The product group ("type" in the filters). */
  category: ZNamedRef.extend({ slug: z.string() }).nullable(),
  section: ZNamedRef.nullable(),
  series: ZNamedRef.nullable(),
  manufacturerCode: z.string().nullable(),
  /** The base (list) price. */
  price: z.object({ value: ZMoney, currency: z.string() }),
  manufacturer: ZNamedRef.extend({ country: z.string() }).nullable(),
  seller: ZNamedRef.nullable(),
  unit: z.string(),
  description: z.string(),
  /** The main picture: the real one (`/media/product/{id}-{hash}.{ext}`) or, without one, the generated `/media/product/{id}.svg`. */
  image: z.string(),
  /** Every real picture, the main one first (the card's gallery); empty when the product has none. */
  images: z.array(z.string()),
  quantityInBox: z.number().int().nullable(),
  quantityInBlock: z.number().int().nullable(),
  /** Delivery time in days. */
  deliveryTime: z.number().int().nullable(),
  vatRate: z.number().int(),
  weight: z.string().nullable(),
  isRecommended: z.boolean(),
  features: z.array(ZProductFeature),
  stocks: z.array(ZProductStock),
});
/** The fields plus one `stock{warehouseId}` number per warehouse. */
export type TProduct = z.infer<typeof ZProductFields> & { [stock: `stock${number}`]: number };
export const ZProduct = ZProductFields.catchall(z.number().int())
  .superRefine((product, ctx) => {
    for (const key of Object.keys(product)) {
      if (!(key in ZProductFields.shape) && !/^stock\d+$/.test(key)) ctx.addIssue({ code: "custom", path: [key], message: "Not a product field nor stock{warehouseId}" });
    }
  })
  .meta({ override: { additionalProperties: false, patternProperties: { "^stock[0-9]+$": { type: "integer" } } } }) as unknown as z.ZodType<TProduct>;

export const ZProductListMeta = z.object({
  currentPage: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
  perPage: z.number().int(),
  /** The search_log row of this list (a keyword search); send it back with the product opened from it. */
  searchLogUuid: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** The first item is the product the list was made for (the source of an analog/related search). */
  hasInitialItem: z.boolean(),
  /** Message key of the heading above the items ("search.heading.results" …). */
  itemsHeadingI18Key: z.string(),
  /** The keyword really searched when the typed one found nothing (keyboard layout, transliteration, typo). */
  correctedKeyword: z.string().nullable(),
});
export type TProductListMeta = z.infer<typeof ZProductListMeta>;

// POST /api/v2/search/log — the catalogue page records the keyword search it showed from the server's
// first paint (that HTML is shared by every visitor, so it carries no search-log row of its own).
export const ZSearchLogRequest = z.strictObject({
  /** The list's query string as the page asked for it (`keyword=…&brands=…`, as GET /api/v1/product takes it). */
  query: z.string({ error: fieldMessage("common.listQuery") }).min(1, { error: fieldMessage("common.listQuery") }).max(4000, { error: fieldMessage("catalog.queryString4000") }),
  /** meta.totalCount of the list shown. */
  resultsCount: z.number({ error: fieldMessage("catalog.foundCount") }).int({ error: fieldMessage("common.integer") }).min(0, { error: fieldMessage("common.atLeastZero") }).max(100_000_000, { error: fieldMessage("catalog.numberTooLarge") }),
  /** meta.correctedKeyword of the list shown. */
  correctedKeyword: z.string().max(200, { error: fieldMessage("common.notLonger200") }).nullable(),
});
export type TSearchLogRequest = z.infer<typeof ZSearchLogRequest>;
export const ZSearchLogAnswer = z.object({ searchLogUuid: z.uuid() });
export type TSearchLogAnswer = z.infer<typeof ZSearchLogAnswer>;

// GET /api/v1/product — spec §3 "Product list"
export const ZProductList = z.object({ items: z.array(ZProduct), meta: ZProductListMeta });
export type TProductList = { items: TProduct[]; meta: TProductListMeta };

// GET /api/v2/search — spec §3 "Search result": `products`; `items` carries the same list.
export const ZSearchResult = ZProductList.extend({ products: z.array(ZProduct) });
export type TSearchResult = TProductList & { products: TProduct[] };

// ——— Facets: GET /api/v2/search/filters and /filters/{id} ———

export const ZFacetValue = z.object({ value: z.string(), count: z.number().int() });

/** One feature of the current result set: min/max for a numeric one, values with counts for a text one. */
export const ZSearchFilterItem = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  kind: z.enum(["numeric", "text"]),
  primary: z.boolean(),
  /** Products of the result that have the feature. */
  count: z.number().int(),
  value: z.object({ min: z.number(), max: z.number() }).nullable(),
  values: z.array(ZFacetValue),
});
export type TSearchFilterItem = z.infer<typeof ZSearchFilterItem>;

export const ZFacetRef = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

export const ZSearchFilters = z.object({
  items: z.array(ZSearchFilterItem),
  brands: z.array(ZFacetRef),
  manufacturer: z.array(ZFacetRef.extend({ country: z.string() })),
  manufacturerCountries: z.array(ZFacetValue),
  sellers: z.array(ZFacetRef),
  series: z.array(ZFacetRef),
  type: z.array(ZFacetRef.extend({ slug: z.string() })),
  set: z.array(ZFacetValue),
  /** Base price range of the result, roubles. */
  price: z.object({ min: ZMoney.nullable(), max: ZMoney.nullable() }),
  instock: z.number().int(),
  recommended: z.number().int(),
  /** Favourites in the result; null for visitors. */
  infavorite: z.number().int().nullable(),
  totalCount: z.number().int(),
  correctedKeyword: z.string().nullable(),
});
export type TSearchFilters = z.infer<typeof ZSearchFilters>;

// ——— Suggest ———

export const ZSuggestResult = z.object({
  sections: z.array(ZNamedRef),
  brands: z.array(ZNamedRef.extend({ slug: z.string() })),
  products: z.array(z.object({ id: z.number().int(), article: z.string(), name: z.string(), image: z.string() })),
});
export type TSuggestResult = z.infer<typeof ZSuggestResult>;
