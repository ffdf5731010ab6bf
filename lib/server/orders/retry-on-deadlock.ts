import "server-only";
import { logger } from "../log";

const RETRYABLE = new Set(["40P01", "40001"]);

function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock victim or a serialization failure
 * (it was rolled back whole, so a retry is safe). Lock ordering makes this rare; it is the safety net.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = codeOf(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      logger.warn({ code, attempt }, "transaction retried after a deadlock or serialization failure");
    }
  }
}
