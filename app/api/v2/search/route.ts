import { ZCatalogQuery, ZSearchResult } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { searchCatalog } from "@/lib/server/search/search-catalog";

// GET /api/v2/search — products for a keyword and filters (criteria[...], properties, from/to); logged in search_log
export const GET = route({ query: ZCatalogQuery, response: ZSearchResult }, ({ site, auth, locale, userUuid, query }) => searchCatalog({ site, auth, locale, userUuid }, query));
