// npm run seller -- <command> [options]: the seller console (sites, hosts, the 1C exchange account,
// imports, companies, users). `npm run seller -- help` lists the commands with examples. With the
// embedded database only one process may open the data folder: stop the server first, or point
// DATABASE_URL at PostgreSQL.
import { parseArgs } from "node:util";
import { closeDb, getDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { runScript } from "./lib/run-script";
import { UsageError, type TCommand } from "./seller/args";
import { commands } from "./seller/commands";

const NOTE =
  "Встроенную базу (папка DATA_DIR, по умолчанию ./data) открывает только один процесс: остановите сервер (npm start) перед командой " +
  "или укажите DATABASE_URL, если база — PostgreSQL. Сайт (--site) — его код или любой из хостов.";

function printHelp(only?: TCommand): void {
  if (only) {
    console.log(`${only.summary}\n\n  npm run seller -- ${only.usage}\n\nПример:\n  ${only.example}\n\n${NOTE}`);
    return;
  }
  console.log("Консоль продавца: npm run seller -- <команда> [параметры]\n");
  for (const c of commands) console.log(`  ${c.name.padEnd(18)} ${c.summary}\n  ${"".padEnd(18)} ${c.example}\n`);
  console.log(`  ${"help [команда]".padEnd(18)} эта справка или справка по команде\n\n${NOTE}`);
}

await runScript(async () => {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || name === "help" || name === "--help" || name === "-h") {
    const topic = rest[0] ? commands.find((c) => c.name === rest[0]) : undefined;
    if (rest[0] && !topic) throw new Error(`нет команды «${rest[0]}» (npm run seller -- help)`);
    return printHelp(topic);
  }
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(`нет команды «${name}»; команды: ${commands.map((c) => c.name).join(", ")} (npm run seller -- help)`);
  if (rest.includes("--help") || rest.includes("-h")) return printHelp(command);

  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: command.positional ?? false, strict: true });
  } catch (e) {
    throw new Error(`неверные параметры (${(e as Error).message})\nИспользование: npm run seller -- ${command.usage}`);
  }
  // A data folder made by this very command gets its tables first, as `npm start` would.
  const handle = getDbHandle();
  await handle.ping();
  const applied = await runMigrations(handle);
  if (applied.length) console.error(`Применены миграции: ${applied.join(", ")} (${handle.where})`);
  try {
    await command.run(parsed.values as Parameters<TCommand["run"]>[0], parsed.positionals);
  } catch (e) {
    if (e instanceof UsageError) throw new Error(`${e.message}\nИспользование: npm run seller -- ${command.usage}`);
    throw e;
  }
  await closeDb();
});
