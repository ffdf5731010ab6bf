import "server-only";
import type { TFeedItem, TFeedRubric } from "@/lib/contracts/content";
import { feedItems, feedRubrics } from "../db/schema";

/** The columns of a post in lists and on its page (the rubric is left-joined). */
export const feedItemColumns = {
  id: feedItems.id,
  slug: feedItems.slug,
  title: feedItems.title,
  previewText: feedItems.previewText,
  imageUrl: feedItems.imageUrl,
  publishedAt: feedItems.publishedAt,
  rubricId: feedRubrics.id,
  rubricSlug: feedRubrics.slug,
  rubricName: feedRubrics.name,
};

export type TFeedItemRow = {
  id: number;
  slug: string;
  title: string;
  previewText: string;
  imageUrl: string | null;
  publishedAt: Date;
  rubricId: number | null;
  rubricSlug: string | null;
  rubricName: string | null;
};

/** A post as the API gives it; `url` is its page under the feed. */
export function toFeedItem(feedSlug: string, row: TFeedItemRow): TFeedItem {
  const rubric: TFeedRubric | null = row.rubricId !== null && row.rubricSlug !== null && row.rubricName !== null ? { id: row.rubricId, slug: row.rubricSlug, name: row.rubricName } : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    previewText: row.previewText,
    imageUrl: row.imageUrl,
    rubric,
    publishedAt: row.publishedAt.toISOString(),
    url: `/posts/${feedSlug}/${row.slug}`,
  };
}
