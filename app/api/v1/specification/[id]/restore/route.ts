import { ZSpecificationChangeResponse, ZSpecificationParams } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { restoreSpecification } from "@/lib/server/specifications/restore-specification";

// POST /api/v1/specification/{id}/restore — bring back from the archive
export const POST = route({ auth: "required", params: ZSpecificationParams, response: ZSpecificationChangeResponse }, ({ site, auth, locale, params }) => restoreSpecification({ site, auth, locale }, params));
