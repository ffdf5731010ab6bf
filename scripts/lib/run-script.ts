import { closeDb } from "../../lib/server/db/client";

/** Runs a CLI body: prints a failure as one clear line (no stack for expected errors) and exits non-zero. */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    console.error(`Ошибка: ${(e as Error).message}`);
    if (process.env.DEBUG) console.error(e);
    await closeDb().catch(() => undefined);
    process.exit(1);
  }
}
