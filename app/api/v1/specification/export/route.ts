import { ZSpecificationExportQuery } from "@/lib/contracts/specifications";
import { route } from "@/lib/server/http/route";
import { exportSpecifications } from "@/lib/server/specifications/export-specifications";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";

// GET /api/v1/specification/export?ids=1,2,3&format=xlsx|csv — up to 10 specifications as a file
export const GET = route({ auth: "required", query: ZSpecificationExportQuery, response: fileResponse(mediaTypes.xlsx, mediaTypes.csv) }, ({ site, auth, locale, query }) => exportSpecifications({ site, auth, locale }, query));
