import { ZSpecificationExportQuery } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { exportSpecifications } from "@/lib/server/specifications/export-specifications";

// GET /api/v1/specification/export?ids=1,2,3&format=xlsx|csv — up to 10 specifications as a file
export const GET = route({ auth: "required", query: ZSpecificationExportQuery }, ({ site, auth, locale, query }) => exportSpecifications({ site, auth, locale }, query));
