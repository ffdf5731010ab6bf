import "server-only";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";
import { logger } from "../log";
import { closeDb, getDbHandle } from "./client";

const globalForWarm = globalThis as unknown as { __b2bWarmed?: boolean };

/** Opens the database at server start and registers the shutdown close; exits with a clear message on failure. */
export async function warmDatabase(): Promise<void> {
  if (globalForWarm.__b2bWarmed) return;
  globalForWarm.__b2bWarmed = true;
  try {
    const handle = getDbHandle();
    await handle.ping();
    logger.info({ db: handle.kind, where: handle.where }, "database ready");
  } catch (err) {
    console.error(translator(operatorLocale, "operatorErrors")("startFailed", { message: (err as Error).message }));
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, "closing database");
    closeDb()
      .catch((err) => logger.error({ err }, "database close failed"))
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}
