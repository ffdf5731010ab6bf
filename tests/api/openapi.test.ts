// Issue 21, item 2: every route declares its response contract, the route kit holds answers to it under
// tests (so every API test that calls a route fails on a drift), and the OpenAPI 3.1 document generated
// from the contracts is the committed docs/openapi.json, valid, and served at /api/openapi.json.
import fs from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { z } from "zod";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { emptyResponse, fileResponse, mediaTypes } from "@/lib/contracts/http";
import { route } from "@/lib/server/http/route";
import { buildOpenApiDocument, routesWithoutContract } from "@/scripts/lib/openapi/openapi-document";
import { loadOpenApiRoutes, openApiFile } from "@/scripts/lib/openapi/openapi-routes";
import { callRoute } from "../helpers/call-route";

const root = path.resolve(__dirname, "../..");
const committed = JSON.parse(fs.readFileSync(path.join(root, openApiFile), "utf8")) as Record<string, unknown>;
let routes: Awaited<ReturnType<typeof loadOpenApiRoutes>>;

beforeAll(async () => {
  routes = await loadOpenApiRoutes();
});

describe("every route declares its response", () => {
  it("every handler of the route table (app/api, app/exchange) has a contract with a response", () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routesWithoutContract(routes)).toEqual([]);
  });

  it("a handler without a contract is found", () => {
    const bare = async () => Response.json({});
    expect(routesWithoutContract([{ path: "/api/v9/bare", file: "app/api/v9/bare/route.ts", handlers: { GET: bare } }])).toEqual(["GET /api/v9/bare"]);
  });
});

describe("the route kit holds answers to their contract under tests", () => {
  const ZThing = z.object({ id: z.number().int(), name: z.string() });
  const call = (handler: Parameters<typeof callRoute>[0]) => callRoute(handler, { path: "/api/v1/thing" });

  it("an answer that keeps the contract passes untouched", async () => {
    const ok = route({ auth: "none", response: ZThing }, async () => ({ id: 1, name: "Кабель" }));
    expect(await call(ok)).toMatchObject({ status: 200, json: { id: 1, name: "Кабель" } });
  });

  it("a field of the wrong type, a missing field and an undeclared field are each a 500 that names it", async () => {
    const wrongType = route({ auth: "none", response: ZThing }, async () => ({ id: "1", name: "Кабель" }) as never);
    const missing = route({ auth: "none", response: ZThing }, async () => ({ id: 1 }) as never);
    const extra = route({ auth: "none", response: ZThing }, async () => ({ id: 1, name: "Кабель", secret: "x" }));
    const answers = [await call(wrongType), await call(missing), await call(extra)];
    expect(answers.map((a) => a.status)).toEqual([500, 500, 500]);
    expect(answers.map((a) => String(a.json.message))).toEqual([
      expect.stringMatching(/drifted.*id/),
      expect.stringMatching(/drifted.*name/),
      expect.stringMatching(/drifted.*secret is not in the contract/),
    ]);
  });

  it("a wrong status, a file of the wrong type and a body where 204 is promised are drift too", async () => {
    const created = route({ auth: "none", response: ZThing, status: 201 }, async () => ({ id: 1, name: "x" }));
    const pdf = route({ auth: "none", response: fileResponse(mediaTypes.pdf) }, async () => new Response("a,b", { headers: { "content-type": "text/csv" } }));
    const empty = route({ auth: "none", response: emptyResponse }, async () => Response.json({ ok: true }));
    expect((await call(created)).status).toBe(500);
    expect((await call(pdf)).json.message).toMatch(/contract says application\/pdf/);
    expect((await call(empty)).json.message).toMatch(/204/);
  });

  it("a failure must be the error shape", async () => {
    const bad = route({ auth: "none", response: ZThing }, async () => Response.json({ error: "no" }, { status: 409 }));
    expect(await call(bad)).toMatchObject({ status: 500, json: { message: expect.stringMatching(/not the error shape/) } });
  });
});

describe("the OpenAPI document", () => {
  it("the committed docs/openapi.json is what the contracts generate (run `npm run openapi` after changing a route)", () => {
    const version = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
    const generated = JSON.parse(JSON.stringify(buildOpenApiDocument(routes, version))) as Record<string, unknown>;
    expect(Object.keys(generated.paths as object).sort()).toEqual(Object.keys(committed.paths as object).sort());
    expect(generated).toEqual(committed);
  });

  it("validates as OpenAPI 3.1 and holds every route with its methods", async () => {
    const result = await new Validator().validate(structuredClone(committed));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(committed.openapi).toBe("3.1.0");
    const paths = committed.paths as Record<string, Record<string, unknown>>;
    for (const r of routes) {
      const openPath = r.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
      expect(Object.keys(paths[openPath] ?? {}).sort()).toEqual(Object.keys(r.handlers).map((m) => m.toLowerCase()).sort());
    }
  });

  it("names the contracts: the cart answer is the Cart schema, the errors the ErrorResponse", () => {
    const paths = committed.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    expect(paths["/api/v1/cart"].get.responses["200"].content?.["application/json"].schema).toEqual({ $ref: "#/components/schemas/Cart" });
    expect(paths["/api/v1/cart"].get.responses.default.content?.["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorResponse" });
    expect(paths["/api/v1/documents/{id}/pdf"].get.responses["200"].content).toHaveProperty(["application/pdf"]);
  });

  it("is served at /api/openapi.json", async () => {
    const { status, json } = await callRoute(openApiRoute, { path: "/api/openapi.json" });
    expect(status).toBe(200);
    expect(json).toEqual(committed);
  });
});
