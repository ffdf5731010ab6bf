import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customProducts } from "./buyer-catalog";
import { products } from "./catalog";
import type { TLineKind } from "./orders";
import { sites } from "./sites";
import { companies, users } from "./users";

export const offerStatuses = ["active", "archived"] as const;
export type TOfferStatus = (typeof offerStatuses)[number];

/** The product table's columns an offer's template may show (spec §3 Commercial offer). */
export const offerColumns = ["image", "article", "manufacturerCode", "brand", "name", "amount", "price", "discount", "vat", "total"] as const;
export type TOfferColumn = (typeof offerColumns)[number];

/**
 * The blocks of an offer's printed form. `intro` and `final` are HTML already passed through the
 * server's sanitiser (ADR 0020) when stored; `logoKey` is the file storage key of a PNG re-encoded on upload.
 */
export type TOfferTemplateData = {
  title: string;
  contacts: string;
  intro: string;
  final: string;
  columns: TOfferColumn[];
  logoKey: string | null;
};

/**
 * A commercial offer (spec §3): a buyer's own priced list for their customer, with a markup (or a
 * discount, negative) in hundredths of a percent over the company's price, and its own printed form.
 * It belongs to its author in the active company; archived → restored or deleted for good.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** 1550 = +15.5 %; −2000 = a 20 % discount; always above −10000 (−100 %). */
    markupBasisPoints: integer("markup_basis_points").notNull().default(0),
    template: jsonb("template").$type<TOfferTemplateData>().notNull(),
    status: text("status").$type<TOfferStatus>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check("offers_status_ck", sql`status IN ('active', 'archived')`),
    check("offers_markup_ck", sql`markup_basis_points > -10000`),
    index("offers_author_idx").on(t.siteId, t.companyId, t.authorUserId, t.status, t.updatedAt),
  ],
);

/** A line of an offer: stored as a specification line is (name, article, unit kept), with its own markup when set. */
export const offerLines = pgTable(
  "offer_lines",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TLineKind>().notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customProductId: integer("custom_product_id").references(() => customProducts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    article: text("article"),
    unit: text("unit").notNull().default("шт"),
    amount: integer("amount").notNull(),
    /** Null: the offer's markup applies. */
    markupBasisPoints: integer("markup_basis_points"),
    position: integer("position").notNull(),
  },
  (t) => [
    check("offer_lines_markup_ck", sql`markup_basis_points IS NULL OR markup_basis_points > -10000`),
    index("offer_lines_offer_idx").on(t.siteId, t.offerId, t.position),
  ],
);

/** A company's saved default template: new offers of the company start with it. */
export const offerTemplates = pgTable(
  "offer_templates",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    template: jsonb("template").$type<TOfferTemplateData>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("offer_templates_company_uq").on(t.siteId, t.companyId)],
);
