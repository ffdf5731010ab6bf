import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, numeric, pgTable, primaryKey, serial, text, unique } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { sites } from "./sites";

/** PostgreSQL's tsvector: written and read only in SQL (refreshSearchIndex), never parsed in JS. */
const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/**
 * The search document of a product, one row per product, rebuilt by lib/server/search/refresh-search-index.
 * It carries the weighted Russian tsvector (article/code A, name B, brand/series/group C, description D),
 * the codes folded like lib/shared/article for code search by substring, the folded name for sorting,
 * and a copy of the columns the facets count. Facets and counts over tens of thousands of matches read
 * this one table instead of joining products (the join was most of their time).
 */
export const productSearch = pgTable(
  "product_search",
  {
    // The columns a broad search reads for its facets come first, the tsvector, text and arrays last
    // (migration 0008): PGlite pays per column it walks to reach the ones a scan needs.
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * The id of the product's (brand, manufacturer, series, type, seller, recommended, sets) in
     * search_facet_profiles, written with the row: the reference, set and recommended facets count the
     * matches by this one integer and split only the few hundred profiles that come back.
     */
    facetProfileId: integer("facet_profile_id").notNull().default(0),
    /**
     * The id of feature_values in search_feature_lists (0: no features), written with the row: the
     * feature facets count the matches by this one integer instead of hashing and comparing arrays.
     */
    featureListId: integer("feature_list_id").notNull().default(0),
    basePrice: bigint("base_price", { mode: "number" }).notNull().default(0),
    /**
     * Some stock available (on hand less reserved) at any warehouse. Kept exact by a trigger on stocks
     * (migration 0007), so reservations by orders show at once; the in-stock filter and facet read this
     * flag instead of probing stocks per match (that probe was the costliest facet).
     */
    inStock: boolean("in_stock").notNull().default(false),
    sectionId: integer("section_id"),
    brandId: integer("brand_id"),
    manufacturerId: integer("manufacturer_id"),
    seriesId: integer("series_id"),
    groupId: integer("group_id"),
    sellerId: integer("seller_id"),
    isRecommended: boolean("is_recommended").notNull().default(false),
    vector: tsvector("vector").notNull(),
    /**
     * Folded like lib/shared/article (search_fold_code): the article, the manufacturer code and the words of
     * the name that hold a digit, space-separated: "ВА47-29" and "BA 47 29" both become "ba4729"; a decimal
     * comma stays part of its number ("3х2,5" → "3x2.5", not the "3x25" of a 3х25 cable).
     */
    codes: text("codes").notNull(),
    /** lower(name) with ё → е: sorting by name. */
    nameFold: text("name_fold").notNull(),
    sets: text("sets").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The product's feature values as ids of search_feature_values: feature filters test them with `&&`
     * (GIN index) instead of a join of product_features.
     */
    featureValues: integer("feature_values").array().notNull().default(sql`'{}'::int4[]`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId] }),
    // GIN indexes do not lead with site_id: a site_id key in a GIN index (btree_gin) holds every row of
    // the site and only slows the intersection; the site is still in every query's WHERE.
    index("product_search_vector_idx").using("gin", t.vector),
    index("product_search_codes_trgm_idx").using("gin", t.codes.op("gin_trgm_ops")),
    // The catalogue's name and price orders (product id breaks ties): with the total known from cached
    // facets, a page of the catalogue sorted by name or price is read from these in order.
    index("product_search_site_name_ru_idx").on(t.siteId, sql`${t.nameFold} COLLATE ru_ru`, t.productId),
    // Equality on the folded name (the import wizard's exact look-up of a line by its whole name): the ru_ru
    // index above serves its order, not `=` under the column's own collation.
    index("product_search_site_name_fold_idx").on(t.siteId, t.nameFold),
    index("product_search_site_price_idx").on(t.siteId, t.basePrice, t.productId),
    // For BitmapAnd with the full-text bitmap: a keyword narrowed by brand, section or feature values
    // then visits only the rows of the intersection, not every match of the keyword.
    index("product_search_brand_idx").on(t.brandId),
    index("product_search_section_idx").on(t.sectionId),
    index("product_search_feature_values_idx").using("gin", t.featureValues),
  ],
);

/**
 * The dictionary of a site's distinct (feature, value) pairs, filled by refreshSearchIndex; ids are what
 * product_search.feature_values holds. Numeric values keep value_num, text values value_text, like
 * product_features, so filters on them read the same.
 */
export const searchFeatureValues = pgTable(
  "search_feature_values",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    featureId: integer("feature_id").notNull(),
    valueNum: numeric("value_num", { precision: 14, scale: 4 }),
    valueText: text("value_text"),
  },
  (t) => [unique("search_feature_values_uq").on(t.siteId, t.featureId, t.valueText, t.valueNum).nullsNotDistinct()],
);

/**
 * The dictionary of a site's distinct facet profiles: the reference ids, the recommended flag and the set
 * labels of its products, filled by refreshSearchIndex; product_search.facet_profile_id points here.
 * 100,000 products have ≈ 3,000 profiles, the 37,000 matches of a broad word ≈ 700.
 */
export const searchFacetProfiles = pgTable(
  "search_facet_profiles",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    brandId: integer("brand_id"),
    manufacturerId: integer("manufacturer_id"),
    seriesId: integer("series_id"),
    groupId: integer("group_id"),
    sellerId: integer("seller_id"),
    isRecommended: boolean("is_recommended").notNull(),
    sets: text("sets").array().notNull(),
  },
  (t) => [unique("search_facet_profiles_uq").on(t.siteId, t.brandId, t.manufacturerId, t.seriesId, t.groupId, t.sellerId, t.isRecommended, t.sets).nullsNotDistinct()],
);

/**
 * The dictionary of a site's distinct feature-value lists (product_search.feature_values), filled by
 * refreshSearchIndex; product_search.feature_list_id points here. Products repeat their lists (37,000
 * matches of a broad word have ≈ 1,200), so facets count lists and unnest only the few distinct ones.
 */
export const searchFeatureLists = pgTable(
  "search_feature_lists",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    valueIds: integer("value_ids").array().notNull(),
  },
  (t) => [unique("search_feature_lists_uq").on(t.siteId, t.valueIds)],
);

/**
 * The change feed of the search documents: statement triggers on product_search (migration 0019) write
 * one row per changed product, or one row with product_id NULL when a statement changed more than 1,000
 * of a site's documents (site_id NULL too: the table was truncated). The in-process search index of each
 * server process reads the rows after the last seq it applied before answering (lib/server/search/engine).
 * Writes of product_prices are recorded the same way (migration 0020: the index holds per-type prices).
 * Rows every process has read are pruned (engine/prune-search-changes.ts).
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer("site_id"),
    productId: integer("product_id"),
    /**
     * The writing transaction's id (pg_current_xact_id as a number, migration 0020): a transaction that
     * commits after a later seq was read is found again by its xid (load-index.ts catchUp).
     */
    xid: bigint("xid", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [index("search_changes_site_seq_idx").on(t.siteId, t.seq), index("search_changes_xid_idx").on(t.xid)],
);

/**
 * A group of equivalent search phrases of a site ("узо" = "устройство защитного отключения"): a query
 * that contains one of them also finds the others.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    terms: text("terms").array().notNull(),
  },
  (t) => [index("search_synonyms_site_idx").on(t.siteId)],
);

/**
 * The words of a site's catalogue (names, brands, groups), lower case with ё → е, for typo correction:
 * a misspelt word is compared by trigram similarity with these few thousand words, not with every product.
 */
export const searchWords = pgTable(
  "search_words",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    frequency: integer("frequency").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.word] }), index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
