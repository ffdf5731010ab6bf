// npm run bench:ssr [-- --url http://localhost:3000 --concurrency 10 --requests 300 --seconds 60]
// Server response time of the server-rendered catalogue (the HTML of /catalog) under concurrent load,
// against an already running `npm start` — localhost only. Two addresses: /catalog, and a
// keyword search with a brand filter (/catalog?keyword=кабель&brands=…, the brand the search finds most).
// Each address gets a warm-up, then `--requests` requests from `--concurrency` parallel loops, stopped
// early after `--seconds`. Prints p50/p95/p99/max of the whole response (first byte to last), req/s and
// failures, and a Markdown table for docs/benchmarks.md. No load tool is needed: a bounded fetch loop.
// Responses served by the HTML micro-cache (X-Cache: HIT) are counted; start the server with
// HTML_CACHE_SECONDS=0 to measure the render itself, or pass --interleave: each address is then measured
// twice in one run, in alternating batches — as served (the cache on) and past the cache (the request
// carries a `B2B_TEST_BENCH` cookie, which the cache never answers; the render ignores it) — so both
// figures share the machine's load of the moment. With --pid (the server process: the node process
// running scripts/start.ts) it also reports the server's CPU time per request, which does not grow when
// other work shares the machine (latency does).
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:3000" },
    concurrency: { type: "string", default: "10" },
    requests: { type: "string", default: "300" },
    seconds: { type: "string", default: "60" },
    warmup: { type: "string", default: "20" },
    keyword: { type: "string", default: "кабель" },
    pid: { type: "string" },
    interleave: { type: "boolean", default: false },
    rounds: { type: "string", default: "6" },
  },
});

const base = new URL(args.url);
const CONCURRENCY = Number(args.concurrency);
const REQUESTS = Number(args.requests);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);
/** A cookie the HTML micro-cache passes to the app (a test-switch name) and the render does not read. */
const PAST_CACHE = { cookie: "B2B_TEST_BENCH=1" };

function fail(message: string): never {
  console.error(`Ошибка: ${message}`);
  process.exit(1);
}

// A load generator aimed at somebody else's server is an attack: only this machine is allowed.
if (!["localhost", "127.0.0.1", "[::1]"].includes(base.hostname)) fail(`только локальный сервер (localhost), а не ${base.hostname}`);
for (const [name, value, max] of [
  ["--concurrency", CONCURRENCY, 100],
  ["--requests", REQUESTS, 10_000],
  ["--seconds", SECONDS, 600],
  ["--warmup", WARMUP, 1000],
  ["--rounds", ROUNDS, 100],
] as const) {
  if (!Number.isInteger(value) || value < (name === "--warmup" ? 0 : 1) || value > max) fail(`${name}: целое число от 1 до ${max}`);
}

type TSample = { ms: number; ok: boolean; bytes: number; hit: boolean };
type TResult = { path: string; mode: string; samples: TSample[]; seconds: number; cpuMs: number | null };
type TMode = { name: string; headers: Record<string, string> };

const PID = args.pid === undefined ? null : Number(args.pid);
if (PID !== null && (!Number.isInteger(PID) || !fs.existsSync(`/proc/${PID}/stat`))) fail(`--pid: нет процесса ${args.pid}`);

/** User + system CPU time of the server process so far, in ms (Linux /proc). */
function serverCpuMs(): number | null {
  if (PID === null) return null;
  const fields = fs.readFileSync(`/proc/${PID}/stat`, "utf8").split(") ")[1].split(" ");
  // Fields 14 and 15 of stat (utime, stime) in clock ticks; after the ") " split they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function once(path: string, extra: Record<string, string>): Promise<TSample> {
  const started = performance.now();
  try {
    const res = await fetch(new URL(path, base), { headers: { "accept-language": "ru", accept: "text/html", ...extra }, redirect: "manual", signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    return { ms: performance.now() - started, ok: res.status === 200 && body.includes('data-testid="product-row"'), bytes: Buffer.byteLength(body), hit: res.headers.get("x-cache") === "HIT" };
  } catch {
    return { ms: performance.now() - started, ok: false, bytes: 0, hit: false };
  }
}

async function load(path: string, mode: TMode, total: number, seconds: number): Promise<TResult> {
  const samples: TSample[] = [];
  const deadline = performance.now() + seconds * 1000;
  let issued = 0;
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  const worker = async () => {
    while (issued < total && performance.now() < deadline) {
      issued += 1;
      samples.push(await once(path, mode.headers));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpuAfter = serverCpuMs();
  return { path, mode: mode.name, samples, seconds: (performance.now() - started) / 1000, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The brand the keyword search finds most products of: a realistic "search, then narrow" address. */
async function searchAddress(): Promise<string> {
  const res = await fetch(new URL(`/api/v2/search/filters?${new URLSearchParams({ keyword: args.keyword })}`, base));
  if (!res.ok) fail(`GET /api/v2/search/filters ответил ${res.status}`);
  const facets = (await res.json()) as { brands: { id: number; count: number }[] };
  const brand = facets.brands[0];
  if (!brand) fail(`по запросу «${args.keyword}» не нашлось ни одного бренда`);
  return `/catalog?${new URLSearchParams({ keyword: args.keyword, brands: String(brand.id) })}`;
}

const health = await fetch(new URL("/api/health", base)).catch(() => null);
if (!health?.ok) fail(`сервер ${base.origin} не отвечает: запустите npm start`);

const loadBefore = os.loadavg();
const paths = ["/catalog", await searchAddress()];
const modes: TMode[] = args.interleave ? [{ name: "cache", headers: {} }, { name: "past cache", headers: PAST_CACHE }] : [{ name: "as served", headers: {} }];
const rounds = args.interleave ? ROUNDS : 1;
const results: TResult[] = [];
for (const path of paths) {
  for (const mode of modes) await load(path, mode, WARMUP, 60);
  const parts: TResult[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const mode of modes) parts.push(await load(path, mode, Math.ceil(REQUESTS / rounds), SECONDS / rounds));
  }
  for (const mode of modes) {
    const mine = parts.filter((p) => p.mode === mode.name);
    const cpu = mine.every((p) => p.cpuMs !== null) ? mine.reduce((sum, p) => sum + (p.cpuMs ?? 0), 0) : null;
    results.push({ path, mode: mode.name, samples: mine.flatMap((p) => p.samples), seconds: mine.reduce((sum, p) => sum + p.seconds, 0), cpuMs: cpu });
  }
}
const loadAfter = os.loadavg();

const rows = results.map((r) => {
  const ms = r.samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = r.samples.filter((s) => !s.ok).length;
  const kb = r.samples.length ? r.samples.reduce((sum, s) => sum + s.bytes, 0) / r.samples.length / 1024 : 0;
  return {
    path: decodeURIComponent(r.path),
    mode: r.mode,
    requests: r.samples.length,
    failed,
    rps: r.samples.length / r.seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? Number.NaN,
    kb,
    hits: r.samples.filter((s) => s.hit).length,
    cpu: r.cpuMs === null || !r.samples.length ? null : r.cpuMs / r.samples.length,
  };
});

const f = (n: number) => n.toFixed(0);
console.log(`SSR ${base.origin}, ${CONCURRENCY} параллельных запросов, ${os.cpus().length} ядер, Node ${process.version}`);
const cpu = (r: (typeof rows)[number]) => (r.cpu === null ? "—" : r.cpu.toFixed(1));
console.table(rows.map((r) => ({ адрес: r.path, режим: r.mode, запросов: r.requests, ошибок: r.failed, "req/s": r.rps.toFixed(1), "p50 ms": f(r.p50), "p95 ms": f(r.p95), "p99 ms": f(r.p99), "max ms": f(r.max), "HTML KB": r.kb.toFixed(0), "cache hits": r.hits, "CPU ms/req": cpu(r) })));
console.log(`load average before the run: ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after: ${loadAfter.map((l) => l.toFixed(2)).join(" ")}`);
console.log("\n| address | mode | requests | failed | req/s | p50 ms | p95 ms | p99 ms | max ms | HTML KB | cache hits | server CPU ms/req |\n|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| \`${r.path}\` | ${r.mode} | ${r.requests} | ${r.failed} | ${r.rps.toFixed(1)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${r.kb.toFixed(0)} | ${r.hits} | ${cpu(r)} |`);
if (rows.some((r) => r.failed > 0)) process.exitCode = 1;
