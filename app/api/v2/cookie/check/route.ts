import { checkCookieConsent } from "@/lib/server/app/check-cookie-consent";
import { route } from "@/lib/server/http/route";
import { ZCookieStatus } from "@/lib/contracts/app";

// GET /api/v2/cookie/check — has this visitor (User-Uuid) or user accepted the cookie notice
export const GET = route({ auth: "optional", response: ZCookieStatus }, async ({ site, auth, locale, userUuid }) =>
  Response.json(await checkCookieConsent({ site, auth, locale }, { userUuid }), { headers: { "cache-control": "no-store" } }),
);
