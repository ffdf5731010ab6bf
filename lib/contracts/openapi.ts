import { z } from "zod";

/** GET /api/openapi.json: the generated OpenAPI 3.1 document (docs/openapi.json); its parts are JSON Schema. */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string().startsWith("3.1"),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
