import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/** Where an import's data came from. */
export type TImportSource = "commerceml" | "yml" | "table";

/** Who started it: 1C over the HTTP exchange, or the seller console. */
export type TImportTrigger = "exchange" | "cli";

export type TImportRunStatus = "running" | "succeeded" | "failed";

/** What a run did, counted as it goes (products unless named). */
export type TImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skipped: number;
  sections: number;
  features: number;
  prices: number;
  stocks: number;
  pictures: number;
};

/** A line of the report a run could not apply: where (file:line or the item's key) and why, in Russian. */
export type TImportProblem = { where: string; reason: string };

/**
 * One import of a seller's data (1C package, YML feed, price list): what it read, what it changed, what it
 * skipped and why. `heartbeat_at` moves while it works: a `running` run whose heartbeat stopped was cut off
 * by a crash and the next run of the site takes its place (re-applying is safe: imports upsert by key).
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    source: text("source").$type<TImportSource>().notNull(),
    trigger: text("trigger").$type<TImportTrigger>().notNull(),
    /** The files read, as named by the package (import0_1.xml, offers0_1.xml, price.xlsx). */
    files: text("files").array().notNull(),
    /** A full package: products of the site's source it did not name are withdrawn at the end. */
    isFull: boolean("is_full").notNull(),
    status: text("status").$type<TImportRunStatus>().notNull().default("running"),
    /** What it does now, for the progress line ("Товары: 1 200 из 1 197…"). */
    phase: text("phase").notNull().default(""),
    processed: integer("processed").notNull().default(0),
    counts: jsonb("counts").$type<TImportCounts>().notNull(),
    /** The first problems (at most 1,000; `problem_count` has them all). */
    problems: jsonb("problems").$type<TImportProblem[]>().notNull().default([]),
    problemCount: integer("problem_count").notNull().default(0),
    /** Why a failed run failed (the `failure` line 1C shows). */
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("import_runs_site_started_idx").on(t.siteId, t.startedAt),
    // One running run per site, whichever process starts it (PostgreSQL with several app processes too).
    uniqueIndex("import_runs_one_running_uq").on(t.siteId).where(sql`status = 'running'`),
  ],
);

/** How a site's exchange reads 1C's data; each field has a default (lib/server/exchange/exchange-settings.ts). */
export type TExchangeSettings = {
  /** Names of the property that is the brand, tried in order (default «Производитель», «Бренд», «Марка»). */
  brandProperties?: string[];
  /** The largest part 1C may send in one `file` call (bytes); it cuts bigger files into parts. */
  fileLimit?: number;
  /** Whether 1C should send one zip (init answers zip=yes). */
  zip?: boolean;
};

/**
 * The seller's 1C exchange account of a site (one per site): the login 1C signs in with and the argon2
 * hash of its password.
 */
export const exchangeAccounts = pgTable("exchange_accounts", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  login: text("login").notNull(),
  passwordHash: text("password_hash").notNull(),
  settings: jsonb("settings").$type<TExchangeSettings>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The orders one sale/query sent, with the `updated_at` each had: sale/success confirms exactly these. */
export type TSentOrder = { id: number; updatedAt: string };

/**
 * A 1C exchange session, begun by checkauth: the cookie 1C carries holds a random token, the row its
 * SHA-256. Sessions end after `expires_at`.
 */
export const exchangeSessions = pgTable(
  "exchange_sessions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** The orders the last sale/query of this session sent (null: none yet). */
    sentOrders: jsonb("sent_orders").$type<TSentOrder[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("exchange_sessions_site_idx").on(t.siteId, t.expiresAt)],
);
