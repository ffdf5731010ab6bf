import { bigint, boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { regions, sites } from "./sites";
import { priceTypes } from "./catalog";

export const memberRole = pgEnum("member_role", ["Administrator", "Manager", "buyer"]);

/** A person signed up on one site; the same e-mail on another site is another account. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    uuid: uuid("uuid").notNull().defaultRandom(),
    email: text("email"),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    lastName: text("last_name"),
    firstName: text("first_name"),
    middleName: text("middle_name"),
    gender: text("gender"),
    city: text("city"),
    position: text("position"),
    regionId: integer("region_id").references(() => regions.id, { onDelete: "set null" }),
    isIndividual: boolean("is_individual").notNull().default(false),
    emailAgreedForMarketing: boolean("email_agreed_for_marketing").notNull().default(false),
    activeCompanyId: integer("active_company_id"),
    avatarPath: text("avatar_path"),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_site_email_uq").on(t.siteId, t.email),
    uniqueIndex("users_site_phone_uq").on(t.siteId, t.phone),
    uniqueIndex("users_site_uuid_uq").on(t.siteId, t.uuid),
  ],
);

/** A buyer company (or an individual's own account). Money in kopecks. */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isIndividual: boolean("is_individual").notNull().default(false),
    priceTypeId: integer("price_type_id").references(() => priceTypes.id, { onDelete: "set null" }),
    creditSum: bigint("credit_sum", { mode: "number" }).notNull().default(0),
    receivables: bigint("receivables", { mode: "number" }).notNull().default(0),
    overdueReceivables: bigint("overdue_receivables", { mode: "number" }).notNull().default(0),
    overdueDuration: integer("overdue_duration").notNull().default(0),
    deferralDays: integer("deferral_days").notNull().default(0),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    bonus: bigint("bonus", { mode: "number" }).notNull().default(0),
    /**
     * When the seller approved the company (the seller console's `companies:approve`, which gives it a price
     * type and a manager); null: a new company the seller has not looked at yet.
     */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_site_name_idx").on(t.siteId, t.name)],
);

export const companyMembers = pgTable(
  "company_members",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: memberRole("role").notNull().default("buyer"),
  },
  (t) => [uniqueIndex("company_members_uq").on(t.siteId, t.companyId, t.userId), index("company_members_user_idx").on(t.siteId, t.userId)],
);

export const legalEntities = pgTable(
  "legal_entities",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    inn: text("inn").notNull(),
    kpp: text("kpp"),
    ogrn: text("ogrn"),
    address: text("address"),
  },
  (t) => [index("legal_entities_company_idx").on(t.siteId, t.companyId), index("legal_entities_inn_idx").on(t.siteId, t.inn)],
);

/** The seller's staff who look after buyer companies (shown in the help menu). */
export const managers = pgTable(
  "managers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: text("position"),
    email: text("email"),
    phone: text("phone"),
    /** Storage key of the manager's photo (a 256×256 WebP, `manager-photos/{site}/…`), set by the seller console. */
    photoPath: text("photo_path"),
  },
  (t) => [index("managers_site_idx").on(t.siteId)],
);

export const companyManagers = pgTable(
  "company_managers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    managerId: integer("manager_id").notNull().references(() => managers.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("company_managers_uq").on(t.siteId, t.companyId, t.managerId)],
);

export const deliveryAddresses = pgTable(
  "delivery_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    city: text("city"),
    comment: text("comment"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("delivery_addresses_company_idx").on(t.siteId, t.companyId)],
);
