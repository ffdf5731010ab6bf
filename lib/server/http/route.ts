import "server-only";
import { randomUUID } from "node:crypto";
import { z, type ZodType } from "zod";
import type { TNonJsonResponse, TResponseContract } from "@/lib/contracts/http";
import { defaultLocale, type TLocale } from "@/lib/shared/locales";
import { authenticate, type TAuth } from "../auth/authenticate";
import { pickLocale } from "../i18n/messages";
import { translator } from "../i18n/translator";
import { logger } from "../log";
import { resolveSite, type TSite } from "../sites/resolve-site";
import { AppError, type TFieldErrors } from "./app-error";
import { claimRequestId, releaseRequestId, storeResponse } from "./idempotency";
import { errorResponse, fieldErrorsOf } from "./error-response";
import { clientAddress } from "./peer-address";
import { assertCleanInput, parseJsonText, readBodyText } from "./request-input";
import { withContract, type TRouteContract } from "./response-contract";
import { zodParseOptions } from "./zod-locale";

type TAuthMode = "none" | "optional" | "required";

export type TRouteContext<TQuery, TBody, TParams, TAuthValue> = {
  request: Request;
  site: TSite;
  auth: TAuthValue;
  query: TQuery;
  body: TBody;
  params: TParams;
  locale: TLocale;
  requestId: string;
  userUuid: string | null;
  ip: string;
  log: typeof logger;
};

type TOptions<TQuery, TBody, TParams, TMode extends TAuthMode, TResponse extends TResponseContract> = {
  auth?: TMode;
  query?: ZodType<TQuery>;
  body?: ZodType<TBody>;
  params?: ZodType<TParams>;
  /** Multipart routes read the body themselves. */
  rawBody?: boolean;
  /** The request body's media types when it is not JSON (multipart routes), for the OpenAPI document. */
  requestMediaTypes?: readonly string[];
  /**
   * What a success answers: a zod schema of the JSON (from lib/contracts/), or a file, an empty 204 or a
   * redirect (lib/contracts/http.ts). Under tests every answer is checked against it (a drift is a 500).
   */
  response: TResponse;
  /** The status of a JSON success when it is not 200 (201 for a creation). */
  status?: 201;
};

/** What the handler may return for its contract: the schema's value (or a Response built from it), or a Response. */
type THandlerResult<TResponse> = TResponse extends TNonJsonResponse ? Response : TResponse extends ZodType ? z.output<TResponse> | Response : never;

type TAuthFor<TMode extends TAuthMode> = TMode extends "required" ? TAuth : TMode extends "none" ? null : TAuth | null;

/** Repeated keys become arrays; everything else stays a string (zod schemas coerce). */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** The value as the schema reads it, or a 400 with the field errors (the message in the request's language). */
export function parseWith<T>(schema: ZodType<T>, value: unknown, locale: TLocale = defaultLocale): T {
  assertCleanInput(value, locale);
  const parsed = schema.safeParse(value, zodParseOptions(locale));
  if (parsed.success) return parsed.data;
  const errors: TFieldErrors = fieldErrorsOf(parsed.error, locale);
  throw new AppError("BAD_REQUEST", translator(locale, "httpApi")("checkFields"), { errors });
}

export async function readJson(request: Request, locale: TLocale = defaultLocale): Promise<unknown> {
  const text = await readBodyText(request, locale);
  if (!text.trim()) return {};
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", translator(locale, "httpApi")("jsonExpected"));
  try {
    return parseJsonText(text);
  } catch {
    throw new AppError("BAD_REQUEST", translator(locale, "httpApi")("jsonInvalid"));
  }
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? match[1].trim() : null;
}

function toResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  return Response.json(value ?? {});
}

const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one wrapper of every route handler: resolves the site from Host and the user from the bearer
 * token, parses params/query/body with the endpoint's zod schemas, replays a mutation retried with the
 * same X-Request-Id, and maps every error through the one table. The handler only calls a service.
 */
export function route<TQuery = undefined, TBody = undefined, TParams = undefined, TMode extends TAuthMode = "optional", TResponse extends TResponseContract = TResponseContract>(
  options: TOptions<TQuery, TBody, TParams, TMode, TResponse>,
  handler: (ctx: TRouteContext<TQuery, TBody, TParams, TAuthFor<TMode>>) => Promise<THandlerResult<TResponse>>,
) {
  const { auth = "optional", query, body, params, rawBody, requestMediaTypes, response, status } = options;
  const contract = { auth, query, body, params, rawBody, requestMediaTypes, response, status } as TRouteContract;
  return withContract(contract, handle);

  async function handle(request: Request, segment?: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> {
    const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
    const url = new URL(request.url);
    const log = logger.child({ requestId, method: request.method, path: url.pathname });
    let claimed: Parameters<typeof storeResponse>[0] | null = null;
    // The language of the answer's texts: the client sends its page's (spec §7).
    const locale = pickLocale(undefined, request.headers.get("accept-language"));
    const t = translator(locale, "httpApi");
    try {
      const site = await resolveSite(request.headers.get("host"));
      if (!site) throw new AppError("NOT_FOUND", t("siteNotFound"));
      const token = bearerOf(request);
      const mode: TAuthMode = options.auth ?? "optional";
      let auth: TAuth | null = null;
      if (mode !== "none" && token) {
        auth = await authenticate({ site }, token);
        if (!auth) throw new AppError("UNAUTHORIZED", t("sessionExpired"));
      }
      if (mode === "required" && !auth) throw new AppError("UNAUTHORIZED", t("unauthorized"));
      const params = options.params ? parseWith(options.params, (await segment?.params) ?? {}, locale) : (undefined as TParams);
      const query = options.query ? parseWith(options.query, searchParamsToObject(url.searchParams), locale) : (undefined as TQuery);

      const ip = clientAddress(request.headers);
      const explicitRequestId = request.headers.get("x-request-id");
      if (mutating.has(request.method) && explicitRequestId && auth) {
        const key = { siteId: site.id, actor: `user:${auth.user.id}`, requestId: explicitRequestId.slice(0, 100), method: request.method, path: url.pathname };
        const stored = await claimRequestId(key, locale);
        if (stored) {
          // A 204 (a deletion) has no body, and a Response refuses one for it, even an empty one.
          const body = stored.status === 204 ? null : stored.body;
          return new Response(body, { status: stored.status, headers: { "content-type": "application/json", "x-request-id": requestId, "idempotent-replayed": "true" } });
        }
        claimed = key;
      }
      const body = options.body && !options.rawBody ? parseWith(options.body, await readJson(request, locale), locale) : (undefined as TBody);
      const ctx = {
        request,
        site,
        auth: auth as TAuthFor<TMode>,
        query,
        body,
        params,
        locale,
        requestId,
        userUuid: request.headers.get("user-uuid"),
        ip,
        log,
      };
      const response = toResponse(await handler(ctx));
      response.headers.set("x-request-id", requestId);
      if (claimed) {
        if (response.status < 400) await storeResponse(claimed, { status: response.status, body: await response.clone().text() });
        else await releaseRequestId(claimed);
      }
      return response;
    } catch (error) {
      if (claimed) await releaseRequestId(claimed).catch((err) => log.error({ err }, "could not release request id"));
      return errorResponse(error, { requestId, log, locale });
    }
  }
}

export { z };
