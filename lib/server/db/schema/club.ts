import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { brands, sections } from "./catalog";
import { orders } from "./orders";
import { sites } from "./sites";
import { companies, users } from "./users";

/**
 * A level of a site's golden club (loyalty programme): a company whose turnover (the totals of its
 * completed orders) reaches `turnover_from` kopecks is on this level and gets `percent_bp` hundredths of
 * a percent of what it pays back as bonuses (300 = 3 %).
 */
export const clubLevels = pgTable(
  "club_levels",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    turnoverFrom: bigint("turnover_from", { mode: "number" }).notNull(),
    percentBp: integer("percent_bp").notNull(),
  },
  (t) => [
    uniqueIndex("club_levels_site_turnover_uq").on(t.siteId, t.turnoverFrom),
    check("club_levels_percent_ck", sql`percent_bp BETWEEN 0 AND 10000`),
    check("club_levels_turnover_ck", sql`turnover_from >= 0`),
  ],
);

/**
 * A cash-back percent for one brand or one section (and its subsections) that overrides the level's for
 * every member; a brand's rule wins over a section's.
 */
export const clubRules = pgTable(
  "club_rules",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    sectionId: integer("section_id").references(() => sections.id, { onDelete: "cascade" }),
    percentBp: integer("percent_bp").notNull(),
  },
  (t) => [
    index("club_rules_site_idx").on(t.siteId),
    check("club_rules_target_ck", sql`(brand_id IS NULL) <> (section_id IS NULL)`),
    check("club_rules_percent_ck", sql`percent_bp BETWEEN 0 AND 10000`),
  ],
);

/** A company in the club (it joined from /user/golden-club). */
export const clubMembers = pgTable(
  "club_members",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    joinedByUserId: integer("joined_by_user_id").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("club_members_site_company_uq").on(t.siteId, t.companyId)],
);

export const bonusKinds = ["opening", "accrual", "spending", "refund"] as const;
export type TBonusKind = (typeof bonusKinds)[number];

/**
 * A change of a company's bonus balance (`companies.bonus` holds the sum, written in the same transaction):
 * `accrual` (+) when an order became completed, `spending` (−) on an order, `refund` (+) the spending given
 * back when that order was cancelled, `opening` a balance carried in. One entry per order and kind (the unique
 * index makes a repeated «completed» or «cancelled» from 1C harmless).
 */
export const bonusTransactions = pgTable(
  "bonus_transactions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TBonusKind>().notNull(),
    /** Kopecks: positive for accruals and openings, negative for spending. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The order's name as it was (an order deleted later still reads in the history). */
    orderName: text("order_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bonus_transactions_company_idx").on(t.siteId, t.companyId, t.createdAt),
    uniqueIndex("bonus_transactions_order_kind_uq").on(t.siteId, t.orderId, t.kind),
    check("bonus_transactions_kind_ck", sql`kind IN ('opening', 'accrual', 'spending', 'refund')`),
  ],
);

export const clubFeedbackKinds = ["feedback", "questionnaire"] as const;
export type TClubFeedbackKind = (typeof clubFeedbackKinds)[number];

/** What a club member sent the seller: a feedback message, or the questionnaire's answers. */
export const clubFeedback = pgTable(
  "club_feedback",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<TClubFeedbackKind>().notNull(),
    /** The feedback's text, or the questionnaire's answers by question key. */
    body: jsonb("body").$type<Record<string, string | number | string[]>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("club_feedback_site_created_idx").on(t.siteId, t.createdAt), check("club_feedback_kind_ck", sql`kind IN ('feedback', 'questionnaire')`)],
);
