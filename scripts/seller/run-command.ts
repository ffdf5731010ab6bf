// The seller console's dispatch: help, the command by name, its options, and a usage line on a usage
// error. The process entry (scripts/seller.ts) opens the database around it; tests call it in-process.
import { parseArgs } from "node:util";
import { operatorLocale } from "../../lib/server/i18n/operator-locale";
import { translator } from "../../lib/server/i18n/translator";
import { UsageError, type TCommand } from "./args";
import { commands } from "./commands";

// The console's frame speaks the operator's language (ADR 0032); the commands' own texts are still Russian.
const t = translator(operatorLocale, "sellerConsole.frame");

function helpText(only?: TCommand): string {
  if (only) return `${only.summary}\n\n  npm run seller -- ${only.usage}\n\n${t("example")}\n  ${only.example}\n\n${t("note")}`;
  const lines = [`${t("title")}\n`];
  for (const c of commands) lines.push(`  ${c.name.padEnd(18)} ${c.summary}\n  ${"".padEnd(18)} ${c.example}\n`);
  lines.push(`  ${t("helpCommand").padEnd(18)} ${t("helpSummary")}\n\n${t("note")}`);
  return lines.join("\n");
}

export type TSellerCall = { help: string } | { run: () => Promise<void> };

/** Reads the console's arguments: the help to print, or the command to run (which needs the database). */
export function readSellerArgs(argv: string[]): TSellerCall {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    const topic = rest[0] ? commands.find((c) => c.name === rest[0]) : undefined;
    if (rest[0] && !topic) throw new Error(t("noSuchTopic", { name: rest[0] }));
    return { help: helpText(topic) };
  }
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(t("noSuchCommand", { name, commands: commands.map((c) => c.name).join(", ") }));
  if (rest.includes("--help") || rest.includes("-h")) return { help: helpText(command) };

  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: command.positional ?? false, strict: true });
  } catch (e) {
    throw new Error(`${t("badOptions", { message: (e as Error).message })}\n${t("usage", { usage: command.usage })}`);
  }
  return {
    run: async () => {
      try {
        await command.run(parsed.values as Parameters<TCommand["run"]>[0], parsed.positionals);
      } catch (e) {
        if (e instanceof UsageError) throw new Error(`${e.message}\n${t("usage", { usage: command.usage })}`);
        throw e;
      }
    },
  };
}
