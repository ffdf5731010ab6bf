// npm run bench:import -- [--goods 100000] [--offers 300000] [--package /tmp/bench-commerceml] [--data-dir DIR] [--no-reimport]
// Issue 15's import benchmark. Generates (once per size; kept in --package, outside git) a CommerceML 2.07
// package like 1C's — import.xml + offers.xml, and an offers-only update — then on a fresh PGlite data
// folder (migrated, the demo sites without goods) runs, through runImport as the CLI does:
//   1. the full import (import.xml + offers.xml),
//   2. the offers-only update (every offer's prices and stocks changed),
//   3. the same full package again (a re-import that changes nothing), unless --no-reimport;
// then the floor the import is measured against (unless --no-floor): the parse alone (every record of the
// package read, nothing written) and the demo seed's bulk path (seedDemo on a scratch PGlite folder: as many
// products with their features, prices and stocks written in bulk with the indexes dropped, the search
// index built once) plus every price and stock of those products changed by one statement per table;
// measuring each run's wall time and the process's peak RSS (sampled every 100 ms), while catalogue
// searches run in the same process between the import's statements, the way a request would (PGlite has
// one connection: a search waits for the statement in hand, not for the run). Their p95 is compared with
// the idle p95 of the same searches on the imported catalogue. Targets (issue 15): full ≤ 60 s, RSS ≤ 1 GB,
// offers-only ≤ 15 s, search p95 during ≤ 2× idle.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { ZCatalogQuery } from "../../lib/contracts/catalog";
import { handleFromPglite, pgliteExtensions, setDbHandle } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { readRecords } from "../../lib/server/imports/read-records";
import { runImport, type TImportRunView } from "../../lib/server/imports/run-import";
import { searchCatalog } from "../../lib/server/search/search-catalog";
import { suggest } from "../../lib/server/search/suggest";
import { clearSiteCache, resolveSite } from "../../lib/server/sites/resolve-site";
import { runScript } from "../lib/run-script";
import { generateCommerceml, type TGeneratedPackage } from "./generate-commerceml";

const { values } = parseArgs({
  options: {
    goods: { type: "string", default: "100000" },
    offers: { type: "string", default: "300000" },
    package: { type: "string", default: path.join(os.tmpdir(), "bench-commerceml") },
    /** A PGlite data folder to use (made afresh); by default a temporary one, removed afterwards. */
    "data-dir": { type: "string" },
    "no-reimport": { type: "boolean", default: false },
    "no-floor": { type: "boolean", default: false },
    /** Searches measured idle. */
    searches: { type: "string", default: "60" },
  },
});
const GOODS = Number(values.goods);
const OFFERS = Number(values.offers);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The package of these sizes, generated once and reused (its manifest says which sizes it holds). */
async function packageFor(folder: string): Promise<TGeneratedPackage> {
  const manifest = path.join(folder, "manifest.json");
  if (fs.existsSync(manifest)) {
    const saved = JSON.parse(fs.readFileSync(manifest, "utf8")) as TGeneratedPackage;
    if (saved.goods === GOODS && saved.offers === OFFERS) return saved;
  }
  const started = performance.now();
  console.log(`Генерирую пакет CommerceML: ${GOODS} товаров, ${OFFERS} предложений → ${folder}`);
  const generated = await generateCommerceml({ goods: GOODS, offers: OFFERS, out: folder });
  console.log(`  ${(generated.bytes / 1e6).toFixed(0)} МБ за ${((performance.now() - started) / 1000).toFixed(1)} с`);
  return generated;
}

/** The peak RSS of this process from now until stop(), sampled every 100 ms. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

type TPhase = { name: string; run: TImportRunView; seconds: number; peakRssMb: number; searches: number[] };

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Reads every record of the files and writes nothing: what the parse alone costs. */
async function parseOnly(folder: string, files: string[]): Promise<{ seconds: number; records: number }> {
  const started = performance.now();
  let records = 0;
  for (const file of files) for await (const _record of readRecords("commerceml", path.join(folder, file), { siteId: 0 })) records++;
  return { seconds: secondsSince(started), records };
}

type TFloor = { seedSeconds: number; writeSeconds: number; indexSeconds: number; rows: Record<string, number>; offersSeconds: number };

/**
 * The fastest way the code knows to fill a catalogue of `products`: the demo seed's bulk path on a scratch
 * PGlite folder (on disk, as the import's). Then the offers-only counterpart: every price and stock of the
 * catalogue changed, base prices and the search documents' prices with them, one statement per table.
 */
async function bulkFloor(products: number): Promise<TFloor> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-floor-"));
  const handle = handleFromPglite(new PGlite({ dataDir, extensions: pgliteExtensions }), dataDir);
  try {
    await runMigrations(handle);
    const lines: string[] = [];
    const started = performance.now();
    const summary = await seedDemo(handle, { products, secondSiteProducts: 0, log: (line) => lines.push(line) });
    const seedSeconds = secondsSince(started);
    // seedDemo logs "…записано за X с" per site and "Поисковый индекс построен за Y с".
    const number = (re: RegExp) => Number(lines.map((l) => re.exec(l)?.[1]).find(Boolean) ?? NaN);
    const offersStarted = performance.now();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE product_prices SET price = price + 100`);
      await tx.execute(sql`UPDATE stocks SET quantity = quantity + 1`);
      await tx.execute(sql`UPDATE products p SET base_price = pp.price, updated_at = now() FROM product_prices pp JOIN price_types t ON t.id = pp.price_type_id AND t.is_base WHERE pp.product_id = p.id`);
      await tx.execute(sql`UPDATE product_search ps SET base_price = p.base_price FROM products p WHERE p.id = ps.product_id`);
    });
    return { seedSeconds, writeSeconds: number(/записано за ([\d.]+) с/), indexSeconds: number(/построен за ([\d.]+) с/), rows: summary.rows, offersSeconds: secondsSince(offersStarted) };
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runScript(async () => {
  const generated = await packageFor(values.package);
  const dataDir = values["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-db-"));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const handle = handleFromPglite(new PGlite({ dataDir, extensions: pgliteExtensions }), dataDir);
  setDbHandle(handle);
  clearSiteCache();
  await runMigrations(handle);
  await seedDemo(handle, { products: 0, secondSiteProducts: 0 });
  const site = await resolveSite("localhost");
  if (!site) throw new Error("нет сайта localhost после заполнения");
  const siteId = site.id;
  console.log(`PGlite: ${dataDir}; сайт ${site.code} (id ${siteId}), товаров нет`);

  const ctx = { site, auth: null, locale: "ru" as const, userUuid: "bench" };
  const q = (query: Record<string, string>) => ZCatalogQuery.parse(query);
  // What buyers do while the seller's 1C uploads: a word of a name, an article, a prefix in the search box.
  const searches: (() => Promise<unknown>)[] = [
    ...generated.keywords.slice(0, 10).map((k) => () => searchCatalog(ctx, q({ keyword: k }))),
    ...generated.articles.slice(0, 10).map((a) => () => searchCatalog(ctx, q({ keyword: a.toLowerCase() }))),
    ...["каб", "роз", "лам", "авт", "дре"].map((k) => () => suggest({ site }, { keyword: k, limit: 8 })),
  ];
  let next = 0;
  const timedSearch = async () => {
    const started = performance.now();
    await searches[next++ % searches.length]();
    return performance.now() - started;
  };

  async function phase(name: string, folder: string, files: string[]): Promise<TPhase> {
    global.gc?.();
    const rss = rssSampler();
    let running = true;
    const during: number[] = [];
    // A buyer every 100 ms, for as long as the import runs.
    const buyers = (async () => {
      while (running) {
        during.push(await timedSearch());
        await sleep(100);
      }
    })();
    const started = performance.now();
    // The run's progress line: in place on a terminal, every 15 s into a log.
    let printed = 0;
    const run = await runImport(
      { siteId, source: "commerceml", trigger: "cli", folder, files },
      {
        onProgress: (view) => {
          const now = performance.now();
          if (process.stdout.isTTY) process.stdout.write(`\r  ${name}: ${view.phase}`.padEnd(80));
          else if (now - printed > 15_000) {
            printed = now;
            console.log(`  ${((now - started) / 1000).toFixed(0)} с: ${view.phase}, RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} МБ`);
          }
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await buyers;
    if (process.stdout.isTTY) process.stdout.write("\r".padEnd(81) + "\r");
    const result = { name, run, seconds, peakRssMb: rss.stop() / 1e6, searches: during };
    console.log(
      `${name}: ${run.status} за ${seconds.toFixed(1)} с, пик RSS ${result.peakRssMb.toFixed(0)} МБ, поисков во время импорта ${during.length}; ` +
        `${JSON.stringify(run.counts)}${run.problemCount ? `, проблем ${run.problemCount}: ${run.problems.slice(0, 3).map((p) => JSON.stringify(p)).join("; ")}` : ""}${run.error ? `; ошибка: ${run.error}` : ""}`,
    );
    return result;
  }

  const phases: TPhase[] = [];
  phases.push(await phase("Полный импорт (import.xml + offers.xml)", generated.full.folder, generated.full.files));

  // Idle: the same searches on the imported catalogue with nothing else running (after one warm-up pass).
  for (const search of searches) await search();
  const idle: number[] = [];
  for (let i = 0; i < Number(values.searches); i++) idle.push(await timedSearch());

  phases.push(await phase("Только предложения (цены и остатки)", generated.update.folder, generated.update.files));
  if (!values["no-reimport"]) phases.push(await phase("Повторный полный импорт (без изменений)", generated.full.folder, generated.full.files));

  const productCount = phases[0].run.counts.created + phases[0].run.counts.unchanged + phases[0].run.counts.updated;

  const idleP95 = percentile(idle, 95);
  const rows = [
    ["Прогон", "Время, с", "Пик RSS, МБ", "Поиск p50 / p95 во время, мс", "p95 / p95 в покое"],
    ...phases.map((p) => [p.name, p.seconds.toFixed(1), p.peakRssMb.toFixed(0), `${percentile(p.searches, 50).toFixed(0)} / ${percentile(p.searches, 95).toFixed(0)}`, (percentile(p.searches, 95) / idleP95).toFixed(2)]),
    ["Поиск в покое (после импорта)", "", "", `${percentile(idle, 50).toFixed(0)} / ${idleP95.toFixed(0)}`, "1.00"],
  ];
  console.log(`\n${GOODS} товаров, ${OFFERS} предложений, ${(generated.bytes / 1e6).toFixed(0)} МБ XML; PGlite на диске; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
  const table = rows.map((r) => `| ${r.join(" | ")} |`);
  table.splice(1, 0, `|${rows[0].map(() => "---").join("|")}|`);
  console.log(table.join("\n"));
  const [full, update] = phases;
  const during = Math.max(...phases.map((p) => percentile(p.searches, 95)));
  const verdicts = [
    [`полный импорт ≤ 60 с`, full.seconds <= 60],
    [`пик RSS ≤ 1 ГБ`, Math.max(...phases.map((p) => p.peakRssMb)) <= 1024],
    [`только предложения ≤ 15 с`, update.seconds <= 15],
    [`поиск p95 во время ≤ 2× в покое`, during <= 2 * idleP95],
  ] as const;
  for (const [text, ok] of verdicts) console.log(`${ok ? "✓" : "✗"} ${text}`);

  if (!values["no-floor"]) {
    // The floor, measured after the runs in the same process (the same load on the machine, roughly).
    const parseFull = await parseOnly(generated.full.folder, generated.full.files);
    const parseUpdate = await parseOnly(generated.update.folder, generated.update.files);
    const floor = await bulkFloor(productCount);
    const fullFloor = Math.max(parseFull.seconds, floor.seedSeconds);
    const updateFloor = Math.max(parseUpdate.seconds, floor.offersSeconds);
    const r = floor.rows;
    console.log(`\nПол (load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}):`);
    console.log(`| Что | Время, с |\n|---|---|`);
    console.log(`| разбор полного пакета без записи (${parseFull.records} записей) | ${parseFull.seconds.toFixed(1)} |`);
    console.log(`| разбор offers-only без записи (${parseUpdate.records} записей) | ${parseUpdate.seconds.toFixed(1)} |`);
    console.log(
      `| seedDemo ${productCount} товаров (${r.product_features} свойств, ${r.product_prices} цен, ${r.stocks} остатков): всего / запись каталога / поисковый индекс | ${floor.seedSeconds.toFixed(1)} / ${floor.writeSeconds.toFixed(1)} / ${floor.indexSeconds.toFixed(1)} |`,
    );
    console.log(`| все цены и остатки этих товаров одним UPDATE на таблицу | ${floor.offersSeconds.toFixed(1)} |`);
    console.log(`Пол полного импорта max(разбор, запись) = ${fullFloor.toFixed(1)} с; импорт / пол = ${(full.seconds / fullFloor).toFixed(1)}×`);
    console.log(`Пол offers-only max(разбор, запись) = ${updateFloor.toFixed(1)} с; импорт / пол = ${(update.seconds / updateFloor).toFixed(1)}×`);
  }

  await handle.close();
  if (!values["data-dir"]) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
