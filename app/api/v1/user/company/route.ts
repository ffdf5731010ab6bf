import { route } from "@/lib/server/http/route";
import { getActiveCompany } from "@/lib/server/users/get-active-company";

// GET /api/v1/user/company — the active company: terms, debts, legal entities, managers
export const GET = route({ auth: "required" }, async ({ site, auth, locale }) =>
  Response.json(await getActiveCompany({ site, auth, locale }), { headers: { "cache-control": "private, no-store" } }),
);
