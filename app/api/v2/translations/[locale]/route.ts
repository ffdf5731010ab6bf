import { ZMessageTree, ZTranslationsParams } from "@/lib/contracts/app";
import { getTranslations } from "@/lib/server/app/get-translations";
import { route } from "@/lib/server/http/route";

// GET /api/v2/translations/{locale} — message bundle (ru, en, uz) with the site's overrides
export const GET = route({ auth: "none", params: ZTranslationsParams, response: ZMessageTree }, async ({ site, locale, params }) =>
  Response.json(await getTranslations({ site, locale }, params), { headers: { "cache-control": "public, max-age=60", vary: "Host" } }),
);
