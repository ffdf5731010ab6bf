// npm run bench:search -- [--products 100000] [--runs 30] [--plans reports/bench-search-plans] [--data-dir .data-bench]
//   [--kinds browse,sorted] [--engine memory]
// Seeds a scratch database (in-memory PGlite; and a scratch PostgreSQL database when DATABASE_URL is
// set) with the demo catalogue, runs a fixed mix of catalogue searches through the services the API
// calls, and prints p50/p95 per kind: on the SQL engine, then on the in-process index (SEARCH_ENGINE=memory,
// with its build time and heap), side by side. EXPLAIN ANALYZE of one query per kind (SQL engine) goes to
// the plans file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { ZCatalogQuery } from "../../lib/contracts/catalog";
import { pgliteExtensions, setDbHandle, type TDb, type TDbHandle } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { rowsOf } from "../../lib/server/db/rows";
import * as schema from "../../lib/server/db/schema";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { loadProducts } from "../../lib/server/catalog/product-read-model/load-products";
import { forgetSiteIndexes, siteIndex, warmSiteIndex } from "../../lib/server/search/engine/load-index";
import { chooseSearchEngine, searchEngine, type TSearchEngine } from "../../lib/server/search/engine/select-engine";
import { logSearch } from "../../lib/server/search/log-search";
import { clearFacetCache } from "../../lib/server/search/facet-cache";
import { refreshSearchIndex } from "../../lib/server/search/refresh-search-index";
import { resolveSearch } from "../../lib/server/search/resolve-search";
import { getSearchFilters } from "../../lib/server/search/get-search-filters";
import { searchCatalog } from "../../lib/server/search/search-catalog";
import { suggest } from "../../lib/server/search/suggest";
import { clearSiteCache, resolveSite } from "../../lib/server/sites/resolve-site";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    plans: { type: "string", default: "reports/bench-search-plans" },
    /** "pglite" or "postgres" to run one database only. */
    only: { type: "string" },
    /**
     * For iterating only: a PGlite data folder (git-ignored, e.g. .data-bench) seeded on the first run and
     * reused afterwards (the catalogue is not reseeded; the search index is rebuilt). Published figures
     * come from the normal in-memory run.
     */
    "data-dir": { type: "string" },
    /** With --data-dir: keep the reused folder's search index as it is (no rebuild). */
    "keep-index": { type: "boolean", default: false },
    /** For iterating only: run the kinds whose name contains one of these comma-separated words (e.g. "browse,sorted"). */
    kinds: { type: "string" },
    /** For iterating only: "sql" or "memory" to measure one engine. */
    engine: { type: "string" },
  },
});
const PRODUCTS = Number(values.products);
const RUNS = Number(values.runs);

type TCaptured = { query: string; params: unknown[] };
let capturing: TCaptured[] | null = null;
const logger = { logQuery: (query: string, params: unknown[]) => capturing?.push({ query, params }) };

type TBenchDb = { handle: TDbHandle; explain: (q: TCaptured) => Promise<string[]>; drop?: () => Promise<void> };

const DATA_DIR = values["data-dir"];
const SEEDED_MARK = DATA_DIR ? path.join(DATA_DIR, `bench-seeded-${values.products}`) : null;

function pgliteDb(): TBenchDb {
  const client = DATA_DIR ? new PGlite({ dataDir: DATA_DIR, extensions: pgliteExtensions }) : new PGlite({ extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema, logger }) as unknown as TDb;
  const handle: TDbHandle = { db, kind: "pglite", where: "memory://bench", ping: async () => undefined, close: () => client.close() };
  return {
    handle,
    explain: async (q) => (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params as never[])).rows.map((r) => r["QUERY PLAN"]),
  };
}

async function postgresDb(url: string): Promise<TBenchDb> {
  const name = `b2b_bench_${process.pid}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 4 });
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as TDb;
  const handle: TDbHandle = { db, kind: "postgres", where: `${u.hostname}/${name}`, ping: async () => undefined, close: () => pool.end() };
  return {
    handle,
    explain: async (q) => (await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.query}`, q.params)).rows.map((r) => r["QUERY PLAN"]),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

type TKind = { name: string; samples: (() => Promise<unknown>)[] };

/** Wall time and this process's CPU time (PGlite runs inside it, so that is the database's work too). */
async function time(fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await fn();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

async function run(label: string, bench: TBenchDb) {
  const { handle } = bench;
  setDbHandle(handle);
  clearSiteCache();
  const started = performance.now();
  await runMigrations(handle);
  if (handle.kind === "pglite" && SEEDED_MARK && fs.existsSync(SEEDED_MARK)) {
    if (!values["keep-index"]) await refreshSearchIndex(handle);
    console.log(`\n${label}: reused ${DATA_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else {
    const summary = await seedDemo(handle, { products: PRODUCTS, secondSiteProducts: 2000 });
    if (handle.kind === "pglite" && SEEDED_MARK) fs.writeFileSync(SEEDED_MARK, new Date().toISOString());
    console.log(`\n${label}: seeded ${summary.rows.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const site = await resolveSite("localhost");
  if (!site) throw new Error("no demo site");
  const ctx = { site, auth: null, locale: "ru" as const, userUuid: "bench" };
  const q = (query: Record<string, string>) => ZCatalogQuery.parse(query);
  const db = handle.db;

  // Real articles, typed the way buyers type them: lower case, no separators, Cyrillic look-alikes.
  const articles = rowsOf<{ article: string }>(await db.execute(sql`SELECT article FROM products WHERE site_id = ${site.id} ORDER BY md5(article) LIMIT 20`)).map((r) => r.article);
  const typed = articles.map((a, i) => (i % 3 === 0 ? a.toLowerCase() : i % 3 === 1 ? a.replace(/[-./ ]/g, "") : a.replace(/-/g, " ")));
  const [section] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM sections WHERE site_id = ${site.id} AND parent_id IS NULL ORDER BY sort, id LIMIT 1`));
  const filtered = await getSearchFilters(ctx, q({ keyword: "кабель", section: String(section.id) }));
  const brand = filtered.brands[0]?.id;
  const feature = filtered.items.find((i) => i.kind === "numeric" && i.value);
  const featureParam = feature?.value ? `${feature.id}:${feature.value.min},${(feature.value.min + feature.value.max) / 2}` : "";

  const pageIds = rowsOf<{ id: number }>(await db.execute(sql`SELECT product_id AS id FROM product_search WHERE site_id = ${site.id} ORDER BY product_id LIMIT 20`)).map((r) => Number(r.id));
  const keywords = ["кабель ввг 3х2,5", "автоматический выключатель 16а", "лампа светодиодная e27", "розетка с заземлением", "удлинитель 5 м", "светильник светодиодный", "гофра 20", "щит распределительный", "счетчик однофазный", "кабель-канал 40х25"];
  const broad = ["кабель", "выключатель", "лампа", "автомат", "розетка"];
  const prefixes = ["ка", "каб", "авт", "ва4", "роз", "лам", "led", "щит", "gr", "сч"];
  // Keyword + root section + brand + numeric feature range (≈ 2,000 rows for "кабель").
  const narrow = (keyword: string) => ({ keyword, section: String(section.id), ...(brand ? { brands: String(brand) } : {}), ...(featureParam ? { features: featureParam } : {}) });
  const browse: Record<string, string>[] = [{}, { page: "2" }, { section: String(section.id) }, { section: String(section.id), page: "5" }];
  const sorted: Record<string, string>[] = [{ sort: "name" }, { sort: "-brand", page: "3" }, { sort: "price" }, { sort: "-new", section: String(section.id) }];
  const countAll = (conditions: SQL[]) => () => db.execute(sql`SELECT count(*)::int AS n FROM product_search ps WHERE ${sql.join(conditions, sql` AND `)}`);
  const searchAndFacets = (query: Record<string, string>) => async () => {
    const parsed = q(query);
    clearFacetCache();
    await searchCatalog(ctx, parsed);
    await getSearchFilters(ctx, parsed);
  };
  const allKinds: TKind[] = [
    { name: "keyword search (page of 20)", samples: keywords.map((k) => () => searchCatalog(ctx, q({ keyword: k }))) },
    { name: "code lookup", samples: typed.map((k) => () => searchCatalog(ctx, q({ keyword: k }))) },
    { name: "keyword + section + 2 facets: search+facets", samples: ["кабель", "кабель медный", "кабель 3х1,5"].map((k) => searchAndFacets(narrow(k))) },
    { name: "broad one word: search+facets (cold)", samples: broad.map((k) => searchAndFacets({ keyword: k })) },
    { name: "broad one word: facets only (cold)", samples: broad.map((k) => () => (clearFacetCache(), getSearchFilters(ctx, q({ keyword: k })))) },
    { name: "(primes the cache)", samples: broad.map((k) => () => getSearchFilters(ctx, q({ keyword: k }))) },
    // Primed by the kind before, which leaves its answers in the one-minute cache.
    { name: "broad one word: facets (cached)", samples: broad.map((k) => () => getSearchFilters(ctx, q({ keyword: k }))) },
    { name: "broad one word: search only", samples: broad.map((k) => () => searchCatalog(ctx, q({ keyword: k }))) },
    // The floor under the broad kind: one statement that only counts the matches (no page, no facets),
    // the keyword resolved beforehand. Exact facets and a ranked page need at least this pass.
    { name: "broad one word: count of matches only (floor)", samples: await Promise.all(broad.map(async (k) => countAll((await resolveSearch(ctx, q({ keyword: k }))).conditions))) },
    // Listing without a keyword, facets cached (what paging and re-sorting cost): the whole catalogue and
    // a root section, first and later pages; then the catalogue sorted by name, brand, price and novelty.
    { name: "(primes the cache)", samples: [...browse, ...sorted].map((b) => () => getSearchFilters(ctx, q(b))) },
    { name: "browse: catalogue / section (page only)", samples: browse.map((b) => () => searchCatalog(ctx, q(b))) },
    { name: "sorted catalogue (page only)", samples: sorted.map((b) => () => searchCatalog(ctx, q(b))) },
    // The floor under every page, whatever the engine: the 20 products' read model (prices, stock, names)
    // and the search_log insert, as listProducts does them once the ids are known; and what the memory
    // engine adds to every search before evaluating: the change feed's read (catch-up, nothing changed).
    { name: "floor: 20 products read + search log (no search)", samples: [() => Promise.all([loadProducts({ site, auth: null, companyId: null }, pageIds), logSearch({ siteId: site.id, userId: null, visitor: "bench", query: q({}), correctedKeyword: null, resultsCount: PRODUCTS })])] },
    { name: "floor: index catch-up read (memory engine)", samples: [() => (searchEngine() === "memory" ? siteIndex(site.id) : Promise.resolve())] },
    // The same with the facet cache emptied: the page statement counts every facet of the listing too.
    { name: "browse: catalogue / section, cold (page+facets)", samples: browse.map((b) => () => (clearFacetCache(), searchCatalog(ctx, q(b)))) },
    { name: "suggest", samples: prefixes.map((k) => () => suggest({ site }, { keyword: k, limit: 8 })) },
    { name: "typo / layout retry", samples: ["rf,tkm", "fdnjvfn", "выключатль", "kabel"].map((k) => () => searchCatalog(ctx, q({ keyword: k }))) },
  ];

  const wanted = values.kinds?.split(",").map((w) => w.trim()).filter(Boolean);
  // A "(primes the cache)" step stays whenever the kind after it is wanted.
  const kinds = wanted
    ? allKinds.filter((kind, i) => (kind.name.startsWith("(") ? wanted.some((w) => allKinds[i + 1]?.name.includes(w)) : wanted.some((w) => kind.name.includes(w))))
    : allKinds;

  type TRow = { kind: string; p50: number; p95: number; cpu50: number; cpu95: number };
  const measure = async (engine: TSearchEngine): Promise<TRow[]> => {
    chooseSearchEngine(engine);
    // Warm-up: a first pass over everything (plan caches, pages in memory), not measured.
    for (const kind of kinds) for (const sample of kind.samples) await sample();
    console.log(`${label}, ${engine} engine: ${RUNS} runs per kind, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
    console.log("kind".padEnd(48), "wall p50".padStart(9), "wall p95".padStart(9), "cpu p50".padStart(9), "cpu p95".padStart(9), "(ms)");
    const rows: TRow[] = [];
    for (const kind of kinds) {
      if (kind.name.startsWith("(")) {
        for (const sample of kind.samples) await sample();
        continue;
      }
      const samples: { wall: number; cpu: number }[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(kind.samples[i % kind.samples.length]));
      const walls = samples.map((t) => t.wall).sort((a, b) => a - b);
      const cpus = samples.map((t) => t.cpu).sort((a, b) => a - b);
      const row = { kind: kind.name, p50: percentile(walls, 50), p95: percentile(walls, 95), cpu50: percentile(cpus, 50), cpu95: percentile(cpus, 95) };
      rows.push(row);
      console.log(row.kind.padEnd(48), ...[row.p50, row.p95, row.cpu50, row.cpu95].map((v) => v.toFixed(1).padStart(9)));
    }
    return rows;
  };
  const results = values.engine === "memory" ? [] : await measure("sql");
  // The in-process index: its build from the database (what a start or the first search of a site
  // costs) and the heap it holds, then the same kinds.
  const gc = (globalThis as { gc?: () => void }).gc;
  // The setup's first searches may have built the index already (memory is the default engine): forgotten,
  // so the heap measured is the whole index.
  forgetSiteIndexes();
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  const index = values.engine === "sql" ? { size: 0 } : await warmSiteIndex(site.id);
  const buildMs = performance.now() - buildStarted;
  gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  console.log(`${label}: memory index of ${index.size} products built in ${(buildMs / 1000).toFixed(1)} s, heap +${heapMb.toFixed(0)} MB${gc ? "" : " (no --expose-gc: approximate)"}`);
  const memory = values.engine === "sql" ? [] : await measure("memory");
  console.log(`\n${label}: side by side, wall p50 / p95 (ms)`);
  console.log("kind".padEnd(48), "sql p50".padStart(9), "sql p95".padStart(9), "mem p50".padStart(9), "mem p95".padStart(9));
  for (const kind of (results.length ? results : memory).map((r) => r.kind)) {
    const [row, other] = [results.find((r) => r.kind === kind), memory.find((m) => m.kind === kind)];
    console.log(kind.padEnd(48), ...[row?.p50 ?? NaN, row?.p95 ?? NaN, other?.p50 ?? NaN, other?.p95 ?? NaN].map((v) => v.toFixed(1).padStart(9)));
  }
  chooseSearchEngine("sql");
  if (values.kinds || values.engine) {
    // Iterating on some kinds or one engine: no query plans.
    setDbHandle(undefined);
    await handle.close();
    await bench.drop?.();
    return { results, memory, buildMs, heapMb };
  }

  // One query of each kind, EXPLAIN ANALYZE of every statement it sends (the heavy ones are the point).
  const plans: string[] = [];
  // [name, what to explain, what to do first outside the capture]
  const explained: [string, () => Promise<unknown>, (() => Promise<unknown>)?][] = [
    ["keyword: кабель ввг 3х2,5", () => searchCatalog(ctx, q({ keyword: "кабель ввг 3х2,5" }))],
    ["keyword + section + 2 facets: search counting its facets (cold)", () => (clearFacetCache(), searchCatalog(ctx, q(narrow("кабель"))))],
    ["broad: кабель, search counting its facets (cold)", () => (clearFacetCache(), searchCatalog(ctx, q({ keyword: "кабель" })))],
    [`code: ${typed[0]}`, () => searchCatalog(ctx, q({ keyword: typed[0] }))],
    ["facets: кабель (broad)", () => (clearFacetCache(), getSearchFilters(ctx, q({ keyword: "кабель" })))],
    ["browse: the catalogue, page 2 (facets cached)", () => searchCatalog(ctx, q({ page: "2" })), () => getSearchFilters(ctx, q({}))],
    ["sorted: the catalogue by name (facets cached)", () => searchCatalog(ctx, q({ sort: "name" })), () => getSearchFilters(ctx, q({}))],
    ["broad: кабель, page 2 (facets cached)", () => searchCatalog(ctx, q({ keyword: "кабель", page: "2" })), () => getSearchFilters(ctx, q({ keyword: "кабель" }))],
    ["suggest: каб", () => suggest({ site }, { keyword: "каб", limit: 8 })],
  ];
  for (const [name, fn, before] of explained) {
    await before?.();
    capturing = [];
    await fn();
    const statements = capturing;
    capturing = null;
    for (const statement of statements) {
      if (!/product_search/.test(statement.query)) continue;
      plans.push(`=== ${label} — ${name}\n${statement.query.trim()}\n-- params: ${JSON.stringify(statement.params)}\n${(await bench.explain(statement)).join("\n")}\n`);
    }
  }
  const file = `${values.plans}-${handle.kind}.txt`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, plans.join("\n"));
  console.log(`${label}: query plans written to ${file}`);
  setDbHandle(undefined);
  await handle.close();
  await bench.drop?.();
  return { results, memory, buildMs, heapMb };
}

if (values.only !== "postgres") await run(`PGlite (${DATA_DIR ? `data folder ${DATA_DIR}` : "in memory"}), ${PRODUCTS} products`, pgliteDb());
if (process.env.DATABASE_URL && values.only !== "pglite") await run(`PostgreSQL, ${PRODUCTS} products`, await postgresDb(process.env.DATABASE_URL));
process.exit(0);
