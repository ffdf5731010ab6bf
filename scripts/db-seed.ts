// npm run db:seed -- [--products N] [--second-products N] [--reset]
// Migrates, then fills DATA_DIR's PGlite (or DATABASE_URL) with the demo sellers, buyers and catalogue.
import { parseArgs } from "node:util";
import { z } from "zod";
import { closeDb, getDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { seedDemo } from "../lib/server/db/seed/seed-demo";
import { runScript } from "./lib/run-script";

const count = () =>
  z.coerce
    .number({ error: "нужно целое число" })
    .int("нужно целое число")
    .min(0, "нужно число не меньше 0")
    .max(1_000_000, "не больше 1 000 000");

const ZSeedArgs = z.object({
  products: count().default(20_000),
  "second-products": count().optional(),
  reset: z.boolean().default(false),
});

const usage = "Использование: npm run db:seed -- [--products N] [--second-products N] [--reset]";

function readArgs() {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: { products: { type: "string" }, "second-products": { type: "string" }, reset: { type: "boolean" } },
      strict: true,
    }));
  } catch (e) {
    throw new Error(`неверные параметры (${(e as Error).message}). ${usage}`);
  }
  const parsed = ZSeedArgs.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("; ")}. ${usage}`);
  return parsed.data;
}

await runScript(async () => {
  const args = readArgs();
  const handle = getDbHandle();
  await handle.ping();
  const applied = await runMigrations(handle);
  if (applied.length) console.log(`Применены миграции: ${applied.join(", ")}`);
  console.log(`Заполняю демо-данные в ${handle.where}…`);
  const summary = await seedDemo(handle, {
    products: args.products,
    secondSiteProducts: args["second-products"],
    reset: args.reset,
    log: (line) => console.log(`  ${line}`),
  });
  await closeDb();
  const r = summary.rows;
  console.log(
    `Готово за ${(summary.durationMs / 1000).toFixed(1)} с: сайтов ${r.sites}, товаров ${r.products}, цен ${r.product_prices}, остатков ${r.stocks}, ` +
      `характеристик ${r.product_features}, связей ${r.product_relations}, пользователей ${r.users}, компаний ${r.companies}.`,
  );
  for (const s of summary.sites) {
    console.log(`  ${s.hosts.join(", ")} — ${s.name}${s.isActive ? "" : " (отключён)"}: ${s.products} товаров, ${s.users} пользователей`);
  }
  console.log(`Демо-входы (пароль ${summary.accounts[0]?.password ?? "—"}):`);
  for (const a of summary.accounts) console.log(`  ${a.host}  ${a.email}  ${a.phone}  — ${a.note}`);
});
