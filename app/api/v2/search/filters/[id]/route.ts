import { ZCatalogQuery, ZSearchFilterItem } from "@/lib/contracts/catalog";
import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { getSearchFilter } from "@/lib/server/search/get-search-filter";

// GET /api/v2/search/filters/{id} — one feature of the current result set with all its values
export const GET = route({ params: ZIdParams, query: ZCatalogQuery, response: ZSearchFilterItem }, ({ site, auth, locale, params, query }) => getSearchFilter({ site, auth, locale }, params.id, query));
