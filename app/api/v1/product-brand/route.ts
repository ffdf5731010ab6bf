import { ZBrandList, ZBrandListQuery } from "@/lib/contracts/catalog-calls";
import { listProductBrands } from "@/lib/server/catalog/list-product-brands";
import { route } from "@/lib/server/http/route";

// GET /api/v1/product-brand — brands (keyword, page, per-page) with product counts
export const GET = route({ query: ZBrandListQuery, response: ZBrandList }, ({ site, auth, locale, query }) => listProductBrands({ site, auth, locale }, query));
