import { ZSpecificationChangeResponse, ZSpecificationLineParams, ZUpdateSpecificationLineRequest } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { removeSpecificationLine } from "@/lib/server/specifications/remove-specification-line";
import { updateSpecificationLine } from "@/lib/server/specifications/update-specification-line";

// PUT /api/v1/specification/{id}/lines/{lineId} — set a line's amount (rounded up to batch and multiplicity)
export const PUT = route({ auth: "required", params: ZSpecificationLineParams, body: ZUpdateSpecificationLineRequest, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params, body }) =>
  updateSpecificationLine({ site, auth, locale }, params, body),
);

// DELETE /api/v1/specification/{id}/lines/{lineId} — remove a line
export const DELETE = route({ auth: "required", params: ZSpecificationLineParams, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params }) => removeSpecificationLine({ site, auth, locale }, params));
