import "server-only";
import { getEnv } from "../env";

/**
 * Whether codes may be shown outside the mail and SMS themselves (the /dev/outbox page, the log):
 * always in development and tests; in a production build only with B2B_DEV_OUTBOX=1 (end-to-end tests).
 */
export function isDevOutboxEnabled(): boolean {
  const env = getEnv();
  return env.NODE_ENV !== "production" || env.B2B_DEV_OUTBOX === "1";
}
