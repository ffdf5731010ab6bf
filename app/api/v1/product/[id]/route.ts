import { ZProduct, ZProductDetailsQuery } from "@/lib/contracts/catalog";
import { ZIdParams } from "@/lib/contracts/user";
import { getProduct } from "@/lib/server/catalog/product-read-model/get-product";
import { route } from "@/lib/server/http/route";

// GET /api/v1/product/{id} — one product; a click from a search is recorded against its search_log row
export const GET = route({ params: ZIdParams, query: ZProductDetailsQuery, response: ZProduct }, ({ site, auth, locale, params, query }) => getProduct({ site, auth, locale }, params.id, query));
