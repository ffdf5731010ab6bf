import { z } from "zod";
import { fieldMessage } from "./field-message";
import { ZListMeta, ZPagingQuery } from "./catalog-calls";
import { ZSafeHtml } from "./safe-html";

/**
 * Content pages and post feeds (spec §2 routes /content/{slug}, /posts/{feedSlug}[/{itemSlug}], §7
 * "GET /api/v1/content/{id}", "GET /api/v2/feeds/..."). HTML in every response is already sanitised
 * (lib/server/html/sanitize-html.ts: allow-listed tags, links open in a new tab). Moments are ISO 8601 strings.
 */

/** A slug of a page, feed, rubric or item: lower-case Latin letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ZSlug = z
  .string({ error: fieldMessage("common.string") })
  .trim()
  .min(1, fieldMessage("common.addressRequired"))
  .max(200, fieldMessage("content.address200"))
  .regex(SLUG_PATTERN, fieldMessage("common.slug"));

/**
 * `{id}` of a content page or feed item: the numeric id, or the slug (the shell knows pages by slug,
 * spec §2 "#/content/{slug}"; the spec leaves "content-by-slug for the shell" unshown). Slugs that are
 * only digits are never issued, so the two cannot be confused.
 */
export const ZContentKey = ZSlug.transform((value, ctx): { id: number } | { slug: string } => {
  if (!/^\d+$/.test(value)) return { slug: value };
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) ctx.addIssue({ code: "custom", message: fieldMessage("content.idOrSlug") });
  return { id };
});
export type TContentKey = z.infer<typeof ZContentKey>;

// GET /api/v1/content/{id}
export const ZContentParams = z.object({ id: ZContentKey });

export const ZContentPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  html: ZSafeHtml,
  metaDescription: z.string().nullable(),
  updatedAt: z.string(),
});
export type TContentPage = z.infer<typeof ZContentPage>;

// ——— Feeds ———

export const ZFeedRubric = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type TFeedRubric = z.infer<typeof ZFeedRubric>;

// GET /api/v2/feeds/{slug}
export const ZFeedParams = z.object({ slug: ZSlug });
export const ZFeed = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), rubrics: z.array(ZFeedRubric) });
export type TFeed = z.infer<typeof ZFeed>;

export const FEED_PER_PAGE = 6;

/** GET /api/v2/feeds/{slug}/items?page&per-page&criteria[rubric]={rubric slug} — newest first. */
export const ZFeedItemsQuery = ZPagingQuery.extend({
  "per-page": ZPagingQuery.shape["per-page"].removeDefault().default(FEED_PER_PAGE),
  "criteria[rubric]": ZSlug.optional(),
}).transform((q) => ({ page: q.page, perPage: q["per-page"], rubric: q["criteria[rubric]"] ?? null }));
export type TFeedItemsQuery = z.infer<typeof ZFeedItemsQuery>;

export const ZFeedItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  previewText: z.string(),
  imageUrl: z.string().nullable(),
  rubric: ZFeedRubric.nullable(),
  publishedAt: z.string(),
  /** The post page: /posts/{feedSlug}/{itemSlug}. */
  url: z.string(),
});
export type TFeedItem = z.infer<typeof ZFeedItem>;

export const ZFeedItemList = z.object({ items: z.array(ZFeedItem), meta: ZListMeta });
export type TFeedItemList = z.infer<typeof ZFeedItemList>;

// GET /api/v2/feeds/{slug}/items/{id}
export const ZFeedItemParams = z.object({ slug: ZSlug, id: ZContentKey });
export const ZFeedItemDetail = ZFeedItem.extend({
  html: ZSafeHtml,
  feed: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type TFeedItemDetail = z.infer<typeof ZFeedItemDetail>;
