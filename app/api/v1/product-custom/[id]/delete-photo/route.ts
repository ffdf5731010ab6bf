import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { deleteCustomProductPhoto } from "@/lib/server/custom-products/delete-custom-product-photo";
import { ZCustomProduct } from "@/lib/contracts/catalog-calls";

// DELETE /api/v1/product-custom/{id}/delete-photo — drop the photo of a custom product
export const DELETE = route({ auth: "required", params: ZIdParams, response: ZCustomProduct }, ({ site, auth, locale, params }) => deleteCustomProductPhoto({ site, auth, locale }, params));
