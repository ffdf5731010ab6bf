// Shared calls of the order manager API tests (not a test file itself).
import { POST as archiveRoute } from "@/app/api/v1/order-manager/[id]/archive/route";
import { POST as commentRoute } from "@/app/api/v1/order-manager/[id]/comments/route";
import { DELETE as deleteLineRoute, PATCH as patchLineRoute } from "@/app/api/v1/order-manager/[id]/lines/[lineId]/route";
import { POST as addLineRoute } from "@/app/api/v1/order-manager/[id]/lines/route";
import { POST as restoreRoute } from "@/app/api/v1/order-manager/[id]/restore/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/order-manager/[id]/route";
import { POST as toCartRoute } from "@/app/api/v1/order-manager/[id]/to-cart/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/order-manager/route";
import type { TManagerOrder, TManagerOrderListResponse, TManagerToCartResponse } from "@/lib/contracts/order-manager";
import { callRoute, type THandler } from "../helpers/call-route";
import type { TErrorBody } from "./order-fixtures";

type TExtra = { host?: string };
const base = "/api/v1/order-manager";
const idParams = (id: number) => ({ id: String(id) });

export const listManagerOrders = (token: string, query: Record<string, string> = {}, extra: TExtra = {}) =>
  callRoute<TManagerOrderListResponse & TErrorBody>(listRoute, { path: base, token, query, ...extra });
export const createManagerOrder = (token: string, body: unknown, extra: TExtra = {}) => callRoute<TManagerOrder & TErrorBody>(createRoute, { path: base, method: "POST", token, body, ...extra });
export const getManagerOrder = (token: string, id: number, extra: TExtra = {}) => callRoute<TManagerOrder & TErrorBody>(getRoute, { path: `${base}/${id}`, token, params: idParams(id), ...extra });
export const patchManagerOrder = (token: string, id: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TManagerOrder & TErrorBody>(patchRoute, { path: `${base}/${id}`, method: "PATCH", token, body, params: idParams(id), ...extra });
export const deleteManagerOrder = (token: string, id: number, extra: TExtra = {}) => callRoute<TErrorBody>(deleteRoute, { path: `${base}/${id}`, method: "DELETE", token, params: idParams(id), ...extra });
export const patchManagerLine = (token: string, id: number, lineId: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TManagerOrder & TErrorBody>(patchLineRoute, { path: `${base}/${id}/lines/${lineId}`, method: "PATCH", token, body, params: { id: String(id), lineId: String(lineId) }, ...extra });
export const deleteManagerLine = (token: string, id: number, lineId: number, extra: TExtra = {}) =>
  callRoute<TManagerOrder & TErrorBody>(deleteLineRoute, { path: `${base}/${id}/lines/${lineId}`, method: "DELETE", token, params: { id: String(id), lineId: String(lineId) }, ...extra });
const post = <T>(handler: THandler, action: string) => (token: string, id: number, body?: unknown, extra: TExtra = {}) =>
  callRoute<T & TErrorBody>(handler, { path: `${base}/${id}/${action}`, method: "POST", token, body, params: idParams(id), ...extra });
export const archiveManagerOrder = post<TManagerOrder>(archiveRoute as THandler, "archive");
export const restoreManagerOrder = post<TManagerOrder>(restoreRoute as THandler, "restore");
export const addManagerLine = post<TManagerOrder>(addLineRoute as THandler, "lines");
export const addManagerComment = post<TManagerOrder>(commentRoute as THandler, "comments");
export const managerOrderToCart = post<TManagerToCartResponse>(toCartRoute as THandler, "to-cart");
