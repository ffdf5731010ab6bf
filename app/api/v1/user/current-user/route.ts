import { route } from "@/lib/server/http/route";
import { getCurrentUser } from "@/lib/server/users/get-current-user";
import { ZCurrentUser } from "@/lib/contracts/user";

// GET /api/v1/user/current-user — the signed-in user with the active company and open information messages
export const GET = route({ auth: "required", response: ZCurrentUser }, async ({ site, auth }) =>
  Response.json(await getCurrentUser({ site, auth }), { headers: { "cache-control": "private, no-store" } }),
);
