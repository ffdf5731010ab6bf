// npm run db:migrate — applies the committed migrations to DATA_DIR's PGlite or to DATABASE_URL.
import { closeDb, getDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { runScript } from "./lib/run-script";

await runScript(async () => {
  const handle = getDbHandle();
  await handle.ping();
  const applied = await runMigrations(handle);
  console.log(applied.length ? `Применены миграции: ${applied.join(", ")} (${handle.where})` : `База уже актуальна (${handle.where})`);
  await closeDb();
});
