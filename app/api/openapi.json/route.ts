import document from "@/docs/openapi.json";
import { ZOpenApiDocument } from "@/lib/contracts/openapi";
import { route } from "@/lib/server/http/route";

// GET /api/openapi.json — the OpenAPI 3.1 document of every route, generated from the zod contracts (npm run openapi)
export const GET = route({ auth: "none", response: ZOpenApiDocument }, async () =>
  Response.json(document, { headers: { "cache-control": "public, max-age=300" } }),
);
