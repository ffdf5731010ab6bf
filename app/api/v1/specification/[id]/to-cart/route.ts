import { ZSpecificationParams, ZSpecificationToCartRequest, ZSpecificationToCartResponse } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { putSpecificationToCart } from "@/lib/server/specifications/put-specification-to-cart";

// POST /api/v1/specification/{id}/to-cart — all lines (or lineIds) into the cart; gone products skipped and listed
export const POST = route({ auth: "required", params: ZSpecificationParams, body: ZSpecificationToCartRequest, response: ZSpecificationToCartResponse }, ({ site, auth, locale, params, body }) =>
  putSpecificationToCart({ site, auth, locale }, params, body),
);
