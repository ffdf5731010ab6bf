// npm start — migrate (and on first run seed) the database, build when the build is missing or older
// than the sources, then serve the build from this process: Next's request handler behind the HTML
// micro-cache (lib/server/http-cache, docs/adr/0036-cache-keyed-by-reads.md). `npm run dev` prepares the
// database the same way and runs `next dev` (no cache).
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { BlockList } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { closeDb, getDbHandle, peekDbHandle } from "../lib/server/db/client";
import { runMigrations } from "../lib/server/db/migrate";
import { isSeeded } from "../lib/server/db/seed/is-seeded";
import { seedDemo } from "../lib/server/db/seed/seed-demo";
import { getEnv, parseTrustedProxies } from "../lib/server/env";
import { createAdmission, isExemptFromAdmission, type TAdmission } from "../lib/server/http/admission";
import { answerServerBusy } from "../lib/server/http/answer-server-busy";
import { malformedRequest, type TMalformedRequest } from "../lib/server/http/malformed-request";
import { stampPeerAddress, stampTransportSecurity } from "../lib/server/http/peer-address";
import { renderBadAddress, renderSiteNotFound } from "../lib/server/sites/render-site-not-found";
import { getPlatformMarketUrl } from "../lib/server/sites/resolve-site";
import { createHtmlCacheHandler } from "../lib/server/http-cache/html-cache-handler";
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

/** HTML_CACHE_SECONDS: how long an anonymous catalogue page is served from memory (0 turns it off). */
function htmlCacheSeconds(): number {
  const raw = process.env.HTML_CACHE_SECONDS?.trim() || "5";
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60) throw new Error(`HTML_CACHE_SECONDS: целое число секунд от 0 до 60, а не «${raw}»`);
  return seconds;
}

/**
 * A request Next would answer with a 500 (see malformedRequest): a bad Host gets the site-not-found
 * page (404), a path that does not decode or a NUL in a page's address a plain 400 page.
 */
async function answerMalformed(res: http.ServerResponse, problem: TMalformedRequest): Promise<void> {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "no-store");
  res.setHeader("x-content-type-options", "nosniff");
  if (problem === "bad-host") {
    res.statusCode = 404;
    const marketUrl = await getPlatformMarketUrl().catch(() => null);
    res.end(renderSiteNotFound({ locale: "ru", marketUrl }));
    return;
  }
  res.statusCode = 400;
  res.end(renderBadAddress());
}

/** The cache's memory bound: a catalogue page is ≈ 0.3 MB with its compressed copy. */
const HTML_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * MEMORY_SAMPLE_FILE: every MEMORY_SAMPLE_MS (default 5000) append one JSON line of process.memoryUsage()
 * and PGlite's WebAssembly memory (`wasm`), with admission control's requests in flight, queued and refused — what `npm run bench:load` reads to tell the JS heap, Node's
 * buffers and the database's memory apart in the RSS. Off unless set.
 */
function sampleMemory(admission: TAdmission): void {
  const file = process.env.MEMORY_SAMPLE_FILE;
  if (!file) return;
  const everyMs = Math.max(500, Number(process.env.MEMORY_SAMPLE_MS) || 5000);
  const write = () => {
    const wasm = peekDbHandle()?.wasmMemoryBytes?.() ?? null;
    fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage(), wasm, ...admission.stats() })}\n`);
  };
  write();
  setInterval(write, everyMs).unref();
}

function runDev(port: number, childEnv: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, [nextBin, "dev", "-p", String(port)], { stdio: "inherit", env: childEnv });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/**
 * The production server in this process (Next's programmatic API, as `next start` does it). The
 * database is opened here too — by the app's instrumentation hook, which also closes it on
 * SIGINT/SIGTERM — so PGlite still has exactly one process.
 */
async function runProduction(port: number) {
  const cacheSeconds = htmlCacheSeconds();
  Object.assign(process.env, { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" });
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  const env = getEnv();
  // Inside the HTML cache: a cached page is served at once; only renders wait for a turn.
  const admission = createAdmission({
    maxInFlight: env.MAX_IN_FLIGHT_REQUESTS,
    maxQueue: env.REQUEST_QUEUE_LENGTH,
    maxWaitMs: env.REQUEST_QUEUE_WAIT_MS,
    exempt: isExemptFromAdmission,
  });
  const handler = createHtmlCacheHandler({
    handle: (req, res) => admission.run(req, res, () => nextHandler(req, res), () => answerServerBusy(req, res)),
    ttlMs: cacheSeconds * 1000,
    maxBytes: HTML_CACHE_MAX_BYTES,
  });
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES) ?? new BlockList();
  const server = http.createServer((req, res) => {
    // The app learns the socket's peer only from here (the outbox page is for this machine alone).
    stampPeerAddress(req, trustedProxies);
    // Before Next and the HTML cache: every answer, the 400 and site-not-found pages included, carries it.
    stampTransportSecurity(req, res, trustedProxies);
    const problem = malformedRequest(req.url ?? "/", req.headers.host);
    if (problem) {
      answerMalformed(res, problem).catch(() => res.end());
      return;
    }
    handler(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, () => resolve()));
  sampleMemory(admission);
  const cacheNote = cacheSeconds > 0 ? `HTML-кэш каталога ${cacheSeconds} с` : "HTML-кэш выключен";
  console.log(`Витрина: http://localhost:${port} (второй сайт: http://second.localhost:${port}; ${cacheNote})`);
}

await runScript(async () => {
  const env = getEnv();
  await prepareDatabase();
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  if (isDev) {
    console.log(`Витрина: http://localhost:${env.PORT} (второй сайт: http://second.localhost:${env.PORT})`);
    runDev(env.PORT, childEnv);
    return;
  }
  if (!buildIsCurrent()) {
    console.log("Сборка приложения (next build)…");
    // A heap cap meant for the server (NODE_OPTIONS=--max-old-space-size=…, docs/adr/0022-admission-control.md)
    // is not the build's: `next build` needs more and ran out of heap under a 640 MB cap.
    const nodeOptions = (process.env.NODE_OPTIONS ?? "").replace(/--max-old-space-size=\S+/g, "").trim();
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: { ...childEnv, NODE_OPTIONS: nodeOptions } });
    if (build.status !== 0) throw new Error("сборка не удалась (next build)");
  }
  await runProduction(env.PORT);
});
