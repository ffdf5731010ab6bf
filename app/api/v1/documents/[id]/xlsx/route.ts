import { ZIdParams } from "@/lib/contracts/user";
import { downloadDocumentXlsx } from "@/lib/server/documents/document-files";
import { route } from "@/lib/server/http/route";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";

// GET /api/v1/documents/{id}/xlsx — the document as an .xlsx sheet
export const GET = route({ auth: "required", params: ZIdParams, response: fileResponse(mediaTypes.xlsx) }, ({ site, auth, locale, params }) => downloadDocumentXlsx({ site, auth, locale }, params));
