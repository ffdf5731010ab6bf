import { route } from "@/lib/server/http/route";
import { getActiveCompany } from "@/lib/server/users/get-active-company";
import { ZCompanyInfo } from "@/lib/contracts/user";

// GET /api/v1/user/company — the active company: terms, debts, legal entities, managers
export const GET = route({ auth: "required", response: ZCompanyInfo }, async ({ site, auth, locale }) =>
  Response.json(await getActiveCompany({ site, auth, locale }), { headers: { "cache-control": "private, no-store" } }),
);
