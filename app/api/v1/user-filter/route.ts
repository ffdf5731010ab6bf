import { ZSaveUserFilterRequest, ZUserFilter, ZUserFilterList, ZUserFilterListQuery } from "@/lib/contracts/catalog-calls";
import { listUserFilters } from "@/lib/server/catalog/list-user-filters";
import { saveUserFilter } from "@/lib/server/catalog/save-user-filter";
import { route } from "@/lib/server/http/route";

// GET /api/v1/user-filter — the user's saved catalogue filters, newest first
export const GET = route({ auth: "required", query: ZUserFilterListQuery, response: ZUserFilterList }, ({ site, auth, locale, query }) => listUserFilters({ site, auth, locale }, query));

// POST /api/v1/user-filter — save a catalogue address ({ name?, url }) as a filter
export const POST = route({ auth: "required", body: ZSaveUserFilterRequest, response: ZUserFilter }, ({ site, auth, locale, body }) => saveUserFilter({ site, auth, locale }, body));
