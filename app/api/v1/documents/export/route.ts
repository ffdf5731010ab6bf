import { ZDocumentExportQuery } from "@/lib/contracts/documents";
import { exportDocuments } from "@/lib/server/documents/document-files";
import { route } from "@/lib/server/http/route";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";

// GET /api/v1/documents/export — the filtered documents list as an .xlsx file
export const GET = route({ auth: "required", query: ZDocumentExportQuery, response: fileResponse(mediaTypes.xlsx) }, ({ site, auth, locale, query }) => exportDocuments({ site, auth, locale }, query));
