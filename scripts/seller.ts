// npm run seller -- <command> [options]: the seller console (sites, hosts, the 1C exchange account,
// imports, companies, users). `npm run seller -- help` lists the commands with examples. With the
// embedded database only one process may open the data folder: stop the server first, or point
// DATABASE_URL at PostgreSQL.
import { closeDb, getDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { operatorLocale } from "../lib/server/i18n/operator-locale";
import { translator } from "../lib/server/i18n/translator";
import { runScript } from "./lib/run-script";
import { readSellerArgs } from "./seller/run-command";

await runScript(async () => {
  const call = readSellerArgs(process.argv.slice(2));
  if ("help" in call) return console.log(call.help);
  // A data folder made by this very command gets its tables first, as `npm start` would.
  const handle = getDbHandle();
  await handle.ping();
  const applied = await runMigrations(handle);
  if (applied.length) console.error(translator(operatorLocale, "sellerConsole.frame")("migrationsApplied", { names: applied.join(", "), where: handle.where }));
  await call.run();
  await closeDb();
});
