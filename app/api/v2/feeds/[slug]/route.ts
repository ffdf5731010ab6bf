import { ZFeed, ZFeedParams } from "@/lib/contracts/content";
import { getFeed } from "@/lib/server/content/get-feed";
import { route } from "@/lib/server/http/route";

// GET /api/v2/feeds/{slug} — a post feed with its rubrics
export const GET = route({ auth: "none", params: ZFeedParams, response: ZFeed }, ({ site, locale, params }) => getFeed({ site, locale }, params));
