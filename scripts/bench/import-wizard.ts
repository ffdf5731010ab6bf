// npm run bench:import-wizard -- [--products 100000] [--runs 10]
// Issue 17's import wizard benchmark. Seeds an in-memory PGlite with the demo catalogue (seedDemo, as
// bench:search does: 100,000 products of «Электро-Опт», 2,000 of the second seller), then calls the
// check step's route handler in-process, as a browser's request reaches it (site from Host, the buyer's
// bearer token, body parsed, lines read, matched, candidates loaded as the catalogue shows them, the JSON
// answer written and read back):
//   - a 500-row .xlsx (multipart) — «Артикул | Наименование | Кол-во | Ед. изм.» under a title row;
//   - a 300-line pasted list (JSON), in the formats buyers paste;
// after one unmeasured warm-up each, --runs times each, printing wall p50/p95. Beside them, the parts of
// the same work (reading the file alone, the parser alone, the matcher alone) as the floor under them.
// Then the accuracy on the parser's line table (tests/helpers/import-line-table.ts): its products are
// added to the 100k catalogue and the table's lines checked; a line is right when its product is exact or
// first of several. Also the right-first share on the generated lines, whose products are known.
// Targets (issue 17): 500-row xlsx ≤ 2 s, 300-line paste ≤ 1 s on PGlite, accuracy ≥ 95 %.
import os from "node:os";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { POST as checkRoute } from "../../app/api/v1/specification-import/check/route";
import type { TSpecImportCheckResult } from "../../lib/contracts/spec-import";
import { authenticate } from "../../lib/server/auth/authenticate";
import { createSession } from "../../lib/server/auth/create-session";
import { buyerCompanyId } from "../../lib/server/catalog/product-read-model/buyer-company-id";
import { loadProducts } from "../../lib/server/catalog/product-read-model/load-products";
import { handleFromPglite, pgliteExtensions, setDbHandle } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { rowsOf } from "../../lib/server/db/rows";
import { priceTypes, productPrices, products, stocks, users, warehouses } from "../../lib/server/db/schema";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { matchProductLines } from "../../lib/server/search/match-product-lines";
import { refreshSearchIndex } from "../../lib/server/search/refresh-search-index";
import { readImportFile } from "../../lib/server/spec-import/read-import-file";
import { clearSiteCache, resolveSite } from "../../lib/server/sites/resolve-site";
import { normalizeArticle } from "../../lib/shared/article";
import { parseImportLine, splitImportText } from "../../lib/shared/import-line";
import { importLineProducts, importLineTable } from "../../tests/helpers/import-line-table";
import { runScript } from "../lib/run-script";

const { values } = parseArgs({ options: { products: { type: "string", default: "100000" }, runs: { type: "string", default: "10" } } });
const PRODUCTS = Number(values.products);
const RUNS = Number(values.runs);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

async function measure(label: string, fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn();
  const walls: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    walls.push(performance.now() - started);
  }
  const row = { p50: percentile(walls, 50), p95: percentile(walls, 95) };
  console.log(label.padEnd(52), row.p50.toFixed(0).padStart(8), row.p95.toFixed(0).padStart(8));
  return row;
}

type TSample = { article: string; name: string; id: number };
type TLine = { cells: [string, string, number, string]; text: string; means: number | null };

/** Real articles typed the way buyers type them: as printed, lower case, without separators, spaces for dashes. */
const typed = (article: string, i: number) => [article, article.toLowerCase(), article.replace(/[-./ ]/g, ""), article.replace(/-/g, " ")][i % 4];
const UNITS = ["шт", "м", "шт.", "упак", ""];

/**
 * The rows of a buyer's list from the catalogue, deterministic: 60 % articles, 20 % whole names, 10 % the
 * first words of a name (the «several» kind), 10 % what the catalogue does not have; quantities 1…200.
 */
function buildLines(samples: TSample[], count: number): TLine[] {
  const lines: TLine[] = [];
  for (let i = 0; i < count; i++) {
    const p = samples[i % samples.length];
    const quantity = 1 + ((i * 37) % 200);
    const unit = UNITS[i % UNITS.length];
    const kind = i % 10;
    if (kind < 6) lines.push({ cells: [typed(p.article, i), "", quantity, unit], text: `${typed(p.article, i)} ${quantity}${unit ? ` ${unit}` : ""}`, means: p.id });
    else if (kind < 8) lines.push({ cells: ["", p.name, quantity, unit], text: `${p.name} — ${quantity}${unit ? ` ${unit}` : ""}`, means: p.id });
    else if (kind < 9) {
      const words = p.name.split(/\s+/).slice(0, 3).join(" ");
      lines.push({ cells: ["", words, quantity, unit], text: `${words}; ${quantity}`, means: null });
    } else lines.push({ cells: ["", `Изделие нестандартное по чертежу КМД-${i}`, quantity, "шт"], text: `Изделие нестандартное по чертежу КМД-${i}\t${quantity}\tшт`, means: null });
  }
  return lines;
}

async function xlsxOf(lines: TLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Заявка");
  sheet.addRow(["Заявка на материалы, объект «Склад»"]);
  sheet.addRow(["Артикул", "Наименование", "Кол-во", "Ед. изм."]);
  for (const l of lines) sheet.addRow(l.cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Share of the lines that mean a product whose product came exact or first of several. */
function rightFirst(result: TSpecImportCheckResult, means: (number | null)[]): { right: number; of: number } {
  let right = 0;
  let of = 0;
  result.lines.forEach((line, i) => {
    const meant = means[i];
    if (meant === null || meant === undefined) return;
    of++;
    if ((line.status === "exact" || line.status === "several") && line.candidates[0]?.product.id === meant) right++;
  });
  return { right, of };
}

await runScript(async () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const handle = handleFromPglite(client, "memory://bench-import-wizard");
  setDbHandle(handle);
  clearSiteCache();
  const started = performance.now();
  await runMigrations(handle);
  const seeded = await seedDemo(handle, { products: PRODUCTS, secondSiteProducts: 2000 });
  console.log(`seeded ${seeded.rows.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const db = handle.db;
  const site = await resolveSite("localhost");
  if (!site) throw new Error("no demo site");
  const [buyer] = await db.select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
  const { token } = await createSession({ site }, { userId: buyer.id, rememberMe: false });

  const samples = rowsOf<TSample>(await db.execute(sql`SELECT id, article, name FROM products WHERE site_id = ${site.id} AND is_active ORDER BY md5(article) LIMIT 500`));
  const fileLines = buildLines(samples, 500);
  const pasteLines = buildLines(samples.slice(200), 300);
  const xlsx = await xlsxOf(fileLines);
  const pasteText = pasteLines.map((l) => l.text).join("\n");
  console.log(`500-row xlsx: ${(xlsx.length / 1024).toFixed(0)} KB; 300-line paste: ${(pasteText.length / 1024).toFixed(0)} KB`);

  const call = async (body: BodyInit, contentType: string | null): Promise<TSpecImportCheckResult> => {
    const headers: Record<string, string> = { host: "localhost", authorization: `Bearer ${token}` };
    if (contentType) headers["content-type"] = contentType;
    const response = await checkRoute(new Request("http://localhost/api/v1/specification-import/check", { method: "POST", headers, body }));
    const text = await response.text();
    if (response.status !== 200) throw new Error(`check answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as TSpecImportCheckResult;
  };
  const postFile = () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(xlsx)], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), "заявка.xlsx");
    return call(form, null);
  };
  const postText = () => call(JSON.stringify({ text: pasteText }), "application/json");

  console.log(`\n${RUNS} runs each after a warm-up, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}, ${os.cpus().length} cores`);
  console.log("".padEnd(52), "p50 ms".padStart(8), "p95 ms".padStart(8));
  const file = await measure("500-row xlsx: parse + match + answer (route)", postFile);
  const paste = await measure("300-line paste: parse + match + answer (route)", postText);
  // The floor under them: each part alone.
  const fileTexts = (await readImportFile({ locale: "ru" }, { name: "заявка.xlsx", bytes: xlsx })).flatMap((l) => (l.parsed.kind === "item" ? [l.parsed.text] : []));
  await measure("  xlsx: reading the file alone", () => readImportFile({ locale: "ru" }, { name: "заявка.xlsx", bytes: xlsx }));
  await measure("  paste: the line parser alone", async () => splitImportText(pasteText).map(parseImportLine));
  await measure(`  xlsx: the matcher alone (${fileTexts.length} lines)`, () => matchProductLines({ site }, fileTexts));
  const pasteTexts = splitImportText(pasteText).flatMap((l) => {
    const parsed = parseImportLine(l);
    return parsed.kind === "item" ? [parsed.text] : [];
  });
  await measure(`  paste: the matcher alone (${pasteTexts.length} lines)`, () => matchProductLines({ site }, pasteTexts));
  // Where the matcher's time goes: the one indexed look-up that settles the exact lines, against the
  // full-text branches (one per line it leaves open, each a catalogue search's text match, plus the
  // layout/transliteration retries of the lines that find nothing).
  const fileMatches = await matchProductLines({ site }, fileTexts);
  const settled = fileTexts.filter((_, i) => fileMatches[i].status === "exact");
  const open = fileTexts.filter((_, i) => fileMatches[i].status !== "exact");
  await measure(`  xlsx: the matcher on its ${settled.length} exact lines alone`, () => matchProductLines({ site }, settled));
  await measure(`  xlsx: the matcher on its ${open.length} other lines alone`, () => matchProductLines({ site }, open));
  // The candidates as the catalogue shows them to this buyer (prices, stocks, cart amounts): the answer's bulk.
  const auth = await authenticate({ site }, token);
  const companyId = await buyerCompanyId({ site, auth });
  const fileIds = (await matchProductLines({ site }, fileTexts)).flatMap((m) => m.candidates.map((c) => c.productId));
  await measure(`  xlsx: the candidates' products alone (${new Set(fileIds).size})`, () => loadProducts({ site, auth, companyId }, fileIds));

  const fileResult = await postFile();
  const pasteResult = await postText();
  const generated = [rightFirst(fileResult, fileLines.map((l) => l.means)), rightFirst(pasteResult, pasteLines.map((l) => l.means))];
  console.log(`\nxlsx summary ${JSON.stringify(fileResult.summary)}; paste summary ${JSON.stringify(pasteResult.summary)}`);
  for (const [label, g] of [["xlsx", generated[0]], ["paste", generated[1]]] as const) {
    console.log(`generated ${label} lines that mean a product: ${g.right} of ${g.of} right first (${((g.right / g.of) * 100).toFixed(1)} %)`);
  }

  // The line table's products added to the 100k catalogue (as the accuracy test adds them to the test seed).
  const [base] = await db.select({ id: priceTypes.id }).from(priceTypes).where(and(eq(priceTypes.siteId, site.id), eq(priceTypes.isBase, true)));
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).limit(1);
  const tableIds = new Map<string, number>();
  for (const p of Object.values(importLineProducts)) {
    const [row] = await db
      .insert(products)
      .values({ siteId: site.id, article: p.article, articleNorm: normalizeArticle(p.article), name: p.name, unit: "unit" in p ? p.unit : "шт", basePrice: 10_000 })
      .returning({ id: products.id });
    tableIds.set(p.article, row.id);
    await db.insert(productPrices).values({ siteId: site.id, productId: row.id, priceTypeId: base.id, price: 10_000 });
    await db.insert(stocks).values({ siteId: site.id, productId: row.id, warehouseId: warehouse.id, quantity: 100 });
  }
  await refreshSearchIndex(handle, site.id, { productIds: [...tableIds.values()] });
  const tableResult = await call(JSON.stringify({ text: importLineTable.map((r) => r.line).join("\n") }), "application/json");
  const table = rightFirst(tableResult, importLineTable.map((r) => tableIds.get(importLineProducts[r.means].article) ?? null));
  const misses = tableResult.lines.flatMap((line, i) => {
    const meant = tableIds.get(importLineProducts[importLineTable[i].means].article);
    return (line.status === "exact" || line.status === "several") && line.candidates[0]?.product.id === meant ? [] : [`${importLineTable[i].line} → ${line.status} ${line.candidates[0]?.product.name ?? ""}`];
  });
  console.log(`line table (${importLineTable.length} lines) against the ${PRODUCTS.toLocaleString("ru-RU")}-product catalogue: ${table.right} of ${table.of} right first (${((table.right / table.of) * 100).toFixed(1)} %)`);
  for (const miss of misses) console.log(`  miss: ${miss}`);
  console.log(`\ntargets: xlsx p95 ${file.p95.toFixed(0)} ms (≤ 2000), paste p95 ${paste.p95.toFixed(0)} ms (≤ 1000), accuracy ≥ 95 %`);
  await handle.close();
});
