import { ZCatalogQuery, ZSearchFilters } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { getSearchFilters } from "@/lib/server/search/get-search-filters";

export const dynamic = "force-dynamic";

// GET /api/v2/search/filters — facets with counts for the current result set
export const GET = route({ query: ZCatalogQuery, response: ZSearchFilters }, ({ site, auth, locale, query }) => getSearchFilters({ site, auth, locale }, query));
