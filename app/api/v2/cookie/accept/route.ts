import { acceptCookieConsent } from "@/lib/server/app/accept-cookie-consent";
import { route } from "@/lib/server/http/route";
import { ZCookieStatus } from "@/lib/contracts/app";

// POST /api/v2/cookie/accept — remembers the visitor's acceptance of the cookie notice
export const POST = route({ auth: "optional", response: ZCookieStatus }, ({ site, auth, locale, userUuid }) => acceptCookieConsent({ site, auth, locale }, { userUuid }));
