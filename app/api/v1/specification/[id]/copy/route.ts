import { ZCopySpecificationRequest, ZSpecificationChangeResponse, ZSpecificationParams } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { copySpecification } from "@/lib/server/specifications/copy-specification";

// POST /api/v1/specification/{id}/copy — a new specification of mine from any visible one (recommended, archived too) → 201
export const POST = route({ auth: "required", params: ZSpecificationParams, body: ZCopySpecificationRequest, response: ZSpecificationChangeResponse, status: 201 }, async ({ site, auth, locale, params, body }) =>
  Response.json(await copySpecification({ site, auth, locale }, params, body), { status: 201 }),
);
