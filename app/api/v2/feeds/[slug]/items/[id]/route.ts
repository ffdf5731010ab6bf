import { ZFeedItemDetail, ZFeedItemParams } from "@/lib/contracts/content";
import { getFeedItem } from "@/lib/server/content/get-feed-item";
import { route } from "@/lib/server/http/route";

// GET /api/v2/feeds/{slug}/items/{id} — one post by id or slug
export const GET = route({ auth: "none", params: ZFeedItemParams, response: ZFeedItemDetail }, ({ site, locale, params }) => getFeedItem({ site, locale }, { slug: params.slug, key: params.id }));
