import "server-only";
import type { ZodError } from "zod";
import { defaultLocale, type TLocale } from "@/lib/shared/locales";
import { issueText } from "../i18n/issue-text";
import { translator } from "../i18n/translator";
import type { logger } from "../log";
import { AppError, type TFieldErrors } from "./app-error";

/**
 * zod issues → `{ field: [texts] }` in the request's language (a contract's message key becomes its text),
 * nested paths joined with dots ("items.0.amount"). Collected in a Map: a field is named by the request,
 * and in a plain object `errors["toString"]` is already a function.
 */
export function fieldErrorsOf(error: ZodError, locale: TLocale = defaultLocale): TFieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    errors.set(field, [...(errors.get(field) ?? []), issueText(issue.message, locale)]);
  }
  return Object.fromEntries(errors);
}

/** The SQLSTATE of a database error, also when Drizzle wraps it (DrizzleQueryError's cause). */
function sqlStateOf(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * What a failure is logged as: never the statement's bind parameters (personal data — phones, e-mails,
 * names — travel in them), only the error's kind, the database's message and code and the statement's start.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: String(error) };
  const cause = error.cause instanceof Error ? error.cause : null;
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string") {
    return { type: error.name, statement: query.slice(0, 200), sqlState: sqlStateOf(error), cause: cause?.message, stack: cause?.stack ?? error.stack };
  }
  return { type: error.name, message: error.message, sqlState: sqlStateOf(error), stack: error.stack };
}

/** Every failure leaves here: a known AppError keeps its status; anything else is a logged 500. */
export function errorResponse(error: unknown, { requestId, log, locale = defaultLocale }: { requestId: string; log: typeof logger; locale?: TLocale }): Response {
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store" };
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) headers["retry-after"] = String(error.retryAfterSeconds);
    const body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.errorCode !== undefined ? { errorCode: error.errorCode } : {}), ...error.extra };
    if (error.status >= 500) log.warn({ status: error.status, message: error.message }, "request failed");
    return Response.json(body, { status: error.status, headers });
  }
  // Class 22 is "data exception": a value the column cannot hold (an integer past 2³¹, a NUL, a bad date)
  // that slipped past a schema. It is the request's fault, so it is a 400 — still logged, to be fixed in the schema.
  if (sqlStateOf(error)?.startsWith("22")) {
    log.warn({ err: loggableError(error) }, "input the database refused");
    return Response.json({ message: translator(locale, "httpApi")("checkFields") }, { status: 400, headers });
  }
  log.error({ err: loggableError(error) }, "unhandled error");
  return Response.json({ message: translator(locale, "errors")("internal") }, { status: 500, headers });
}
