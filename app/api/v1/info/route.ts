import { getAppInfo } from "@/lib/server/app/get-app-info";
import { route } from "@/lib/server/http/route";
import { ZInfoResponse } from "@/lib/contracts/app";

// GET /api/v1/info — site flags, client configuration, languages, regions and the visitor's region
export const GET = route({ auth: "optional", response: ZInfoResponse }, async ({ site, auth, locale }) =>
  Response.json(await getAppInfo({ site, auth, locale }), { headers: { "cache-control": "private, no-cache", vary: "Authorization, Accept-Language" } }),
);
