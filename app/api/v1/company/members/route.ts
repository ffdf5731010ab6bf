import { listCompanyMembers } from "@/lib/server/company/list-company-members";
import { route } from "@/lib/server/http/route";
import { ZCompanyMembers } from "@/lib/contracts/company";

// GET /api/v1/company/members — the active company's people and their roles
export const GET = route({ auth: "required", response: ZCompanyMembers }, async ({ site, auth, locale }) =>
  Response.json(await listCompanyMembers({ site, auth, locale }), { headers: { "cache-control": "private, no-store" } }),
);
