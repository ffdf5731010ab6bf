import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { TFeedItemList, TFeedItemsQuery } from "@/lib/contracts/content";
import { getDb } from "../db/client";
import { feedItems, feedRubrics } from "../db/schema";
import { AppError } from "../http/app-error";
import { listMeta } from "../catalog/list-meta";
import type { TContentContext } from "./content-context";
import { feedItemColumns, toFeedItem } from "./feed-item-columns";
import { findFeedOrThrow } from "./find-feed-or-throw";
import { translator } from "@/lib/server/i18n/translator";

/**
 * GET /api/v2/feeds/{slug}/items: the feed's posts, newest first, a page at a time, optionally of one
 * rubric. A rubric the feed does not have is a field error, not an empty list: the link is wrong.
 */
export async function listFeedItems(ctx: TContentContext, { slug, page, perPage, rubric }: TFeedItemsQuery & { slug: string }): Promise<TFeedItemList> {
  const { site, locale } = ctx;
  const feed = await findFeedOrThrow(ctx, slug);
  const where: SQL[] = [eq(feedItems.siteId, site.id), eq(feedItems.feedId, feed.id)];
  if (rubric !== null) {
    const [found] = await getDb()
      .select({ id: feedRubrics.id })
      .from(feedRubrics)
      .where(and(eq(feedRubrics.siteId, site.id), eq(feedRubrics.feedId, feed.id), eq(feedRubrics.slug, rubric)));
    if (!found) {
      throw new AppError("BAD_REQUEST", translator(locale, "contentApi")("rubricNotFound"), { errors: { "criteria[rubric]": [translator(locale, "contentApi")("rubricNotFound")] } });
    }
    where.push(eq(feedItems.rubricId, found.id));
  }
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(feedItemColumns)
      .from(feedItems)
      .leftJoin(feedRubrics, eq(feedRubrics.id, feedItems.rubricId))
      .where(and(...where))
      .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(feedItems).where(and(...where)),
  ]);
  return { items: rows.map((row) => toFeedItem(feed.slug, row)), meta: listMeta(page, perPage, total?.n ?? 0) };
}
