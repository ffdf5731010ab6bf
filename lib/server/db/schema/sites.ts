import { sql } from "drizzle-orm";
import type { THelpConfig } from "../../../contracts/help";
import type { THomeConfig } from "../../../contracts/home";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export type TSiteSettings = {
  showHomePage: boolean;
  homeRedirect: boolean;
  isPositionsInOrder: boolean;
  isAllowedViewOrdersOfAllCompanies: boolean;
  isAllowedSbpPay: boolean;
  isAllowedViewLegalDocuments: boolean;
  chatButton: boolean;
  currentPriceForUnauthorized: boolean;
  numberOfShownStocks: number;
};

export type TSiteConfig = {
  chatButton?: { type: string; link: string; chatButtons: { type: string; link: string; image?: string; hint?: string; background?: string }[] };
  yandexMetrikaCounterId?: string | null;
  initialAuthMode?: "signin" | "signup";
  /** Sign-in needs a one-time code after the password (and code-only sign-in is refused). */
  signInCodeRequired?: boolean;
  defaultSort?: string | null;
  searchKeywords?: { replacement: string; related: string };
  b2bAnalytics?: { enabled: boolean; modules: Record<string, { enabled: boolean; ecommerce?: boolean; strict?: boolean }> };
  /** Company/address suggestions: Dadata with the seller's key; absent or "local" uses the bundled data set. Never sent to clients. */
  companyLookup?: { provider: "dadata" | "local"; apiKey?: string | null; url?: string | null };
  /** Per-site sign-up form: turn optional fields on/off or make them required (lib/server/app/get-signup-form-fields.ts). */
  signupFields?: Partial<Record<string, { enabled?: boolean; required?: boolean }>>;
  /** Bank sign-in (OpenID Connect) providers and the support address of its failure page. Secrets never leave the server. */
  bankId?: TBankIdConfig;
  /** The important-notice dialog for visitors on desktop (spec §2); `hidden` turns it off. Read by lib/server/shell/shell-config.ts. */
  importantNotice?: { title: string; html: string; hidden?: boolean };
  /** The regional message on phones (spec §2). */
  regionalMessage?: { enabled: boolean };
  /** The seller's requisites printed on invoices and delivery notes (`npm run seller -- site:requisites`). */
  sellerRequisites?: TSellerRequisites;
  /** The home page's blocks (banners, featured sections, brands, news of a feed) shown with showHomePage (`npm run seller -- site:home`). */
  home?: THomeConfig;
  /**
   * The golden club (loyalty programme, /user/golden-club): on with `enabled`; a member may pay up to
   * `spendMaxPercent` of an order's total with bonuses (0: bonuses are only collected).
   */
  goldenClub?: { enabled: boolean; spendMaxPercent: number };
  /** The help menu's links and video manuals, and screens' help boxes (`npm run seller -- site:help`). Read by lib/server/shell/help-config.ts. */
  help?: THelpConfig;
};

/** The seller as a legal entity: the header and bank details block of «Счёт на оплату». */
export type TSellerRequisites = {
  legalName: string;
  inn: string;
  kpp?: string | null;
  address: string;
  bankName: string;
  bic: string;
  correspondentAccount: string;
  settlementAccount: string;
  director?: string | null;
  accountant?: string | null;
};

/** One OpenID Connect provider a site offers for bank sign-in; `id` is the {provider} of the URLs. */
export type TBankIdProviderConfig = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string | null;
  /** Default "openid email phone profile". */
  scope?: string;
};

export type TBankIdConfig = { providers?: TBankIdProviderConfig[]; supportEmail?: string | null };

export type TSiteModules = { enabled: boolean; offers: boolean; orderManager: boolean; configurator: boolean };

export type TSiteFeatureFlags = {
  documents: boolean;
  news: boolean;
  orderCancel: boolean;
  orderRepeat: boolean;
  orderReserve: boolean;
  orderReturn: boolean;
  orderPayment: boolean;
  orderPickup: boolean;
};

export type TCaptchaSettings = {
  enabled: boolean;
  key: string | null;
  provider: "local" | "yandex" | "recaptcha-enterprise";
  /** Sign-in asks for the captcha after this many failures in 15 minutes (0: always; default 3). */
  signInAfterFailures?: number;
};

/** A seller. Everything a buyer sees belongs to exactly one site. */
export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  url: text("url"),
  marketUrl: text("market_url"),
  locales: text("locales").array().notNull().default(sql`'{ru,en,uz}'::text[]`),
  currency: text("currency").notNull().default("RUB"),
  settings: jsonb("settings").$type<TSiteSettings>().notNull(),
  config: jsonb("config").$type<TSiteConfig>().notNull(),
  modules: jsonb("modules").$type<TSiteModules>().notNull(),
  featureFlags: jsonb("feature_flags").$type<TSiteFeatureFlags>().notNull(),
  captcha: jsonb("captcha").$type<TCaptchaSettings>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Host names that point at a site; the host is stored lower-case without a port. */
export const siteHosts = pgTable(
  "site_hosts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
  },
  (t) => [uniqueIndex("site_hosts_host_uq").on(t.host), index("site_hosts_site_idx").on(t.siteId)],
);

export const regions = pgTable(
  "regions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("regions_site_idx").on(t.siteId, t.sort)],
);

export const warehouses = pgTable(
  "warehouses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    regionId: integer("region_id").references(() => regions.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    sort: integer("sort").notNull().default(0),
    /** 1C's warehouse «Ид»; null for a warehouse made here. */
    externalId: text("external_id"),
  },
  (t) => [
    index("warehouses_site_idx").on(t.siteId, t.sort),
    uniqueIndex("warehouses_site_external_uq").on(t.siteId, t.externalId).where(sql`external_id IS NOT NULL`),
  ],
);
