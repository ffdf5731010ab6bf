// The seller console's dispatch: help, the command by name, its options, and a usage line on a usage
// error. The process entry (scripts/seller.ts) opens the database around it; tests call it in-process.
import { parseArgs } from "node:util";
import { UsageError, type TCommand } from "./args";
import { commands } from "./commands";

const NOTE =
  "Встроенную базу (папка DATA_DIR, по умолчанию ./data) открывает только один процесс: остановите сервер (npm start) перед командой " +
  "или укажите DATABASE_URL, если база — PostgreSQL. Сайт (--site) — его код или любой из хостов.";

function helpText(only?: TCommand): string {
  if (only) return `${only.summary}\n\n  npm run seller -- ${only.usage}\n\nПример:\n  ${only.example}\n\n${NOTE}`;
  const lines = ["Консоль продавца: npm run seller -- <команда> [параметры]\n"];
  for (const c of commands) lines.push(`  ${c.name.padEnd(18)} ${c.summary}\n  ${"".padEnd(18)} ${c.example}\n`);
  lines.push(`  ${"help [команда]".padEnd(18)} эта справка или справка по команде\n\n${NOTE}`);
  return lines.join("\n");
}

export type TSellerCall = { help: string } | { run: () => Promise<void> };

/** Reads the console's arguments: the help to print, or the command to run (which needs the database). */
export function readSellerArgs(argv: string[]): TSellerCall {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    const topic = rest[0] ? commands.find((c) => c.name === rest[0]) : undefined;
    if (rest[0] && !topic) throw new Error(`нет команды «${rest[0]}» (npm run seller -- help)`);
    return { help: helpText(topic) };
  }
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(`нет команды «${name}»; команды: ${commands.map((c) => c.name).join(", ")} (npm run seller -- help)`);
  if (rest.includes("--help") || rest.includes("-h")) return { help: helpText(command) };

  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: command.positional ?? false, strict: true });
  } catch (e) {
    throw new Error(`неверные параметры (${(e as Error).message})\nИспользование: npm run seller -- ${command.usage}`);
  }
  return {
    run: async () => {
      try {
        await command.run(parsed.values as Parameters<TCommand["run"]>[0], parsed.positionals);
      } catch (e) {
        if (e instanceof UsageError) throw new Error(`${e.message}\nИспользование: npm run seller -- ${command.usage}`);
        throw e;
      }
    },
  };
}
