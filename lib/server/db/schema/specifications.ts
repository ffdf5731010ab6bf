import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customProducts } from "./buyer-catalog";
import { products } from "./catalog";
import type { TLineKind } from "./orders";
import { sites } from "./sites";
import { companies, users } from "./users";

/** A buyer's own list (of a company, with an author) or one the seller recommends to every buyer of the site. */
export const specificationKinds = ["buyer", "recommended"] as const;
export type TSpecificationKind = (typeof specificationKinds)[number];

export const specificationStatuses = ["active", "archived"] as const;
export type TSpecificationStatus = (typeof specificationStatuses)[number];

/**
 * A saved list of goods (spec §2 "Specification lists", §3 Specification). A buyer's belongs to a company
 * and its author (only the author sees it until it is shared with the company); a recommended one is
 * written by the seller and has neither. The author reference turns null when the user row goes, so a
 * shared list stays with the company (its Administrators can still edit it).
 */
export const specifications = pgTable(
  "specifications",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<TSpecificationKind>().notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    shared: boolean("shared").notNull().default(false),
    status: text("status").$type<TSpecificationStatus>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The seller's key of a recommended list (the seller console's --key), so re-creating it replaces it. */
    externalId: text("external_id"),
  },
  (t) => [
    check("specifications_kind_ck", sql`kind IN ('buyer', 'recommended') AND (kind = 'recommended') = (company_id IS NULL)`),
    check("specifications_status_ck", sql`status IN ('active', 'archived')`),
    // The lists: mine (author), the company's shared ones, the site's recommended ones — newest change first.
    index("specifications_author_idx").on(t.siteId, t.authorUserId, t.status, t.updatedAt),
    index("specifications_company_idx").on(t.siteId, t.companyId, t.status, t.updatedAt),
    index("specifications_site_kind_idx").on(t.siteId, t.kind, t.updatedAt),
    uniqueIndex("specifications_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);

/**
 * A line of a specification. Name, article and unit are kept as they were when the line was added, so a
 * line whose product was deleted or withdrawn still shows what it was (flagged `missing`, never dropped).
 */
export const specificationLines = pgTable(
  "specification_lines",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    specificationId: integer("specification_id")
      .notNull()
      .references(() => specifications.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TLineKind>().notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customProductId: integer("custom_product_id").references(() => customProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    unit: text("unit").notNull().default("шт"),
    amount: integer("amount").notNull(),
    /** The order the lines are shown in (added last, shown last). */
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("specification_lines_spec_idx").on(t.siteId, t.specificationId, t.position),
    uniqueIndex("specification_lines_product_uq").on(t.specificationId, t.productId),
    uniqueIndex("specification_lines_custom_uq").on(t.specificationId, t.customProductId),
  ],
);
