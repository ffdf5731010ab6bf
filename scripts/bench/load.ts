// npm run bench:load [-- --clients 50 --buyers 5 --seconds 120 | --soak] [--think-ms 0] [--port 3480]
//   [--data-dir .data-bench-load] [--products 20000] [--sample-seconds 10] [--heap-snapshot] [--server-heap-mb N]
// The mixed load of issue 16 against a production server of its own, on loopback only: `--clients`
// browsing visitors (catalogue HTML with varied keywords, sorts, sections and pages; the product list
// and search APIs) and `--buyers` signed-in buyers (a search, one or two products into the cart, an
// order for delivery), for `--seconds` (`--soak`: 600). The server is started the way `npm start`
// starts it (scripts/start.ts: seeds `--products` demo products into `--data-dir` on its first run,
// builds into NEXT_DIST_DIR — default .next-bench-load — when the build is missing or older than the
// sources, or reuses it) on `--port`, and is stopped at the end.
// Prints per kind p50/p95/p99/max, errors and throughput; the floor (`/api/health` and a static asset,
// asked by one more client throughout, under the same load) and each kind's p50 as a multiple of it;
// and the server's memory every `--sample-seconds`: RSS (/proc) with process.memoryUsage() — heap,
// external, array buffers — and PGlite's WebAssembly memory, written by the server itself
// (MEMORY_SAMPLE_FILE, see scripts/start.ts), and the RSS trend over the last half of the run.
// `--heap-snapshot` writes a V8 heap snapshot of the server at the end (SIGUSR2, into the data folder)
// and reports the memory after the collection that precedes it. Exit code 1 when any request failed.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "50" },
    buyers: { type: "string", default: "5" },
    seconds: { type: "string", default: "120" },
    soak: { type: "boolean", default: false },
    "think-ms": { type: "string", default: "0" },
    port: { type: "string", default: "3480" },
    "data-dir": { type: "string", default: ".data-bench-load" },
    products: { type: "string", default: "20000" },
    "sample-seconds": { type: "string", default: "10" },
    "warmup-seconds": { type: "string", default: "20" },
    "heap-snapshot": { type: "boolean", default: false },
    "server-heap-mb": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`Ошибка: ${message}`);
  process.exit(1);
}

function intArg(name: keyof typeof args, min: number, max: number): number {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min || value > max) fail(`--${name}: целое число от ${min} до ${max}`);
  return value;
}

const CLIENTS = intArg("clients", 0, 500);
const BUYERS = intArg("buyers", 0, 5);
const SECONDS = args.soak ? 600 : intArg("seconds", 5, 3600);
const THINK_MS = intArg("think-ms", 0, 60_000);
/** `--server-heap-mb N`: the server runs with --max-old-space-size=N (0 or absent: V8's own limit). */
const SERVER_HEAP_MB = args["server-heap-mb"] !== undefined ? intArg("server-heap-mb", 0, 65_536) || null : null;
const PORT = intArg("port", 1024, 65_535);
const PRODUCTS = intArg("products", 100, 1_000_000);
const SAMPLE_MS = intArg("sample-seconds", 1, 600) * 1000;
const WARMUP_MS = intArg("warmup-seconds", 0, 600) * 1000;
const DATA_DIR = path.resolve(args["data-dir"] ?? ".data-bench-load");
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-bench-load";
// Loopback only: a load generator aimed at somebody else's server is an attack.
const BASE = `http://127.0.0.1:${PORT}`;
const MEMORY_FILE = path.join(DATA_DIR, `memory-${Date.now()}.jsonl`);
const REQUEST_TIMEOUT_MS = 30_000;

// What visitors of an electrical wholesaler type: words (some in the wrong layout or misspelt, which
// take the search's retries), codes and articles.
const KEYWORDS = [
  "кабель", "кабель ввг", "ввгнг 3х2,5", "провод пвс", "автомат", "автоматический выключатель", "узо",
  "дифавтомат", "розетка", "выключатель", "лампа", "лампочка", "светильник", "прожектор", "щит", "щиток",
  "гофра", "гофротруба", "кабель-канал", "клемма", "наконечник", "удлинитель", "стабилизатор", "датчик движения",
  "ва47-29", "BA 47 29", "iek", "schneider", "legrand", "abb", "2,5", "16а", "rf,tkm", "fdnjvfn", "выключатль",
  "kabel", "светодиодная лента", "трансформатор", "счётчик", "рубильник",
];
const SORTS = ["", "price", "-price", "name", "-name", "new", "article", "brand"];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TKind = "html" | "api-search" | "api-product" | "cart" | "order" | "floor-health" | "floor-static";
type TSample = { kind: TKind; ms: number; ok: boolean; status: number; at: number };
const samples: TSample[] = [];
const failures = new Map<string, number>();
let measuring = false;

async function timed(kind: TKind, url: string, init: RequestInit = {}, accept = (res: Response) => res.ok): Promise<Response | null> {
  const started = performance.now();
  let ok = false;
  const controller = new AbortController();
  const exchange = (async () => {
    const answer = await fetch(new URL(url, BASE), { redirect: "manual", ...init, signal: controller.signal });
    // The body is part of the answer's time (a page is sent as it renders).
    const body = Buffer.from(await answer.arrayBuffer());
    ok = accept(answer);
    return new Response([204, 304].includes(answer.status) ? null : body, { status: answer.status, headers: answer.headers });
  })().catch(() => null);
  // One timer for the whole exchange, headers and body, raced against it: an aborted fetch whose body
  // never settles (seen under load: clients stalled one by one and the run never ended) still ends here.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      ok = false;
      resolve(null);
    }, REQUEST_TIMEOUT_MS);
  });
  const res = await Promise.race([exchange, timeout]);
  clearTimeout(timer);
  if (res === null) ok = false;
  const ms = performance.now() - started;
  if (measuring) {
    samples.push({ kind, ms, ok, status: res?.status ?? 0, at: Date.now() });
    if (!ok) {
      const key = `${kind} ${res?.status ?? "no answer"} ${url.replace(/\?.*/, "")}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  }
  return res;
}

type TSection = { id: number; productsCount: number };
let sections: TSection[] = [];

function catalogQuery(): URLSearchParams {
  const q = new URLSearchParams();
  if (Math.random() < 0.7) q.set("keyword", pick(KEYWORDS));
  else q.set("section", String(pick(sections).id));
  const sort = pick(SORTS);
  if (sort) q.set("sort", sort);
  const page = Math.random() < 0.6 ? 1 : 2 + Math.floor(Math.random() * 4);
  if (page > 1) q.set("page", String(page));
  if (Math.random() < 0.2) q.set("instock", "1");
  return q;
}

const HTML_HEADERS = { accept: "text/html", "accept-language": "ru", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench-load" };

async function browse(until: number): Promise<void> {
  while (Date.now() < until) {
    const roll = Math.random();
    const q = catalogQuery();
    if (roll < 0.5) await timed("html", `/catalog?${q}`, { headers: HTML_HEADERS });
    else if (roll < 0.8) await timed("api-search", `/api/v2/search?${q}`, { headers: { "accept-language": "ru" } });
    else await timed("api-product", `/api/v1/product?${q}`, { headers: { "accept-language": "ru" } });
    if (THINK_MS) await sleep(THINK_MS / 2 + Math.random() * THINK_MS);
  }
}

/** The floor beside the load: what the server answers with no work of the app's. */
async function floor(until: number, staticPath: string | null): Promise<void> {
  while (Date.now() < until) {
    await timed("floor-health", "/api/health");
    if (staticPath) await timed("floor-static", staticPath);
    await sleep(250);
  }
}

const BUYER_LOGINS = ["buyer@demo.test", "multi@demo.test", "individual@demo.test", "admin@demo.test", "manager@demo.test"];

type TProductItem = { id: number; minimumBatch: number; multiplicity: number; stocks: { quantity: number }[] };

async function signIn(login: string): Promise<string> {
  const res = await fetch(new URL("/api/v2/user/sign-in", BASE), {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "ru" },
    body: JSON.stringify({ login, password: "demo12345", rememberMe: false }),
  });
  const body = (await res.json()) as { authToken?: string; message?: string };
  if (!res.ok || !body.authToken) fail(`вход ${login}: ${res.status} ${body.message ?? ""}`);
  return body.authToken;
}

async function buy(token: string, until: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}`, "accept-language": "ru" };
  const json = { ...auth, "content-type": "application/json" };
  while (Date.now() < until) {
    const q = catalogQuery();
    q.delete("page");
    q.set("instock", "1");
    const found = await timed("api-search", `/api/v2/search?${q}`, { headers: auth });
    const items = found?.ok ? ((await found.json()) as { items: TProductItem[] }).items : [];
    // Something with stock enough for a minimum batch, so a placed order is the usual outcome.
    const inStock = items.filter((p) => p.stocks.reduce((sum, s) => sum + s.quantity, 0) >= p.minimumBatch * 3);
    if (inStock.length === 0) continue;
    await timed("cart", "/api/v1/cart", { method: "DELETE", headers: auth });
    const chosen = [...new Set([pick(inStock), pick(inStock)])];
    for (const product of chosen) {
      await timed("cart", "/api/v1/cart/items", { method: "POST", headers: json, body: JSON.stringify({ productId: product.id, amount: product.minimumBatch }) });
    }
    // A 409 (another buyer took the last units meanwhile) is a correct answer, not a failure.
    await timed(
      "order",
      "/api/v1/order",
      { method: "POST", headers: json, body: JSON.stringify({ deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Полевая, д. 7, офис 12", city: "Москва", save: false }, acceptOfferConditions: true }) },
      (res) => res.ok || res.status === 409,
    );
    if (THINK_MS) await sleep(THINK_MS / 2 + Math.random() * THINK_MS);
  }
}

// ---- the server --------------------------------------------------------------------------------

function startServer(): ChildProcess {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    NEXT_DIST_DIR: DIST_DIR,
    SEED_PRODUCTS: String(PRODUCTS),
    MEMORY_SAMPLE_FILE: MEMORY_FILE,
    MEMORY_SAMPLE_MS: String(Math.min(SAMPLE_MS, 5000)),
  };
  const heapMb = SERVER_HEAP_MB ? [`--max-old-space-size=${SERVER_HEAP_MB}`] : [];
  const nodeArgs = [...heapMb, "--conditions=react-server", "--import", "tsx", ...(args["heap-snapshot"] ? [`--heapsnapshot-signal=SIGUSR2`, `--diagnostic-dir=${DATA_DIR}`] : []), "scripts/start.ts"];
  const server = spawn(process.execPath, nodeArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
  const log = fs.createWriteStream(path.join(DATA_DIR, "server.log"), { flags: "a" });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  server.stdout?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (/Первый запуск|Демо-данные|Сборка|Витрина/.test(line)) console.log(`  сервер: ${line.trim()}`);
  });
  return server;
}

async function waitForServer(server: ChildProcess): Promise<void> {
  // The first start seeds the demo and builds: up to half an hour on a busy 2-core machine.
  const deadline = Date.now() + 45 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`сервер завершился с кодом ${server.exitCode}: см. ${path.join(DATA_DIR, "server.log")}`);
    const res = await fetch(new URL("/api/health", BASE)).catch(() => null);
    if (res?.ok) return;
    await sleep(1000);
  }
  fail("сервер не ответил за 45 минут");
}

/** VmRSS of a process in bytes (/proc). */
function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type TMemoryLine = { at: number; rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number; wasm: number | null; inFlight?: number; queued?: number; refused?: number };
function lastMemoryLine(): TMemoryLine | null {
  try {
    const lines = fs.readFileSync(MEMORY_FILE, "utf8").trim().split("\n");
    return JSON.parse(lines.at(-1) ?? "null") as TMemoryLine | null;
  } catch {
    return null;
  }
}

type TMemorySample = { second: number; rss: number | null; memory: TMemoryLine | null };

/** The first script the catalogue page loads: a static asset served by Next from the build. */
async function staticAssetPath(): Promise<string | null> {
  const res = await fetch(new URL("/catalog", BASE), { headers: HTML_HEADERS });
  const html = await res.text();
  return /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0] ?? null;
}

// ---- the run ------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const mb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? "—" : (bytes / 1024 / 1024).toFixed(0));

/** Least-squares slope of RSS over time, MB per minute. */
function slopeMbPerMinute(points: { second: number; rss: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.second, 0) / n;
  const my = points.reduce((s, p) => s + p.rss, 0) / n;
  const num = points.reduce((s, p) => s + (p.second - mx) * (p.rss - my), 0);
  const den = points.reduce((s, p) => s + (p.second - mx) ** 2, 0);
  return (num / den) * 60 / 1024 / 1024;
}

console.log(`bench:load — ${CLIENTS} посетителей, ${BUYERS} покупателей, ${SECONDS} с (пауза ${THINK_MS} мс), ${BASE}, данные ${DATA_DIR}, сборка ${DIST_DIR}`);
const server = startServer();
const stopServer = async () => {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await Promise.race([new Promise((resolve) => server.once("exit", resolve)), sleep(20_000)]);
  if (server.exitCode === null) server.kill("SIGKILL");
};
process.on("SIGINT", () => void stopServer().then(() => process.exit(130)));

try {
  await waitForServer(server);
  const pid = server.pid ?? fail("нет pid сервера");
  const sectionRes = await fetch(new URL("/api/v1/catalog-section", BASE));
  sections = ((await sectionRes.json()) as { items: TSection[] }).items.filter((s) => s.productsCount > 0);
  if (sections.length === 0) fail("в каталоге нет разделов с товарами");
  const staticPath = await staticAssetPath();
  const tokens = await Promise.all(BUYER_LOGINS.slice(0, BUYERS).map(signIn));
  const memory: TMemorySample[] = [];
  const rssIdle = rssOf(pid);
  console.log(`сервер готов (pid ${pid}), RSS в покое ${mb(rssIdle)} МБ; разогрев ${WARMUP_MS / 1000} с…`);

  const run = async (ms: number) => {
    const until = Date.now() + ms;
    await Promise.all([
      ...Array.from({ length: CLIENTS }, () => browse(until)),
      ...tokens.map((token) => buy(token, until)),
      floor(until, staticPath),
    ]);
  };
  await run(WARMUP_MS);

  const loadBefore = os.loadavg();
  const started = Date.now();
  const cpuBefore = cpuMsOf(pid);
  measuring = true;
  const sampler = setInterval(() => memory.push({ second: Math.round((Date.now() - started) / 1000), rss: rssOf(pid), memory: lastMemoryLine() }), SAMPLE_MS);
  await run(SECONDS * 1000);
  measuring = false;
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  clearInterval(sampler);
  memory.push({ second: Math.round((Date.now() - started) / 1000), rss: rssOf(pid), memory: lastMemoryLine() });
  const seconds = (Date.now() - started) / 1000;
  const loadAfter = os.loadavg();
  // Idle after the load: does the memory come back?
  await sleep(Math.min(30_000, SAMPLE_MS * 3));
  const rssAfterIdle = rssOf(pid);
  if (args["heap-snapshot"]) {
    // Writing it collects the garbage first: the memory line after it is what the server really holds.
    const before = new Set(fs.readdirSync(DATA_DIR));
    process.kill(pid, "SIGUSR2");
    const deadline = Date.now() + 10 * 60_000;
    let written: string | undefined;
    while (Date.now() < deadline && !written) {
      await sleep(5000);
      const file = fs.readdirSync(DATA_DIR).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
      // The server writes the snapshot on its main thread: once it answers again the file is complete.
      if (file && (await fetch(new URL("/api/health", BASE)).catch(() => null))?.ok) written = file;
    }
    await sleep(Math.min(SAMPLE_MS, 6000));
    const after = lastMemoryLine();
    console.log(`снимок кучи: ${written ? path.join(DATA_DIR, written) : "не записан за 10 минут"}; после сборки мусора: RSS ${mb(rssOf(pid))} МБ, heap used ${mb(after?.heapUsed)}, array buffers ${mb(after?.arrayBuffers)}, external ${mb(after?.external)}`);
  }

  const floorP50 = percentile(samples.filter((s) => s.kind === "floor-health").map((s) => s.ms).sort((a, b) => a - b), 50);
  const kinds: TKind[] = ["html", "api-search", "api-product", "cart", "order", "floor-health", "floor-static"];
  const rows = kinds.flatMap((kind) => {
    const of = samples.filter((s) => s.kind === kind);
    if (!of.length) return [];
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    return [{ kind, requests: of.length, errors: of.filter((s) => !s.ok).length, rps: of.length / seconds, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), max: ms.at(-1) ?? Number.NaN, floorRatio: percentile(ms, 50) / floorP50 }];
  });
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "—");
  console.log(`\nНагрузка ${seconds.toFixed(0)} с, ${os.cpus().length} ядра, Node ${process.version}; load average до ${loadBefore.map((l) => l.toFixed(1)).join(" ")}, после ${loadAfter.map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`Сервер: куча ${SERVER_HEAP_MB ? `до ${SERVER_HEAP_MB} МБ (--max-old-space-size)` : "без предела (по умолчанию V8)"}, одновременно запросов ${process.env.MAX_IN_FLIGHT_REQUESTS ?? "8 (по умолчанию)"}`);
  console.log("\n| kind | requests | errors | req/s | p50 ms | p95 ms | p99 ms | max ms | p50 ÷ floor p50 |\n|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.kind} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(1)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${r.floorRatio.toFixed(1)} |`);
  const total = samples.filter((s) => !s.kind.startsWith("floor"));
  console.log(`\nвсего ${total.length} запросов приложения, ${(total.length / seconds).toFixed(1)} в секунду; ошибок ${total.filter((s) => !s.ok).length}`);
  // What the server got of the machine, and what a request cost it: steady whatever else runs beside it.
  console.log(`CPU сервера: ${(cpuMs / 1000).toFixed(0)} с за ${seconds.toFixed(0)} с (${((cpuMs / 1000 / seconds) * 100).toFixed(0)} % одного ядра), ${(cpuMs / Math.max(1, total.length)).toFixed(1)} мс на запрос приложения`);
  for (const [key, count] of [...failures].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${count} × ${key}`);

  console.log("\n| s | RSS MB | heap used MB | heap total MB | external MB | array buffers MB | PGlite WASM MB | in flight / queued / refused |\n|---|---|---|---|---|---|---|---|");
  console.log(`| idle | ${mb(rssIdle)} | | | | | | |`);
  const admitted = (m: TMemoryLine | null) => (m?.inFlight === undefined ? "—" : `${m.inFlight} / ${m.queued} / ${m.refused}`);
  for (const m of memory) console.log(`| ${m.second} | ${mb(m.rss)} | ${mb(m.memory?.heapUsed)} | ${mb(m.memory?.heapTotal)} | ${mb(m.memory?.external)} | ${mb(m.memory?.arrayBuffers)} | ${mb(m.memory?.wasm)} | ${admitted(m.memory)} |`);
  console.log(`| idle after | ${mb(rssAfterIdle)} | | | | | | |`);
  const withRss = memory.filter((m): m is TMemorySample & { rss: number } => m.rss !== null);
  const lastHalf = withRss.filter((m) => m.second >= seconds / 2);
  const peak = Math.max(...withRss.map((m) => m.rss));
  console.log(`\nRSS: пик ${mb(peak)} МБ, наклон во второй половине ${slopeMbPerMinute(lastHalf).toFixed(1)} МБ/мин (${lastHalf.length} замеров)`);
  if (samples.some((s) => !s.ok)) process.exitCode = 1;
} finally {
  await stopServer();
}
// A 30 s run stayed open after printing and stopping the server (what held it was not traced): end it.
process.exit(process.exitCode ?? 0);
