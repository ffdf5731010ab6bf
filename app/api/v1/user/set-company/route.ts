import { ZIdRequest, ZSetCompanyResponse } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { setActiveCompany } from "@/lib/server/users/set-active-company";

// POST /api/v1/user/set-company — switch the active company (one the user belongs to)
export const POST = route({ auth: "required", body: ZIdRequest, response: ZSetCompanyResponse }, ({ site, auth, locale, body }) => setActiveCompany({ site, auth, locale }, body));
