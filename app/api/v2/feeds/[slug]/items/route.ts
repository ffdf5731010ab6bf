import { ZFeedItemList, ZFeedItemsQuery, ZFeedParams } from "@/lib/contracts/content";
import { listFeedItems } from "@/lib/server/content/list-feed-items";
import { route } from "@/lib/server/http/route";

// GET /api/v2/feeds/{slug}/items?page&per-page&criteria[rubric] — the feed's posts, newest first
export const GET = route({ auth: "none", params: ZFeedParams, query: ZFeedItemsQuery, response: ZFeedItemList }, ({ site, locale, params, query }) =>
  listFeedItems({ site, locale }, { ...query, slug: params.slug }),
);
