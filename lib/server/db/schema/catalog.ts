import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites, warehouses } from "./sites";

/** Catalogue section tree; `path` holds the ids from the root down ("1.5.17") for subtree queries. */
export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    path: text("path").notNull(),
    depth: integer("depth").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    /** The seller's key of the section in its ERP (1C's group «Ид», "yml:{category id}"); null for our own. */
    externalId: text("external_id"),
  },
  (t) => [
    index("sections_site_parent_idx").on(t.siteId, t.parentId, t.sort),
    index("sections_site_path_idx").on(t.siteId, t.path),
    uniqueIndex("sections_site_slug_uq").on(t.siteId, t.slug),
    uniqueIndex("sections_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("brands_site_slug_uq").on(t.siteId, t.slug), index("brands_site_name_idx").on(t.siteId, t.name)],
);

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    country: text("country").notNull(),
  },
  (t) => [index("manufacturers_site_idx").on(t.siteId, t.name)],
);

export const series = pgTable(
  "series",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    name: text("name").notNull(),
  },
  (t) => [index("series_site_idx").on(t.siteId, t.name)],
);

/** Product groups ("type" in the catalogue query): e.g. "Кабель силовой", "Автоматический выключатель". */
export const productGroups = pgTable(
  "product_groups",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("product_groups_site_slug_uq").on(t.siteId, t.slug)],
);

export const sellers = pgTable(
  "sellers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("sellers_site_idx").on(t.siteId, t.name)],
);

export const featureKind = pgEnum("feature_kind", ["numeric", "text"]);

export const features = pgTable(
  "features",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit: text("unit"),
    kind: featureKind("kind").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    /** The seller's key of the property (1C's property «Ид», "yml-param:{name}|{unit}"); null for our own. */
    externalId: text("external_id"),
  },
  (t) => [
    index("features_site_idx").on(t.siteId, t.sort),
    uniqueIndex("features_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);

export const priceTypes = pgTable(
  "price_types",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    code: text("code").notNull(),
    isBase: boolean("is_base").notNull().default(false),
    /** 1C's price type «Ид»; null for a type made here. */
    externalId: text("external_id"),
  },
  (t) => [
    uniqueIndex("price_types_site_code_uq").on(t.siteId, t.code),
    uniqueIndex("price_types_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);

/**
 * A catalogue product. Money in kopecks (`base_price` is the base price type's price, kept here for
 * sorting and price filters). `article_norm` is the article folded by lib/shared/article (case,
 * separators, Cyrillic/Latin look-alikes) for code search.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    article: text("article").notNull(),
    articleNorm: text("article_norm").notNull(),
    manufacturerCode: text("manufacturer_code"),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sectionId: integer("section_id").references(() => sections.id, { onDelete: "set null" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id, { onDelete: "set null" }),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "set null" }),
    groupId: integer("group_id").references(() => productGroups.id, { onDelete: "set null" }),
    sellerId: integer("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    unit: text("unit").notNull().default("шт"),
    minimumBatch: integer("minimum_batch").notNull().default(1),
    multiplicity: integer("multiplicity").notNull().default(1),
    quantityInBox: integer("quantity_in_box"),
    quantityInBlock: integer("quantity_in_block"),
    deliveryDays: integer("delivery_days"),
    weightKg: numeric("weight_kg", { precision: 10, scale: 3 }),
    vatRate: integer("vat_rate").notNull().default(20),
    basePrice: bigint("base_price", { mode: "number" }).notNull().default(0),
    isRecommended: boolean("is_recommended").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sets: text("sets").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The seller's key of the product in its ERP: 1C's good «Ид», or "{good}#{characteristic}" for a
     * characteristic offer made its own product; "yml:{offer id}" from a YML feed. Null for products made
     * here (the demo generator). Imports upsert by it, so a re-import updates in place.
     */
    externalId: text("external_id"),
    /** The import run that last saw this product: a full package withdraws the ones it did not see. */
    seenRunId: integer("seen_run_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Not unique: 1C gives the characteristics of a good (sizes, colours) its one article, and goods may have none.
    index("products_site_article_idx").on(t.siteId, t.article),
    uniqueIndex("products_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
    index("products_site_article_norm_idx").on(t.siteId, t.articleNorm),
    // The import wizard's exact look-up of a list's lines by manufacturer code (match-product-lines.ts), folded as
    // product_search.codes folds it: without it that join read every product of the site (≈ 0.2 s at 100k).
    index("products_site_code_fold_idx").on(t.siteId, sql`search_fold_code(${t.manufacturerCode})`).where(sql`manufacturer_code IS NOT NULL`),
    index("products_site_section_idx").on(t.siteId, t.sectionId),
    index("products_site_brand_idx").on(t.siteId, t.brandId),
    index("products_site_group_idx").on(t.siteId, t.groupId),
    index("products_site_price_idx").on(t.siteId, t.basePrice),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** Path under the storage root, or a generated image reference "generated:{kind}". */
    path: text("path").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.siteId, t.productId, t.sort)],
);

/** A feature value: numeric features fill value_num, text features value_text. */
export const productFeatures = pgTable(
  "product_features",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    featureId: integer("feature_id").notNull().references(() => features.id, { onDelete: "cascade" }),
    valueNum: numeric("value_num", { precision: 14, scale: 4 }),
    valueText: text("value_text"),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId, t.featureId] }),
    index("product_features_num_idx").on(t.siteId, t.featureId, t.valueNum),
    index("product_features_text_idx").on(t.siteId, t.featureId, t.valueText),
  ],
);

export const productPrices = pgTable(
  "product_prices",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    priceTypeId: integer("price_type_id").notNull().references(() => priceTypes.id, { onDelete: "cascade" }),
    price: bigint("price", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.productId, t.priceTypeId] })],
);

/** Stock of a product at a warehouse: `quantity` on hand, `reserved` held by confirmed orders. */
export const stocks = pgTable(
  "stocks",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    warehouseId: integer("warehouse_id").notNull().references(() => warehouses.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.productId, t.warehouseId] }), index("stocks_site_warehouse_idx").on(t.siteId, t.warehouseId)],
);

export const relationKind = pgEnum("relation_kind", ["analog", "related"]);

export const productRelations = pgTable(
  "product_relations",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    relatedId: integer("related_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    kind: relationKind("kind").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.productId, t.kind, t.relatedId] })],
);

/**
 * The reference values of a property as the seller's ERP lists them (1C's «ВариантыЗначений/Справочник»):
 * goods name a value by its id, the product's feature keeps the text.
 */
export const featureOptions = pgTable(
  "feature_options",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    featureId: integer("feature_id").notNull().references(() => features.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.featureId, t.externalId] })],
);
