import { ZIdParams } from "@/lib/contracts/user";
import { getProductBrand } from "@/lib/server/catalog/get-product-brand";
import { route } from "@/lib/server/http/route";
import { ZBrand } from "@/lib/contracts/catalog-calls";

// GET /api/v1/product-brand/{id} — one brand
export const GET = route({ params: ZIdParams, response: ZBrand }, ({ site, auth, locale, params }) => getProductBrand({ site, auth, locale }, params));
