import "server-only";
import { and, eq } from "drizzle-orm";
import type { TContentKey, TFeedItemDetail } from "@/lib/contracts/content";
import { sanitizeHtml } from "../html/sanitize-html";
import { getDb } from "../db/client";
import { feedItems, feedRubrics } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TContentContext } from "./content-context";
import { feedItemColumns, toFeedItem } from "./feed-item-columns";
import { findFeedOrThrow } from "./find-feed-or-throw";
import { translator } from "@/lib/server/i18n/translator";

/** GET /api/v2/feeds/{slug}/items/{id}: one post of the feed by id or slug, with its sanitised HTML. */
export async function getFeedItem(ctx: TContentContext, { slug, key }: { slug: string; key: TContentKey }): Promise<TFeedItemDetail> {
  const { site, locale } = ctx;
  const feed = await findFeedOrThrow(ctx, slug);
  const [row] = await getDb()
    .select({ ...feedItemColumns, html: feedItems.html })
    .from(feedItems)
    .leftJoin(feedRubrics, eq(feedRubrics.id, feedItems.rubricId))
    .where(and(eq(feedItems.siteId, site.id), eq(feedItems.feedId, feed.id), "id" in key ? eq(feedItems.id, key.id) : eq(feedItems.slug, key.slug)));
  if (!row) throw new AppError("NOT_FOUND", translator(locale, "contentApi")("itemNotFound"));
  return { ...toFeedItem(feed.slug, row), html: sanitizeHtml(row.html), feed: { id: feed.id, slug: feed.slug, name: feed.name } };
}
