import { ZIdParams } from "@/lib/contracts/user";
import { getDocument } from "@/lib/server/documents/get-document";
import { route } from "@/lib/server/http/route";
import { ZDocumentDetail } from "@/lib/contracts/documents";

// GET /api/v1/documents/{id} — one document with its lines
export const GET = route({ auth: "required", params: ZIdParams, response: ZDocumentDetail }, ({ site, auth, locale, params }) => getDocument({ site, auth, locale }, params));
