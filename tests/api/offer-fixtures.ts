// Shared calls of the commercial offer API tests (not a test file itself).
import { POST as archiveRoute } from "@/app/api/v1/offer/[id]/archive/route";
import { POST as copyRoute } from "@/app/api/v1/offer/[id]/copy/route";
import { POST as defaultTemplateRoute } from "@/app/api/v1/offer/[id]/default-template/route";
import { DELETE as deleteLineRoute, PATCH as patchLineRoute } from "@/app/api/v1/offer/[id]/lines/[lineId]/route";
import { POST as addLinesRoute } from "@/app/api/v1/offer/[id]/lines/route";
import { GET as logoRoute, POST as uploadLogoRoute } from "@/app/api/v1/offer/[id]/logo/route";
import { GET as pdfRoute } from "@/app/api/v1/offer/[id]/pdf/route";
import { POST as restoreRoute } from "@/app/api/v1/offer/[id]/restore/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/offer/[id]/route";
import { GET as xlsxRoute } from "@/app/api/v1/offer/[id]/xlsx/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/offer/route";
import type { TOffer, TOfferChangeResponse, TOfferListResponse, TOfferTemplate } from "@/lib/contracts/offers";
import { callRoute, type THandler } from "../helpers/call-route";
import type { TErrorBody } from "./order-fixtures";

type TExtra = { host?: string };
const base = "/api/v1/offer";
const idParams = (id: number) => ({ id: String(id) });

export const listOffers = (token: string, query: Record<string, string> = {}, extra: TExtra = {}) => callRoute<TOfferListResponse & TErrorBody>(listRoute, { path: base, token, query, ...extra });
export const createOffer = (token: string, body: unknown, extra: TExtra = {}) => callRoute<TOfferChangeResponse & TErrorBody>(createRoute, { path: base, method: "POST", token, body, ...extra });
export const getOffer = (token: string, id: number, extra: TExtra = {}) => callRoute<TOffer & TErrorBody>(getRoute, { path: `${base}/${id}`, token, params: idParams(id), ...extra });
export const patchOffer = (token: string, id: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TOffer & TErrorBody>(patchRoute, { path: `${base}/${id}`, method: "PATCH", token, body, params: idParams(id), ...extra });
export const deleteOffer = (token: string, id: number, extra: TExtra = {}) => callRoute<TErrorBody>(deleteRoute, { path: `${base}/${id}`, method: "DELETE", token, params: idParams(id), ...extra });
export const addOfferLines = (token: string, id: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TOfferChangeResponse & TErrorBody>(addLinesRoute, { path: `${base}/${id}/lines`, method: "POST", token, body, params: idParams(id), ...extra });
export const patchOfferLine = (token: string, id: number, lineId: number, body: unknown, extra: TExtra = {}) =>
  callRoute<TOffer & TErrorBody>(patchLineRoute, { path: `${base}/${id}/lines/${lineId}`, method: "PATCH", token, body, params: { id: String(id), lineId: String(lineId) }, ...extra });
export const deleteOfferLine = (token: string, id: number, lineId: number, extra: TExtra = {}) =>
  callRoute<TOffer & TErrorBody>(deleteLineRoute, { path: `${base}/${id}/lines/${lineId}`, method: "DELETE", token, params: { id: String(id), lineId: String(lineId) }, ...extra });
const post = <T>(handler: THandler, action: string) => (token: string, id: number, body?: unknown, extra: TExtra = {}) =>
  callRoute<T & TErrorBody>(handler, { path: `${base}/${id}/${action}`, method: "POST", token, body, params: idParams(id), ...extra });
export const archiveOffer = post<TOffer>(archiveRoute as THandler, "archive");
export const restoreOffer = post<TOffer>(restoreRoute as THandler, "restore");
export const copyOffer = post<TOffer>(copyRoute as THandler, "copy");
export const saveDefaultTemplate = post<TOfferTemplate>(defaultTemplateRoute as THandler, "default-template");
export const uploadLogo = (token: string, id: number, form: FormData, extra: TExtra = {}) =>
  callRoute<TOffer & TErrorBody>(uploadLogoRoute, { path: `${base}/${id}/logo`, method: "POST", token, body: form, params: idParams(id), ...extra });

/** A file call (logo, PDF, xlsx): the raw response, so the bytes can be read. */
async function fileCall(handler: THandler, token: string, id: number, action: string, extra: TExtra = {}): Promise<Response> {
  const host = extra.host ?? "localhost";
  return handler(new Request(`http://${host}${base}/${id}/${action}`, { headers: { host, authorization: `Bearer ${token}` } }), { params: Promise.resolve(idParams(id)) });
}
export const offerPdf = (token: string, id: number, extra: TExtra = {}) => fileCall(pdfRoute as THandler, token, id, "pdf", extra);
export const offerXlsx = (token: string, id: number, extra: TExtra = {}) => fileCall(xlsxRoute as THandler, token, id, "xlsx", extra);
export const offerLogo = (token: string, id: number, extra: TExtra = {}) => fileCall(logoRoute as THandler, token, id, "logo", extra);

/** A multipart form with one file in the field `data`. */
export function fileForm(bytes: Buffer | Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append("data", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
