import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { companies, users } from "./users";

/** A signed-in session: the bearer token is random and only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    isRemembered: boolean("is_remembered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sessions_site_token_uq").on(t.siteId, t.tokenHash), index("sessions_site_user_idx").on(t.siteId, t.userId)],
);

/** One-time codes (sign-up, password reset, sign-in code step): hashed, 10 minutes, 5 attempts. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** e-mail (lower case) or phone (10 digits) the code was sent to. */
    recipient: text("recipient").notNull(),
    codeHash: text("code_hash").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_lookup_idx").on(t.siteId, t.purpose, t.recipient, t.createdAt)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The invitation identifier sent in the link (random). */
    invitation: text("invitation").notNull(),
    codeHash: text("code_hash").notNull(),
    email: text("email"),
    phone: text("phone"),
    role: text("role").notNull().default("buyer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedById: integer("used_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("invitations_site_invitation_uq").on(t.siteId, t.invitation)],
);

/** Outgoing mail and SMS: written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The HTML version of a mail (body is its text version); null for SMS and plain-text mails. */
    html: text("html"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last failure's message (kept after a later success for the record). */
    error: text("error"),
    /** Delivery attempts so far (a claim counts as one: a process that died mid-send used it up). */
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this moment (backoff after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the process sending it now; a row whose lease ran out is claimed again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Given up after the last attempt failed: never tried again (the dev outbox shows it). */
    deadAt: timestamp("dead_at", { withTimezone: true }),
    /**
     * A mail rendered at delivery, not in the transaction that queued it: the template's name
     * (lib/server/mail/mail-templates.ts) and its data; `html` and `body` are written when it is rendered.
     * Null: the row was queued rendered (codes, invitations, SMS).
     */
    template: text("template"),
    templateData: jsonb("template_data"),
    /** One message per key and site (e.g. one payment reminder per invoice and due date): a second enqueue is a no-op. */
    dedupeKey: text("dedupe_key"),
  },
  (t) => [
    index("outbox_site_created_idx").on(t.siteId, t.createdAt),
    uniqueIndex("outbox_site_dedupe_uq").on(t.siteId, t.dedupeKey),
    index("outbox_pending_idx").on(t.nextAttemptAt).where(sql`sent_at IS NULL AND dead_at IS NULL`),
  ],
);

/** A retried mutation with the same X-Request-Id by the same user gets the first answer back. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    requestId: text("request_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull().default(0),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.actor, t.requestId] })],
);

/** Fixed-window counters kept in the database so limits hold across processes. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.bucket] })],
);

/** A visitor's (or user's) acceptance of the cookie notice, by the User-Uuid the browser keeps. */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.visitor] })],
);

export const notificationSettings = pgTable(
  "notification_settings",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    settings: jsonb("settings").$type<Record<string, boolean>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] })],
);

/** A saved bank card (the card itself stays with the payment provider; we keep its mask). */
export const paymentBindings = pgTable(
  "payment_bindings",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    maskedPan: text("masked_pan").notNull(),
    paymentSystem: text("payment_system").notNull(),
    expiry: text("expiry").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    unboundAt: timestamp("unbound_at", { withTimezone: true }),
  },
  (t) => [index("payment_bindings_user_idx").on(t.siteId, t.userId)],
);

/** Per-site overrides of message texts: key "namespace.key" in a locale. */
export const translations = pgTable(
  "translations",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.locale, t.key] })],
);

/** Dismissible information messages shown to signed-in buyers. */
export const infoMessages = pgTable(
  "info_messages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("info_messages_site_idx").on(t.siteId, t.isActive)],
);

export const closedInfoMessages = pgTable(
  "closed_info_messages",
  {
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    messageId: integer("message_id").notNull().references(() => infoMessages.id, { onDelete: "cascade" }),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.messageId] })],
);

/** Links a user to an external (bank) identity: provider + subject. */
export const externalIdentities = pgTable(
  "external_identities",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("external_identities_uq").on(t.siteId, t.provider, t.subject)],
);

/**
 * A bank sign-in in progress (OpenID Connect code flow): what the start call generated and the
 * completion must check. The state is stored hashed; one row is used once and lives 10 minutes.
 */
export const bankAuthStates = pgTable(
  "bank_auth_states",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    stateHash: text("state_hash").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    isRemembered: boolean("is_remembered").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("bank_auth_states_site_state_uq").on(t.siteId, t.stateHash), index("bank_auth_states_site_expires_idx").on(t.siteId, t.expiresAt)],
);
