import "server-only";
import pino from "pino";
import { logLevelOf } from "./env";

const globalForLog = globalThis as unknown as { __b2bLogger?: pino.Logger };

/** One JSON logger per process; request handlers log through `logger.child({ requestId })`. */
export const logger: pino.Logger =
  globalForLog.__b2bLogger ??
  (globalForLog.__b2bLogger = pino({
    level: logLevelOf(),
    base: { app: "b2b-storefront" },
  }));
