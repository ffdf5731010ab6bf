import { getSiteSettings } from "@/lib/server/app/get-site-settings";
import { route } from "@/lib/server/http/route";
import { ZSettingsResponse } from "@/lib/contracts/app";

// GET /api/v2/settings — the site's public configuration (no-store)
export const GET = route({ auth: "none", response: ZSettingsResponse }, async ({ site, request }) =>
  Response.json(getSiteSettings({ site, host: request.headers.get("host") }), { headers: { "cache-control": "no-store" } }),
);
