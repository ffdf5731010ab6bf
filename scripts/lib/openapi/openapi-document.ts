// The OpenAPI 3.1 document of every route, generated from the contracts the routes declare through the
// route kit (lib/server/http/route.ts) — never written by hand. `npm run openapi` writes docs/openapi.json;
// tests/api/openapi.test.ts fails when the committed file and the routes part.
import fs from "node:fs";
import path from "node:path";
import { z, type ZodType } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { ZErrorResponse, isJsonContract, type TResponseContract } from "@/lib/contracts/http";
import { contractOf, type TRouteContract } from "@/lib/server/http/response-contract";

export type TOpenApiRoute = { path: string; file: string; handlers: Partial<Record<string, unknown>> };

const root = path.resolve(process.cwd());

/** The comment line above `export const METHOD` in the route file: «GET /api/v1/cart — the active company's cart…». */
function summaryOf(file: string, method: string): string | undefined {
  const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n");
  const at = lines.findIndex((line) => new RegExp(`^export (const|async function) ${method}\\b`).test(line));
  for (let i = at - 1; i >= 0 && lines[i].startsWith("//"); i--) {
    const text = lines[i].replace(/^\/\/\s*/, "");
    if (text.startsWith(`${method} `)) return text.replace(/^\S+ \S+ — /, "");
  }
  return undefined;
}

/** A query or params schema as the object whose keys are the parameters (transforms and preprocessing peeled off). */
function objectOf(schema: ZodType | undefined): ZodType | undefined {
  let current = schema as (ZodType & { _zod: { def: { type: string; in?: ZodType; out?: ZodType } } }) | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const def = current._zod.def;
    if (def.type === "object") return current;
    if (def.type !== "pipe") return undefined;
    const inner = (def.in as typeof current)._zod.def.type === "transform" ? def.out : def.in;
    current = inner as typeof current;
  }
  return undefined;
}

function successOf(contract: TRouteContract): ZodOpenApiResponsesObject {
  const response: TResponseContract = contract.response;
  if (isJsonContract(response)) return { [String(contract.status ?? 200)]: { description: "Success", content: { "application/json": { schema: response } } } };
  if (response.kind === "empty") return { "204": { description: "Done, no content" } };
  if (response.kind === "redirect") return { "303": { description: "Redirect to a page", headers: { location: { schema: { type: "string" } } } } };
  return { "200": { description: "A file", content: Object.fromEntries(response.mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }])) } };
}

function operationOf(route: TOpenApiRoute, method: string, contract: TRouteContract): ZodOpenApiOperationObject {
  const query = objectOf(contract.query);
  const params = objectOf(contract.params);
  const requestBody = contract.body
    ? { content: { "application/json": { schema: contract.body } } }
    : contract.rawBody && contract.requestMediaTypes
      ? { content: Object.fromEntries(contract.requestMediaTypes.map((type) => [type, { schema: { type: "string" as const, format: "binary" } }])) }
      : undefined;
  const summary = summaryOf(route.file, method);
  return {
    ...(summary ? { summary } : {}),
    tags: [route.path.split("/").slice(0, 4).join("/")],
    security: contract.auth === "required" ? [{ bearer: [] }] : contract.auth === "optional" ? [{}, { bearer: [] }] : [],
    ...(query || params ? { requestParams: { ...(query ? { query: query as never } : {}), ...(params ? { path: params as never } : {}) } } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successOf(contract),
      default: { description: "A failure: 400 field errors, 401, 403, 404 (another site's or company's data too), 409, 413, 415, 422, 429, 5xx", content: { "application/json": { schema: ZErrorResponse } } },
    },
  };
}

/**
 * Every schema lib/contracts/ exports becomes a named component («ZCart» → «Cart»), so the document reads like
 * the contracts and a schema used by many routes is written once. Registered in zod's own registry, which
 * zod-openapi reads; schemas named already (`.meta({ id })`) keep their name.
 */
export function nameContractSchemas(modules: Record<string, Record<string, unknown>>) {
  const taken = new Map<string, unknown>();
  for (const [module, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports)) {
      if (!/^Z[A-Z]/.test(name) || !value || typeof value !== "object" || !("_zod" in value)) continue;
      const schema = value as ZodType;
      const meta = z.globalRegistry.get(schema);
      if (meta?.id) continue;
      const id = taken.has(name.slice(1)) ? `${module}.${name.slice(1)}` : name.slice(1);
      if ([...taken.values()].includes(schema)) continue;
      taken.set(id, schema);
      z.globalRegistry.add(schema, { ...meta, id });
    }
  }
}

/** Routes whose handlers declare no contract (a route must declare its response). */
export function routesWithoutContract(routes: TOpenApiRoute[]): string[] {
  return routes.flatMap((route) => Object.entries(route.handlers).filter(([, handler]) => !contractOf(handler)?.response).map(([method]) => `${method} ${route.path}`));
}

export function buildOpenApiDocument(routes: TOpenApiRoute[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const openPath = route.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
    for (const [method, handler] of Object.entries(route.handlers)) {
      const contract = contractOf(handler);
      if (!contract) throw new Error(`${method} ${route.path} declares no contract`);
      paths[openPath] = { ...paths[openPath], [method.toLowerCase()]: operationOf(route, method, contract) };
    }
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "B2B storefront API",
      version,
      description: "Generated from the zod contracts of the routes (npm run openapi). Rules, flows and examples: docs/api.md. Every call is answered for the site of its Host header.",
    },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The token of POST /api/v2/user/sign-in" } } },
    paths,
  });
}
