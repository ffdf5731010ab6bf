import { ZContentPage, ZContentParams } from "@/lib/contracts/content";
import { getContentPage } from "@/lib/server/content/get-content-page";
import { route } from "@/lib/server/http/route";

// GET /api/v1/content/{id} — an information page by id or slug (the shell's "#/content/{slug}")
export const GET = route({ auth: "none", params: ZContentParams, response: ZContentPage }, ({ site, locale, params }) => getContentPage({ site, locale }, params.id));
