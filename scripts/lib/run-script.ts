import { closeDb } from "../../lib/server/db/client";

/**
 * Runs a CLI body: prints a failure as one clear line (no stack for expected errors), then the field
 * errors an AppError carries, one a line, and exits non-zero.
 */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    console.error(`Ошибка: ${(e as Error).message}`);
    const fields = (e as { errors?: Record<string, string[]> }).errors;
    for (const [field, texts] of Object.entries(fields ?? {})) for (const text of texts) console.error(`  --${field}: ${text}`);
    if (process.env.DEBUG) console.error(e);
    await closeDb().catch(() => undefined);
    process.exit(1);
  }
}
