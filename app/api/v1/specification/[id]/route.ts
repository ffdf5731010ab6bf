import { ZSpecification, ZSpecificationChangeResponse, ZSpecificationParams, ZUpdateSpecificationRequest } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { deleteSpecification } from "@/lib/server/specifications/delete-specification";
import { getSpecification } from "@/lib/server/specifications/get-specification";
import { updateSpecification } from "@/lib/server/specifications/update-specification";
import { emptyResponse } from "@/lib/contracts/http";

// GET /api/v1/specification/{id} — the specification, priced for the active company now
export const GET = route({ auth: "required", params: ZSpecificationParams, response: ZSpecification }, ({ site, auth, locale, params }) => getSpecification({ site, auth, locale }, params));

// PATCH /api/v1/specification/{id} — rename, describe, share (author or the company's Administrator; not while archived)
export const PATCH = route({ auth: "required", params: ZSpecificationParams, body: ZUpdateSpecificationRequest, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params, body }) =>
  updateSpecification({ site, auth, locale }, params, body),
);

// DELETE /api/v1/specification/{id} — delete forever (archived ones only) → 204
export const DELETE = route({ auth: "required", params: ZSpecificationParams, response: emptyResponse }, ({ site, auth, locale, params }) => deleteSpecification({ site, auth, locale }, params));
