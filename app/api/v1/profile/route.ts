import { route } from "@/lib/server/http/route";
import { getProfile } from "@/lib/server/users/get-profile";
import { ZProfile } from "@/lib/contracts/user";

// GET /api/v1/profile — the user's own details for the profile form
export const GET = route({ auth: "required", response: ZProfile }, async ({ site, auth }) =>
  Response.json(await getProfile({ site, auth }), { headers: { "cache-control": "private, no-store" } }),
);
