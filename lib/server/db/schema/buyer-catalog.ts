import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { sites } from "./sites";
import { companies, users } from "./users";

/** A buyer's favourite products (per user, not per company). */
export const favorites = pgTable(
  "favorites",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.productId] })],
);

/** A saved catalogue filter: the catalogue address (query string) and a label. */
export const userFilters = pgTable(
  "user_filters",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** "section" when the filter is only a catalogue section (shown as a blue chip), else "filter". */
    kind: text("kind").notNull().default("filter"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_filters_user_idx").on(t.siteId, t.userId, t.id)],
);

/** A product a buyer defined for their company (not in the seller's catalogue). Price in kopecks. */
export const customProducts = pgTable(
  "custom_products",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    article: text("article"),
    brand: text("brand"),
    manufacturer: text("manufacturer"),
    unit: text("unit").notNull().default("шт"),
    price: bigint("price", { mode: "number" }),
    description: text("description"),
    imagePath: text("image_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("custom_products_owner_idx").on(t.siteId, t.companyId, t.userId)],
);

/** Every catalogue search; its uuid goes back as meta.searchLogUuid. */
export const searchLog = pgTable(
  "search_log",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    visitor: text("visitor"),
    keyword: text("keyword"),
    /** What the keyword became when it was retried (keyboard layout, transliteration, typo), if it was. */
    correctedKeyword: text("corrected_keyword"),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
    resultsCount: integer("results_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_log_site_uuid_idx").on(t.siteId, t.uuid), index("search_log_site_created_idx").on(t.siteId, t.createdAt)],
);

/** Which product a buyer opened from which search, at which position. */
export const searchLogClicks = pgTable(
  "search_log_clicks",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    searchLogId: integer("search_log_id").notNull().references(() => searchLog.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    position: integer("position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_log_clicks_idx").on(t.siteId, t.searchLogId)],
);
