// The route table the fuzz and tenancy suites use (read from app/ on disk), with each route's file.
import { loadRouteTable, routeFiles } from "../../../tests/helpers/route-table";
import fs from "node:fs";
import path from "node:path";
import { nameContractSchemas, type TOpenApiRoute } from "./openapi-document";

export const openApiFile = "docs/openapi.json";

/** Names the contracts' schemas (once), then loads the routes. */
export async function loadOpenApiRoutes(): Promise<TOpenApiRoute[]> {
  const folder = path.join(process.cwd(), "lib/contracts");
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
    modules[file.replace(/\.ts$/, "")] = (await import(path.join(folder, file))) as Record<string, unknown>;
  }
  nameContractSchemas(modules);
  const files = routeFiles();
  const table = await loadRouteTable();
  return table.map((entry, i) => ({ path: entry.path, file: files[i], handlers: entry.handlers }));
}
