import { ZIdParams, ZSuccess } from "@/lib/contracts/user";
import { deleteUserFilter } from "@/lib/server/catalog/delete-user-filter";
import { route } from "@/lib/server/http/route";

// DELETE /api/v1/user-filter/{id} — delete one of the user's saved filters
export const DELETE = route({ auth: "required", params: ZIdParams, response: ZSuccess }, ({ site, auth, locale, params }) => deleteUserFilter({ site, auth, locale }, params));
