import "server-only";
import type http from "node:http";
import { translator } from "../i18n/translator";
import { renderServerBusy } from "../sites/render-site-not-found";

/**
 * The answer to a request admission control turned away (lib/server/http/admission.ts: queue full, or no
 * turn within the wait): 503 with Retry-After — JSON in the API's error shape under /api/, our own small
 * page («Сервер занят») everywhere else.
 */
export function answerServerBusy(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (res.headersSent || res.writableEnded) return;
  const url = req.url ?? "/";
  res.statusCode = 503;
  res.setHeader("retry-after", "5");
  res.setHeader("cache-control", "no-store");
  res.setHeader("x-content-type-options", "nosniff");
  if (url.startsWith("/api/")) {
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.end(JSON.stringify({ message: translator("ru", "serverBusy")("api") }));
    return;
  }
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(renderServerBusy(url));
}
