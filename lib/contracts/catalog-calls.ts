import { z } from "zod";
import { fieldMessage, type TFieldMessageKey } from "./field-message";
import { ZCurrency } from "./app";
import { ZId, ZMoney } from "./user";

/**
 * Catalogue calls besides product search (spec §7 "Catalogue"): catalogue info, saved user filters,
 * sections, brands, product groups, current prices, favourites and custom products.
 */

// ——— Paging ———

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

const ZPageNumber = z.coerce
  .number({ error: fieldMessage("common.page") })
  .int(fieldMessage("common.pageInteger"))
  .min(1, fieldMessage("common.pageFromOne"))
  .max(100_000, fieldMessage("common.pageTooLarge"))
  .default(1);
const ZPerPage = z.coerce
  .number({ error: fieldMessage("common.perPage") })
  .int(fieldMessage("common.perPageInteger"))
  .min(1, fieldMessage("common.perPageFromOne"))
  .max(MAX_PER_PAGE, fieldMessage("common.perPageMax", { max: MAX_PER_PAGE }))
  .default(DEFAULT_PER_PAGE);

/** `page` (1-based) and `per-page` of every list call. */
export const ZPagingQuery = z.object({ page: ZPageNumber, "per-page": ZPerPage });

export const ZListMeta = z.object({
  currentPage: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
  perPage: z.number().int(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

/** A search text: trimmed; an empty one means "no keyword". */
const ZKeyword = z
  .string({ error: fieldMessage("common.string") })
  .trim()
  .max(200, fieldMessage("common.max200Chars"))
  .optional()
  .transform((v) => v || undefined);

/** A comma list of ids ("3,17,42"), as the catalogue address writes brands, type and the like. */
const ZIdList = z
  .string({ error: fieldMessage("common.idListPlain") })
  .max(2000, fieldMessage("catalogCalls.listTooLong"))
  .optional()
  .transform((value, ctx) => {
    const parts = (value ?? "").split(",").map((p) => p.trim()).filter(Boolean);
    if (parts.length > 100) ctx.addIssue({ code: "custom", message: fieldMessage("common.max100Values") });
    if (parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) ctx.addIssue({ code: "custom", message: fieldMessage("common.idList") });
    return parts.map(Number);
  });

const FEATURE_PARAM = /^(\d{1,9}):(.+)$/;

/**
 * Feature filters of the catalogue address (repeatable `features=featureId:value` or
 * `features=featureId:from,to`). The shape is checked here; numbers against the feature's kind in the service.
 */
export const ZFeatureParams = z
  .union([z.string(), z.array(z.string())], { error: fieldMessage("catalogCalls.featureCondition") })
  .optional()
  .transform((value, ctx) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (list.length > 50) ctx.addIssue({ code: "custom", message: fieldMessage("catalogCalls.max50FeatureConditions") });
    const out: { featureId: number; value: string }[] = [];
    for (const item of list) {
      const match = FEATURE_PARAM.exec(item.trim());
      if (!match || item.length > 200) {
        ctx.addIssue({ code: "custom", message: fieldMessage("catalogCalls.featureItem", { item: item.slice(0, 50) }) });
        continue;
      }
      out.push({ featureId: Number(match[1]), value: match[2].trim() });
    }
    return out;
  });
export type TFeatureParam = { featureId: number; value: string };

// ——— GET /api/v1/catalog/info ———

export const ZWarehouseColumn = z.object({ id: z.number().int(), name: z.string(), city: z.string() });

export const ZSortOption = z.object({ value: z.string(), label: z.string() });

export const ZUserFilterKind = z.enum(["section", "filter"]);

/** A saved catalogue filter: `url` is the catalogue address ("/catalog?section=5&brands=2"). */
export const ZUserFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** "section" (a bare section, a blue chip) or "filter" (anything else, a green chip). */
  kind: ZUserFilterKind,
});
export type TUserFilter = z.infer<typeof ZUserFilter>;

export const productViews = ["list", "grid"] as const;

export const ZCatalogInfo = z.object({
  settings: z.object({
    products: z.object({
      view: z.enum(productViews),
      /** Columns of the list view shown by default; stock columns are "stock{warehouseId}". */
      list: z.object({ columnsShown: z.array(z.string()), columns: z.array(z.string()) }),
    }),
    panel: z.object({
      shown: z.boolean(),
      pinned: z.boolean(),
      sections: z.object({ pinned: z.boolean(), expandedLevel: z.number().int() }),
    }),
  }),
  numberOfShownStocks: z.number().int(),
  /** The stock columns: warehouses of the visitor's region first. */
  warehouses: z.array(ZWarehouseColumn),
  sortOptions: z.array(ZSortOption),
  defaultSort: z.string().nullable(),
  currency: ZCurrency,
  /** The signed-in user's saved filters, newest first; empty for visitors. */
  favoritesFilters: z.array(ZUserFilter),
});
export type TCatalogInfo = z.infer<typeof ZCatalogInfo>;

// ——— Saved user filters ———

export const MAX_USER_FILTERS = 50;
export const MAX_FILTER_URL_LENGTH = 2000;

/** Keys of the catalogue address (spec §2 /catalog) a saved filter may hold, in the order they are written. */
export const catalogFilterKeys = [
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
  "sort",
  "pageSize",
  "requestedAmount",
] as const;
type TCatalogFilterKey = (typeof catalogFilterKeys)[number];

/** Keys that describe where the buyer was, not what they filtered: dropped from a saved filter. */
const transientKeys = new Set(["page", "product", "erid"]);
/** Keys that change how results are shown, not which: a section with only these is still a section filter. */
const presentationKeys = new Set(["sort", "pageSize", "requestedAmount"]);

const ID_LIST = /^\d{1,9}(,\d{1,9}){0,99}$/;
const DECIMAL = /^\d{1,12}([.,]\d{1,4})?$/;
const FLAG = /^(1|0|true|false)?$/;

/** A filter parameter's problem: a message that names the parameter (`{param}`). */
type TFilterParamProblem = Extract<TFieldMessageKey, `catalogCalls.filterParam.${string}`>;

function checkValue(key: TCatalogFilterKey, value: string): TFilterParamProblem | null {
  switch (key) {
    case "section":
      return /^[1-9]\d{0,8}$/.test(value) ? null : "catalogCalls.filterParam.section";
    case "brands":
    case "manufacturer":
    case "sellers":
    case "series":
    case "type":
      return ID_LIST.test(value) ? null : "catalogCalls.filterParam.idList";
    case "manufacturerCountries":
    case "set":
      return value.length > 0 && value.length <= 500 ? null : "catalogCalls.filterParam.valueList";
    case "keyword":
      return value.length <= 200 ? null : "catalogCalls.filterParam.max200Chars";
    case "features":
      return FEATURE_PARAM.test(value) && value.length <= 200 ? null : "catalogCalls.filterParam.feature";
    case "priceMin":
    case "priceMax":
      return DECIMAL.test(value) ? null : "catalogCalls.filterParam.number";
    case "instock":
    case "recommended":
    case "infavorite":
      return FLAG.test(value) ? null : "catalogCalls.filterParam.flag";
    case "sort":
      return /^-?[A-Za-z][A-Za-z0-9_]{0,49}$/.test(value) ? null : "catalogCalls.filterParam.sort";
    case "pageSize":
      return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PER_PAGE ? null : "catalogCalls.filterParam.perPage";
    case "requestedAmount":
      return DECIMAL.test(value) ? null : "catalogCalls.filterParam.number";
  }
}

const CUSTOM_KEY = /^custom-[A-Za-z0-9_-]{1,50}$/;

export type TParsedFilterUrl = { url: string; kind: "section" | "filter"; sectionId: number | null; keyword: string | null };

/**
 * Reads a catalogue address ("/catalog?…", "?…" or a bare query string) into its canonical form
 * "/catalog?…" with keys in a fixed order, so one filter saved twice is the same string. Returns the
 * problems instead when it is not a catalogue filter.
 */
export function parseCatalogFilterUrl(raw: string): TParsedFilterUrl | { problems: string[] } {
  let query = raw.trim();
  if (query.startsWith("/catalog")) query = query.slice("/catalog".length);
  if (query.startsWith("/")) query = query.slice(1);
  if (query.startsWith("?")) query = query.slice(1);
  if (/^[a-z][a-z0-9+.-]*:/i.test(query) || query.includes("#") || query.startsWith("/")) return { problems: [fieldMessage("catalogCalls.catalogAddress")] };
  const params = new URLSearchParams(query);
  const problems: string[] = [];
  const known = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (transientKeys.has(key)) continue;
    const isCustom = CUSTOM_KEY.test(key);
    if (!isCustom && !(catalogFilterKeys as readonly string[]).includes(key)) {
      problems.push(fieldMessage("catalogCalls.unknownParam", { param: key.slice(0, 50) }));
      continue;
    }
    const values = known.get(key) ?? [];
    if (values.length > 0 && key !== "features") {
      problems.push(fieldMessage("catalogCalls.repeatedParam", { param: key }));
      continue;
    }
    const problem = isCustom ? (value.length > 0 && value.length <= 500 ? null : "catalogCalls.filterParam.valueList") : checkValue(key as TCatalogFilterKey, value);
    if (problem) problems.push(fieldMessage(problem, { param: key, max: MAX_PER_PAGE }));
    else known.set(key, [...values, value]);
  }
  if (problems.length) return { problems };
  const filterKeys = [...known.keys()].filter((k) => !presentationKeys.has(k));
  if (filterKeys.length === 0) return { problems: [fieldMessage("catalogCalls.noFilterConditions")] };
  const canonical = new URLSearchParams();
  const customKeys = [...known.keys()].filter((k) => CUSTOM_KEY.test(k)).sort();
  for (const key of [...catalogFilterKeys, ...customKeys]) for (const value of known.get(key) ?? []) canonical.append(key, value);
  const section = known.get("section")?.[0];
  return {
    url: `/catalog?${canonical.toString()}`,
    kind: filterKeys.length === 1 && filterKeys[0] === "section" ? "section" : "filter",
    sectionId: section ? Number(section) : null,
    keyword: known.get("keyword")?.[0]?.trim() || null,
  };
}

// GET /api/v1/user-filter
export const ZUserFilterListQuery = ZPagingQuery.transform((q) => ({ page: q.page, perPage: q["per-page"] }));
export const ZUserFilterList = z.object({ items: z.array(ZUserFilter), meta: ZListMeta });
export type TUserFilterList = z.infer<typeof ZUserFilterList>;

// POST /api/v1/user-filter
export const ZSaveUserFilterRequest = z.object({
  /** A label; when absent it is made from the section or the keyword. */
  name: z.string({ error: fieldMessage("common.string") }).trim().max(100, fieldMessage("common.max100Chars")).optional().nullable(),
  url: z
    .string({ error: fieldMessage("catalogCalls.filterAddress") })
    .max(MAX_FILTER_URL_LENGTH, fieldMessage("catalogCalls.filterAddressMax", { max: MAX_FILTER_URL_LENGTH }))
    .transform((value, ctx) => {
      const parsed = parseCatalogFilterUrl(value);
      if ("problems" in parsed) {
        for (const message of parsed.problems) ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    }),
});
export type TSaveUserFilterRequest = z.infer<typeof ZSaveUserFilterRequest>;

// ——— Sections ———

// GET /api/v1/catalog-section?parentId&depth&keyword
export const ZCatalogSectionQuery = z.object({
  /** Only the subtree under this section (without it). */
  parentId: ZId.optional(),
  /** How many levels below the parent (or the root) to return; absent: all. */
  depth: z.coerce.number({ error: fieldMessage("catalogCalls.depth") }).int(fieldMessage("common.integer")).min(1, fieldMessage("common.atLeastOne")).max(20, fieldMessage("common.atMost20")).optional(),
  /** Sections whose name contains the text (case and ё/е ignored). */
  keyword: ZKeyword,
});
export type TCatalogSectionQuery = z.infer<typeof ZCatalogSectionQuery>;

export const ZCatalogSection = z.object({
  id: z.number().int(),
  /** The section's name (the spec's field name). */
  text: z.string(),
  parentId: z.number().int().nullable(),
  /** 0 for a root section. */
  depth: z.number().int(),
  slug: z.string(),
  /** Active products of the section and all its subsections. */
  productsCount: z.number().int(),
  hasChildren: z.boolean(),
});
export type TCatalogSection = z.infer<typeof ZCatalogSection>;

export const ZCatalogSectionList = z.object({ items: z.array(ZCatalogSection) });
export type TCatalogSectionList = z.infer<typeof ZCatalogSectionList>;

export const ZBreadcrumb = z.object({ id: z.number().int(), text: z.string(), slug: z.string() });

// GET /api/v1/catalog-section/{id}
export const ZCatalogSectionDetails = ZCatalogSection.extend({
  /** From the root down to this section, itself included. */
  breadcrumbs: z.array(ZBreadcrumb),
});
export type TCatalogSectionDetails = z.infer<typeof ZCatalogSectionDetails>;

// ——— Brands and product groups ———

const ZNamedCount = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), productsCount: z.number().int() });

// GET /api/v1/product-brand?keyword&page&per-page
export const ZBrandListQuery = ZPagingQuery.extend({ keyword: ZKeyword }).transform((q) => ({ page: q.page, perPage: q["per-page"], keyword: q.keyword }));
export type TBrandListQuery = z.infer<typeof ZBrandListQuery>;
export const ZBrand = ZNamedCount;
export type TBrand = z.infer<typeof ZBrand>;
export const ZBrandList = z.object({ items: z.array(ZBrand), meta: ZListMeta });
export type TBrandList = z.infer<typeof ZBrandList>;

// GET /api/v1/filter/group?keyword&page&per-page&type&features
export const ZGroupListQuery = ZPagingQuery.extend({ keyword: ZKeyword, type: ZIdList, features: ZFeatureParams }).transform((q) => ({
  page: q.page,
  perPage: q["per-page"],
  keyword: q.keyword,
  /** Only these groups (ids), e.g. to name the chips of the current filter. */
  ids: q.type,
  /** Only groups with products matching these features; counts then count those products. */
  features: q.features,
}));
export type TGroupListQuery = z.infer<typeof ZGroupListQuery>;
export const ZProductGroup = ZNamedCount;
export type TProductGroup = z.infer<typeof ZProductGroup>;
export const ZProductGroupList = z.object({ items: z.array(ZProductGroup), meta: ZListMeta });
export type TProductGroupList = z.infer<typeof ZProductGroupList>;

// ——— Prices and favourites ———

export const MAX_PRICE_ITEMS = 200;

// POST /api/v1/product/current-price
export const ZCurrentPriceRequest = z.object({
  items: z
    .array(
      z.object({
        id: ZId,
        amount: z.coerce.number({ error: fieldMessage("catalogCalls.amount") }).int(fieldMessage("common.amountInteger")).min(0, fieldMessage("catalogCalls.amountNotNegative")).max(1_000_000, fieldMessage("catalogCalls.amountTooLarge")).default(1),
      }),
      { error: fieldMessage("catalogCalls.products") },
    )
    .min(1, fieldMessage("catalogCalls.atLeastOneProduct"))
    .max(MAX_PRICE_ITEMS, fieldMessage("catalogCalls.maxProductsPerRequest", { max: MAX_PRICE_ITEMS })),
  /** Where the refresh comes from (catalog, cart, product…), for logs. */
  source: z.string({ error: fieldMessage("common.string") }).max(50, fieldMessage("common.max50Chars")).optional().nullable(),
});
export type TCurrentPriceRequest = z.infer<typeof ZCurrentPriceRequest>;

export const ZCurrentPrice = z.object({
  id: z.number().int(),
  /** Unit price for the buyer's company price type, roubles with VAT. */
  currentPrice: ZMoney,
  /** Loyalty cash back for `amount` units; "0.00" while the site runs no cash-back programme. */
  cashBack: ZMoney,
});
export const ZCurrentPriceResponse = z.object({ items: z.array(ZCurrentPrice) });
export type TCurrentPriceResponse = z.infer<typeof ZCurrentPriceResponse>;

// PUT /api/v1/product/{id}/toggle-favorite
export const ZToggleFavoriteResponse = z.object({ favorite: z.boolean() });
export type TToggleFavoriteResponse = z.infer<typeof ZToggleFavoriteResponse>;

// ——— Custom products ———

/**
 * Roubles as a decimal ("1234.5", "1234,50", 1234.5) → kopecks. Strings and numbers alike are read
 * as text, so no float arithmetic touches money.
 */
export const ZRoubles = z.union([z.string(), z.number()], { error: fieldMessage("catalogCalls.priceRoubles") }).transform((value, ctx) => {
  const text = String(value).trim().replace(",", ".");
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: "custom", message: fieldMessage("catalogCalls.priceFormat") });
    return z.NEVER;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
});

const optionalText = (max: number) =>
  z
    .string({ error: fieldMessage("common.string") })
    .trim()
    .max(max, fieldMessage("common.maxChars", { max }))
    .nullable()
    .transform((v) => v || null)
    .optional();

const customProductFields = {
  article: optionalText(100),
  brand: optionalText(255),
  manufacturer: optionalText(255),
  unit: z.string({ error: fieldMessage("common.string") }).trim().min(1, fieldMessage("catalogCalls.unit")).max(20, fieldMessage("common.max20Chars")).optional(),
  /** Roubles; null clears it. Parsed into kopecks. */
  price: ZRoubles.nullable().optional(),
  description: optionalText(5000),
};

const ZCustomProductName = z.string({ error: fieldMessage("common.productName") }).trim().min(1, fieldMessage("common.productName")).max(255, fieldMessage("common.max255Chars"));

// POST /api/v1/product-custom — a name alone is enough
export const ZCreateCustomProductRequest = z.object({ name: ZCustomProductName, ...customProductFields });
export type TCreateCustomProductRequest = z.infer<typeof ZCreateCustomProductRequest>;

// PUT /api/v1/product-custom/{id} — only the fields sent change; null clears an optional one
export const ZUpdateCustomProductRequest = z.object({
  name: ZCustomProductName.optional(),
  ...customProductFields,
  /** true removes the photo (the same as DELETE …/delete-photo). */
  imageDeleted: z.boolean({ error: fieldMessage("common.boolean") }).optional(),
});
export type TUpdateCustomProductRequest = z.infer<typeof ZUpdateCustomProductRequest>;

export const ZCustomProduct = z.object({
  id: z.number().int(),
  type: z.literal("custom"),
  name: z.string(),
  article: z.string().nullable(),
  brand: z.string().nullable(),
  manufacturer: z.string().nullable(),
  unit: z.string(),
  /** Roubles, or null when not given. */
  price: ZMoney.nullable(),
  description: z.string().nullable(),
  /** Address of the photo ("/media/custom-product/….jpg"), or null. */
  image: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomProduct = z.infer<typeof ZCustomProduct>;

// GET /api/v1/product-custom — the company's custom products, newest first; keyword: every word in the name or the article
export const ZCustomProductListQuery = z.object({
  keyword: z.string({ error: fieldMessage("common.string") }).trim().max(200, fieldMessage("common.max200Chars")).optional(),
  limit: z.coerce.number({ error: fieldMessage("common.number") }).int(fieldMessage("common.integer")).min(1, fieldMessage("common.atLeastOne")).max(100, fieldMessage("common.atMost100")).default(50),
});
export type TCustomProductListQuery = z.infer<typeof ZCustomProductListQuery>;

export const ZCustomProductListResponse = z.object({ items: z.array(ZCustomProduct), totalCount: z.number().int() });
export type TCustomProductListResponse = z.infer<typeof ZCustomProductListResponse>;

// DELETE /api/v1/product-custom/{id} — the product goes, and leaves every cart; placed orders keep their lines
export const ZDeleteCustomProductResponse = z.object({ id: z.number().int(), removedFromCarts: z.number().int(), message: z.string() });
export type TDeleteCustomProductResponse = z.infer<typeof ZDeleteCustomProductResponse>;

export const CUSTOM_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
