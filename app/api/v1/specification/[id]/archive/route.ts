import { ZSpecificationChangeResponse, ZSpecificationParams } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { archiveSpecification } from "@/lib/server/specifications/archive-specification";

// POST /api/v1/specification/{id}/archive — move to the archive
export const POST = route({ auth: "required", params: ZSpecificationParams, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params }) => archiveSpecification({ site, auth, locale }, params));
