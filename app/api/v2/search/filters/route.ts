import { ZCatalogQuery, ZSearchFilters } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { getSearchFilters } from "@/lib/server/search/get-search-filters";

// GET /api/v2/search/filters — facets with counts for the current result set
export const GET = route({ query: ZCatalogQuery, response: ZSearchFilters }, ({ site, auth, locale, query }) => getSearchFilters({ site, auth, locale }, query));
