import { ZIdParams } from "@/lib/contracts/user";
import { downloadDocumentPdf } from "@/lib/server/documents/document-files";
import { route } from "@/lib/server/http/route";
import { fileResponse, mediaTypes } from "@/lib/contracts/http";

// GET /api/v1/documents/{id}/pdf — the document as a PDF (the invoice in the standard «Счёт на оплату» form)
export const GET = route({ auth: "required", params: ZIdParams, response: fileResponse(mediaTypes.pdf) }, ({ site, auth, locale, params }) => downloadDocumentPdf({ site, auth, locale }, params));
