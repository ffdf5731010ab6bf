import { getDbHandle } from "@/lib/server/db/client";
import { logger } from "@/lib/server/log";
import { ZHealthResponse } from "@/lib/contracts/app";
import { withContract } from "@/lib/server/http/response-contract";
import { pickLocale } from "@/lib/server/i18n/messages";
import { translator } from "@/lib/server/i18n/translator";

// GET /api/health — for load balancers: 200 only when the database answers.
export const GET = withContract({ auth: "none", response: ZHealthResponse }, async function health(request: Request) {
  const started = Date.now();
  try {
    await getDbHandle().ping();
    return Response.json({ status: "ok", database: "up", ms: Date.now() - started }, { headers: { "cache-control": "no-store" } });
  } catch (err) {
    logger.error({ err }, "health check: database unavailable");
    return Response.json({ status: "error", database: "down", message: translator(pickLocale(undefined, request.headers.get("accept-language")), "errors")("databaseUnavailable") }, { status: 503, headers: { "cache-control": "no-store" } });
  }
});
