import { z, type ZodType } from "zod";

/**
 * What every route answers besides its own contract (issue 21): the error shape of every 4xx/5xx of /api,
 * and the kinds of answer that are not JSON. A route declares one response contract through the route kit
 * (`route({ response })`); under tests the kit checks every answer against it, and the OpenAPI document
 * (docs/openapi.json, `npm run openapi`) is generated from the same declarations.
 */
export const ZErrorResponse = z
  .looseObject({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    errorCode: z.number().optional(),
  })
  .meta({ id: "ErrorResponse", description: "Every failure: a message for the user, field errors for a form, an optional numeric code" });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A file download (PDF, .xlsx, .csv, XML, plain text): the answer's media type is one of these. */
export type TFileResponse = { kind: "file"; mediaTypes: readonly string[] };
/** 204 No Content (a deletion). */
export type TEmptyResponse = { kind: "empty" };
/** 303 See Other to a page. */
export type TRedirectResponse = { kind: "redirect" };

export type TNonJsonResponse = TFileResponse | TEmptyResponse | TRedirectResponse;
export type TResponseContract = ZodType | TNonJsonResponse;

export const fileResponse = (...mediaTypes: string[]): TFileResponse => ({ kind: "file", mediaTypes });
export const emptyResponse: TEmptyResponse = { kind: "empty" };
export const redirectResponse: TRedirectResponse = { kind: "redirect" };

export const mediaTypes = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  pdf: "application/pdf",
  xml: "application/xml",
  text: "text/plain",
} as const;

export function isJsonContract(contract: TResponseContract): contract is ZodType {
  return "_zod" in contract;
}
