import { ZCreateSpecificationRequest, ZSpecificationChangeResponse, ZSpecificationListQuery, ZSpecificationListResponse } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { createSpecification } from "@/lib/server/specifications/create-specification";
import { listSpecifications } from "@/lib/server/specifications/list-specifications";

// GET /api/v1/specification?list=mine|company|recommended|archive&q&page&per-page — one of the lists, newest change first
export const GET = route({ auth: "required", query: ZSpecificationListQuery, response: ZSpecificationListResponse }, ({ site, auth, locale, query }) => listSpecifications({ site, auth, locale }, query));

// POST /api/v1/specification — a new specification of the active company (with lines, if given)
export const POST = route({ auth: "required", body: ZCreateSpecificationRequest, response: ZSpecificationChangeResponse, status: 201 }, async ({ site, auth, locale, body }) =>
  Response.json(await createSpecification({ site, auth, locale }, body), { status: 201 }),
);
