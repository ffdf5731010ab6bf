// npm start — migrate (and on first run seed) the database, build when the build is missing or older
// than the sources, then serve with `next start`. `npm run dev` does the same with `next dev`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { closeDb, getDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { isSeeded } from "../lib/server/db/seed/is-seeded";
import { seedDemo } from "../lib/server/db/seed/seed-demo";
import { getEnv } from "../lib/server/env";
import { runScript } from "./lib/run-script";

const isDev = process.argv.includes("--dev");
const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const sourceEntries = ["app", "components", "lib", "messages", "public", "proxy.ts", "instrumentation.ts", "next.config.mjs", "package.json", "tsconfig.json", "postcss.config.mjs"];

function newestSourceMtime(): number {
  let newest = 0;
  for (const entry of sourceEntries) {
    const full = path.join(root, entry);
    if (!fs.existsSync(full)) continue;
    const stat = fs.statSync(full);
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const rel of fs.readdirSync(full, { recursive: true }) as string[]) {
      const s = fs.statSync(path.join(full, rel));
      if (s.isFile()) newest = Math.max(newest, s.mtimeMs);
    }
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
  return fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs >= newestSourceMtime();
}

async function prepareDatabase() {
  const handle = getDbHandle();
  await handle.ping();
  const applied = await runMigrations(handle);
  if (applied.length) console.log(`Применены миграции: ${applied.join(", ")}`);
  if (!(await isSeeded(handle))) {
    const products = Number(process.env.SEED_PRODUCTS ?? 20_000);
    console.log(`Первый запуск: заполняю демо-данные (${products} товаров) в ${handle.where}…`);
    const started = Date.now();
    await seedDemo(handle, { products, log: (line) => console.log(`  ${line}`) });
    console.log(`Демо-данные готовы за ${((Date.now() - started) / 1000).toFixed(1)} с`);
  }
  // The server process opens the database itself (PGlite allows one process at a time).
  await closeDb();
}

await runScript(async () => {
  const env = getEnv();
  await prepareDatabase();
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (!isDev && !buildIsCurrent()) {
    console.log("Сборка приложения (next build)…");
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: childEnv });
    if (build.status !== 0) throw new Error("сборка не удалась (next build)");
  }
  const args = isDev ? ["dev", "-p", String(env.PORT)] : ["start", "-p", String(env.PORT)];
  console.log(`Витрина: http://localhost:${env.PORT} (второй сайт: http://second.localhost:${env.PORT})`);
  const server = spawn(process.execPath, [nextBin, ...args], { stdio: "inherit", env: childEnv });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
});
