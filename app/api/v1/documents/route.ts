import { ZDocumentListQuery, ZDocumentListResponse } from "@/lib/contracts/documents";
import { listDocuments } from "@/lib/server/documents/list-documents";
import { route } from "@/lib/server/http/route";

// GET /api/v1/documents — invoices, delivery notes and УПД of the visible companies: filters, paging, newest first
export const GET = route({ auth: "required", query: ZDocumentListQuery, response: ZDocumentListResponse }, ({ site, auth, locale, query }) => listDocuments({ site, auth, locale }, query));
