import { ZIdParams } from "@/lib/contracts/user";
import { route } from "@/lib/server/http/route";
import { deleteCustomProductPhoto } from "@/lib/server/custom-products/delete-custom-product-photo";

// DELETE /api/v1/product-custom/{id}/delete-photo — drop the photo of a custom product
export const DELETE = route({ auth: "required", params: ZIdParams }, ({ site, auth, locale, params }) => deleteCustomProductPhoto({ site, auth, locale }, params));
