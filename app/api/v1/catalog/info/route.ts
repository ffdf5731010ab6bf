import { getCatalogInfo } from "@/lib/server/catalog/get-catalog-info";
import { route } from "@/lib/server/http/route";
import { ZCatalogInfo } from "@/lib/contracts/catalog-calls";

// GET /api/v1/catalog/info — catalogue view defaults, stock columns, sorts; saved filters when signed in
export const GET = route({ response: ZCatalogInfo }, ({ site, auth, locale }) => getCatalogInfo({ site, auth, locale }));
