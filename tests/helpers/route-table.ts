import fs from "node:fs";
import path from "node:path";
import type { THandler } from "./call-route";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type THttpMethod = (typeof HTTP_METHODS)[number];

export type TRouteEntry = {
  /** The URL path with Next's segment names: /api/v1/order/[id]/cancel. */
  path: string;
  /** Names of the dynamic segments, in order ("id", "slug", …). */
  params: string[];
  /** Every HTTP method the module exports, with its handler. */
  handlers: Partial<Record<THttpMethod, THandler>>;
};

// Under jest (CommonJS) the project is two folders up; `npm run openapi` (ESM, tsx) runs from the project.
const root = typeof __dirname === "string" ? path.resolve(__dirname, "../..") : process.cwd();
// The folders whose route.ts files answer HTTP calls: the API, and 1C's exchange endpoint when it exists.
const routeFolders = ["app/api", "app/exchange"];

/** Every route.ts under the route folders, as paths relative to the project (read from disk, not listed by hand). */
export function routeFiles(): string[] {
  const files: string[] = [];
  for (const folder of routeFolders) {
    const full = path.join(root, folder);
    if (!fs.existsSync(full)) continue;
    for (const rel of fs.readdirSync(full, { recursive: true }) as string[]) {
      if (path.basename(rel) === "route.ts") files.push(path.join(folder, rel).split(path.sep).join("/"));
    }
  }
  return files.sort();
}

/** The route table as Next serves it: each route file's URL path, dynamic segments and exported handlers. */
export async function loadRouteTable(): Promise<TRouteEntry[]> {
  const table: TRouteEntry[] = [];
  for (const file of routeFiles()) {
    const urlPath = `/${file.replace(/^app\//, "").replace(/\/route\.ts$/, "")}`;
    const params = [...urlPath.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]);
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    const handlers: TRouteEntry["handlers"] = {};
    for (const method of HTTP_METHODS) if (typeof mod[method] === "function") handlers[method] = mod[method] as THandler;
    table.push({ path: urlPath, params, handlers });
  }
  return table;
}

/** The concrete path of a route for given segment values (for the request URL and the logs). */
export function pathOf(entry: TRouteEntry, params: Record<string, string>): string {
  return entry.path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    try {
      return encodeURIComponent(params[name] ?? "");
    } catch {
      return "%EF%BF%BD"; // a lone surrogate has no UTF-8: the browser would send U+FFFD
    }
  });
}
