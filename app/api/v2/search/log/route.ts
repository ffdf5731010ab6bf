import { ZSearchLogAnswer, ZSearchLogRequest } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { recordSearchView } from "@/lib/server/search/record-search-view";

// POST /api/v2/search/log — the catalogue page records the keyword search its server-rendered first page showed
export const POST = route({ body: ZSearchLogRequest, response: ZSearchLogAnswer, status: 201 }, async ({ site, auth, userUuid, ip, locale, body }) =>
  Response.json(await recordSearchView({ site, auth, userUuid, ip, locale }, body), { status: 201 }),
);
