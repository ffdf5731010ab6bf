import "server-only";
import pino from "pino";

const globalForLog = globalThis as unknown as { __b2bLogger?: pino.Logger };

/** One JSON logger per process; request handlers log through `logger.child({ requestId })`. */
export const logger: pino.Logger =
  globalForLog.__b2bLogger ??
  (globalForLog.__b2bLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "b2b-storefront" },
  }));
