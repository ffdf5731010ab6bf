import "server-only";
import type { ZodError } from "zod";
import type { logger } from "../log";
import { AppError, type TFieldErrors } from "./app-error";

/** zod issues → `{ field: [texts] }`, nested paths joined with dots ("items.0.amount"). */
export function fieldErrorsOf(error: ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Every failure leaves here: a known AppError keeps its status; anything else is a logged 500. */
export function errorResponse(error: unknown, { requestId, log }: { requestId: string; log: typeof logger }): Response {
  const headers: Record<string, string> = { "x-request-id": requestId, "cache-control": "no-store" };
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) headers["retry-after"] = String(error.retryAfterSeconds);
    const body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(error.errorCode !== undefined ? { errorCode: error.errorCode } : {}), ...error.extra };
    if (error.status >= 500) log.warn({ status: error.status, message: error.message }, "request failed");
    return Response.json(body, { status: error.status, headers });
  }
  log.error({ err: error }, "unhandled error");
  return Response.json({ message: "Внутренняя ошибка сервера. Попробуйте позже." }, { status: 500, headers });
}
