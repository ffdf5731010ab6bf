import { ZCreateCustomProductRequest, ZCustomProduct, ZCustomProductListQuery, ZCustomProductListResponse } from "@/lib/contracts/catalog-calls";
import { route } from "@/lib/server/http/route";
import { createCustomProduct } from "@/lib/server/custom-products/create-custom-product";
import { listCustomProducts } from "@/lib/server/custom-products/list-custom-products";

// GET /api/v1/product-custom — the custom products of the buyer's company; keyword finds them by name or article
export const GET = route({ auth: "required", query: ZCustomProductListQuery, response: ZCustomProductListResponse }, ({ site, auth, locale, query }) => listCustomProducts({ site, auth, locale }, query));

// POST /api/v1/product-custom — create a custom product for the buyer's company
export const POST = route({ auth: "required", body: ZCreateCustomProductRequest, response: ZCustomProduct, status: 201 }, async ({ site, auth, locale, body }) =>
  Response.json(await createCustomProduct({ site, auth, locale }, body), { status: 201 }),
);
