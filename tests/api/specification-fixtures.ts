// Shared calls of the specification API tests (not a test file itself).
import { DELETE as deleteArchiveRoute } from "@/app/api/v1/specification/archive/route";
import { POST as archiveRoute } from "@/app/api/v1/specification/[id]/archive/route";
import { POST as copyRoute } from "@/app/api/v1/specification/[id]/copy/route";
import { PUT as putLineRoute, DELETE as deleteLineRoute } from "@/app/api/v1/specification/[id]/lines/[lineId]/route";
import { POST as addLinesRoute } from "@/app/api/v1/specification/[id]/lines/route";
import { POST as restoreRoute } from "@/app/api/v1/specification/[id]/restore/route";
import { GET as getRoute, PATCH as patchRoute, DELETE as deleteRoute } from "@/app/api/v1/specification/[id]/route";
import { POST as toCartRoute } from "@/app/api/v1/specification/[id]/to-cart/route";
import { GET as exportRoute } from "@/app/api/v1/specification/export/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/specification/route";
import type {
  TDeleteSpecificationArchiveResponse,
  TSpecification,
  TSpecificationChangeResponse,
  TSpecificationListResponse,
  TSpecificationToCartResponse,
} from "@/lib/contracts/specifications";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { customProducts, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, type THandler } from "../helpers/call-route";
import type { TErrorBody } from "./order-fixtures";

type TExtra = { host?: string; headers?: Record<string, string> };
const base = "/api/v1/specification";
const idParams = (id: number) => ({ id: String(id) });

export const listSpecs = (token: string, query: Record<string, string> = {}, extra: TExtra = {}) =>
  callRoute<TSpecificationListResponse & TErrorBody>(listRoute, { path: base, token, query, ...extra });
export const createSpec = (token: string, body: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(createRoute, { path: base, method: "POST", token, body, ...extra });
export const getSpec = (token: string, id: number, extra: TExtra = {}) =>
  callRoute<TSpecification & TErrorBody>(getRoute, { path: `${base}/${id}`, token, params: idParams(id), ...extra });
export const patchSpec = (token: string, id: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(patchRoute, { path: `${base}/${id}`, method: "PATCH", token, body, params: idParams(id), ...extra });
export const deleteSpec = (token: string, id: number, extra: TExtra = {}) =>
  callRoute<TErrorBody>(deleteRoute, { path: `${base}/${id}`, method: "DELETE", token, params: idParams(id), ...extra });
export const addLines = (token: string, id: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(addLinesRoute, { path: `${base}/${id}/lines`, method: "POST", token, body, params: idParams(id), ...extra });
export const putLine = (token: string, id: number, lineId: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(putLineRoute, {
    path: `${base}/${id}/lines/${lineId}`,
    method: "PUT",
    token,
    body,
    params: { id: String(id), lineId: String(lineId) },
    ...extra,
  });
export const deleteLine = (token: string, id: number, lineId: number, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(deleteLineRoute, { path: `${base}/${id}/lines/${lineId}`, method: "DELETE", token, params: { id: String(id), lineId: String(lineId) }, ...extra });
const post = (handler: THandler, action: string) => (token: string, id: number, body?: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationChangeResponse & TErrorBody>(handler, { path: `${base}/${id}/${action}`, method: "POST", token, body, params: idParams(id), ...extra });
export const copySpec = post(copyRoute as THandler, "copy");
export const archiveSpec = post(archiveRoute as THandler, "archive");
export const restoreSpec = post(restoreRoute as THandler, "restore");
export const specToCart = (token: string, id: number, body?: unknown, extra: TExtra = {}) =>
  callRoute<TSpecificationToCartResponse & TErrorBody>(toCartRoute, { path: `${base}/${id}/to-cart`, method: "POST", token, body, params: idParams(id), ...extra });
export const deleteArchive = (token: string, extra: TExtra = {}) =>
  callRoute<TDeleteSpecificationArchiveResponse & TErrorBody>(deleteArchiveRoute, { path: `${base}/archive`, method: "DELETE", token, ...extra });

/** The export call: the raw response (a file), or the error's JSON. */
export async function exportSpecs(token: string, query: Record<string, string>, extra: TExtra = {}) {
  const url = new URL(`http://${extra.host ?? "localhost"}${base}/export`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await exportRoute(new Request(url, { headers: { host: extra.host ?? "localhost", authorization: `Bearer ${token}` } }));
  return response;
}

/** A custom product of the user's active company, written straight to the database. */
export async function customProductOf(email: string, name: string, price: number) {
  const site = await siteOf("localhost");
  const [user] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  const [row] = await getDb()
    .insert(customProducts)
    .values({ siteId: site.id, companyId: user.activeCompanyId, userId: user.id, name, article: "СВ-1", unit: "компл", price })
    .returning();
  return row;
}
