import { ZCatalogQuery, ZProductList } from "@/lib/contracts/catalog";
import { route } from "@/lib/server/http/route";
import { listProducts } from "@/lib/server/search/list-products";

// GET /api/v1/product — a page of products for the catalogue filter query (spec §2 keys or §7 mapped)
export const GET = route({ query: ZCatalogQuery, response: ZProductList }, ({ site, auth, locale, userUuid, query }) => listProducts({ site, auth, locale, userUuid }, query));
