import { ZSuggestQuery, ZSuggestResult } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { suggest } from "@/lib/server/search/suggest";

// GET /api/v2/search/suggest?keyword — sections, brands and products for what is typed so far
export const GET = route({ query: ZSuggestQuery, response: ZSuggestResult }, ({ site, query }) => suggest({ site }, query));
