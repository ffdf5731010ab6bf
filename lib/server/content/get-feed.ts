import "server-only";
import type { TFeed } from "@/lib/contracts/content";
import type { TContentContext } from "./content-context";
import { findFeedOrThrow } from "./find-feed-or-throw";
import { listFeedRubrics } from "./list-feed-rubrics";

/** GET /api/v2/feeds/{slug}: the feed's name and its rubrics (the filter of the feed page). */
export async function getFeed(ctx: TContentContext, { slug }: { slug: string }): Promise<TFeed> {
  const feed = await findFeedOrThrow(ctx, slug);
  const rubrics = await listFeedRubrics(ctx.site.id, feed.id);
  return { id: feed.id, slug: feed.slug, name: feed.name, rubrics };
}
