import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";

/**
 * An information page of a site (/content/{slug}): legal texts, delivery terms. The HTML is the seller's
 * and is sanitised on output (lib/server/content), never trusted as stored.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    html: text("html").notNull(),
    metaDescription: text("meta_description"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_pages_site_slug_uq").on(t.siteId, t.slug)],
);

/** A post feed of a site (/posts/{slug}); "news" also turns on the News item of the top menu. */
export const feeds = pgTable(
  "feeds",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("feeds_site_slug_uq").on(t.siteId, t.slug)],
);

/** A rubric of a feed: the filter of the feed page (criteria[rubric]={slug}). */
export const feedRubrics = pgTable(
  "feed_rubrics",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    feedId: integer("feed_id")
      .notNull()
      .references(() => feeds.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("feed_rubrics_feed_slug_uq").on(t.feedId, t.slug)],
);

/** A post of a feed (/posts/{feedSlug}/{itemSlug}); the API also finds it by its numeric id. */
export const feedItems = pgTable(
  "feed_items",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    feedId: integer("feed_id")
      .notNull()
      .references(() => feeds.id, { onDelete: "cascade" }),
    rubricId: integer("rubric_id").references(() => feedRubrics.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    previewText: text("preview_text").notNull().default(""),
    html: text("html").notNull(),
    imageUrl: text("image_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("feed_items_feed_slug_uq").on(t.feedId, t.slug),
    // The feed page lists newest first, optionally within one rubric.
    index("feed_items_site_feed_published_idx").on(t.siteId, t.feedId, t.publishedAt),
  ],
);
