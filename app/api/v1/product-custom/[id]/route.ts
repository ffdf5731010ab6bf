import { ZCustomProduct, ZDeleteCustomProductResponse, ZUpdateCustomProductRequest } from "@/lib/contracts/catalog-calls";
import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { deleteCustomProduct } from "@/lib/server/custom-products/delete-custom-product";
import { getCustomProduct } from "@/lib/server/custom-products/get-custom-product";
import { updateCustomProduct } from "@/lib/server/custom-products/update-custom-product";

// GET /api/v1/product-custom/{id} — one custom product of the buyer's company
export const GET = route({ auth: "required", params: ZIdParams, response: ZCustomProduct }, ({ site, auth, locale, params }) => getCustomProduct({ site, auth, locale }, params));

// PUT /api/v1/product-custom/{id} — change the fields sent; imageDeleted drops the photo
export const PUT = route({ auth: "required", params: ZIdParams, body: ZUpdateCustomProductRequest, response: ZCustomProduct }, ({ site, auth, locale, params, body }) =>
  updateCustomProduct({ site, auth, locale }, params, body),
);

// DELETE /api/v1/product-custom/{id} — delete it; cart lines holding it go, placed orders keep their lines
export const DELETE = route({ auth: "required", params: ZIdParams, response: ZDeleteCustomProductResponse }, ({ site, auth, locale, params }) => deleteCustomProduct({ site, auth, locale }, params));
