import { ZAddSpecificationLinesRequest, ZSpecificationChangeResponse, ZSpecificationParams } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { addSpecificationLines } from "@/lib/server/specifications/add-specification-lines";

// POST /api/v1/specification/{id}/lines — add products (amounts rounded up to batch and multiplicity, as the cart)
export const POST = route({ auth: "required", params: ZSpecificationParams, body: ZAddSpecificationLinesRequest, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params, body }) =>
  addSpecificationLines({ site, auth, locale }, params, body),
);
