import { ZCompanyListQuery, ZCompanyListResponse } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { listUserCompanies } from "@/lib/server/users/list-user-companies";

// GET /api/v1/user/company-list — the user's companies (page, per-page, filters[name], fields)
export const GET = route({ auth: "required", query: ZCompanyListQuery, response: ZCompanyListResponse }, ({ site, auth, query }) => listUserCompanies({ site, auth }, query));
