// import, runs and runs:show: an import run as 1C's exchange would run it, with a progress line on stderr
// and the report at the end, and the runs recorded in import_runs.
import cliProgress from "cli-progress";
import type { TImportRunView } from "../../lib/server/imports/run-import";
import { getImportRun, listImportRuns, runImport } from "../../lib/server/imports/run-import";
import { pickImportFiles } from "../../lib/server/imports/pick-import-files";
import { positiveInt, siteOf, UsageError, type TCommand } from "./args";
import { formatCount, formatDateTime, formatSeconds, printTable } from "./format";

const SOURCE_NAMES: Record<TImportRunView["source"], string> = { commerceml: "1С (CommerceML)", yml: "YML", table: "прайс-лист" };
const TRIGGER_NAMES: Record<TImportRunView["trigger"], string> = { exchange: "обмен 1С", cli: "консоль" };
const STATUS_NAMES: Record<TImportRunView["status"], string> = { running: "идёт", succeeded: "успешно", failed: "ошибка" };

function durationOf(run: TImportRunView): string {
  return run.finishedAt ? formatSeconds(run.finishedAt.getTime() - run.startedAt.getTime()) : "—";
}

/** A run's report: what it read, what it changed, and the first `problemLimit` problems with where and why. */
function printRun(run: TImportRunView, problemLimit: number): void {
  const c = run.counts;
  console.log(`Загрузка № ${run.id}: ${STATUS_NAMES[run.status]} — ${SOURCE_NAMES[run.source]}, ${TRIGGER_NAMES[run.trigger]}${run.isFull ? ", полная выгрузка" : ""}`);
  console.log(`  файлы: ${run.files.join(", ") || "—"}`);
  console.log(`  начата ${formatDateTime(run.startedAt)}, длилась ${durationOf(run)}, обработано записей ${formatCount(run.processed)}`);
  console.log(
    `  товары: создано ${formatCount(c.created)}, обновлено ${formatCount(c.updated)}, без изменений ${formatCount(c.unchanged)}, ` +
      `снято с продажи ${formatCount(c.withdrawn)}, пропущено ${formatCount(c.skipped)}`,
  );
  console.log(
    `  разделы ${formatCount(c.sections)}, свойства ${formatCount(c.features)}, цены ${formatCount(c.prices)}, остатки ${formatCount(c.stocks)}, картинки ${formatCount(c.pictures)}`,
  );
  if (run.error) console.log(`  причина ошибки: ${run.error}`);
  if (run.problemCount) {
    const shown = run.problems.slice(0, problemLimit);
    console.log(`  проблемы (${formatCount(run.problemCount)}${shown.length < run.problemCount ? `, показаны первые ${shown.length}` : ""}):`);
    for (const p of shown) console.log(`    ${p.where} — ${p.reason}`);
  }
}

/** A progress line on stderr: phase, records and their rate. Only on a terminal (a log gets the report). */
function progressLine() {
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: "{phase} | записей: {value} | {rate} в с | {duration_formatted}", hideCursor: true, fps: 5 },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  let on = false;
  return {
    update(run: TImportRunView) {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      const payload = { phase: run.phase, rate: formatCount(Math.round(run.processed / seconds)) };
      if (!on) bar.start(0, run.processed, payload);
      else bar.update(run.processed, payload);
      on = true;
    },
    stop() {
      if (on) bar.stop();
    },
  };
}

export const importCommands: TCommand[] = [
  {
    name: "import",
    summary: "загрузить выгрузку 1С (папка), YML или прайс-лист (.xlsx, .csv)",
    usage: "import --site <сайт> <папка выгрузки 1С | файл .xml/.yml | .xlsx | .csv>",
    example: "npm run seller -- import --site acme tests/fixtures/real-data/commerceml-1c-demo",
    options: { site: { type: "string" } },
    positional: true,
    async run(values, positionals) {
      if (positionals.length !== 1) throw new UsageError("укажите один файл или одну папку");
      const site = await siteOf(values);
      const picked = pickImportFiles(positionals[0]);
      console.error(`Загрузка на сайт «${site.code}»: ${SOURCE_NAMES[picked.source]}, ${picked.files.join(", ")}`);
      const progress = progressLine();
      let run: TImportRunView;
      try {
        run = await runImport({ siteId: site.id, source: picked.source, trigger: "cli", folder: picked.folder, files: picked.files }, { onProgress: (r) => progress.update(r) });
      } finally {
        progress.stop();
      }
      printRun(run, 20);
      if (run.status !== "succeeded") throw new Error(`загрузка № ${run.id} не удалась${run.error ? `: ${run.error}` : ""}`);
    },
  },
  {
    name: "runs",
    summary: "загрузки сайта, последние первыми",
    usage: "runs --site <сайт> [--limit N]",
    example: "npm run seller -- runs --site acme --limit 20",
    options: { site: { type: "string" }, limit: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const runs = await listImportRuns(site.id, positiveInt(values, "limit", 20));
      if (!runs.length) return console.log("Загрузок ещё не было.");
      printTable(
        ["№", "начата", "длилась", "источник", "запуск", "статус", "создано", "обновлено", "снято", "пропущено", "проблем", "файлы"],
        runs.map((r) => [
          String(r.id),
          formatDateTime(r.startedAt),
          durationOf(r),
          SOURCE_NAMES[r.source],
          TRIGGER_NAMES[r.trigger],
          r.status === "running" ? `идёт: ${r.phase}` : STATUS_NAMES[r.status],
          formatCount(r.counts.created),
          formatCount(r.counts.updated),
          formatCount(r.counts.withdrawn),
          formatCount(r.counts.skipped),
          formatCount(r.problemCount),
          r.files.join(", "),
        ]),
      );
    },
  },
  {
    name: "runs:show",
    summary: "отчёт одной загрузки со всеми сохранёнными проблемами",
    usage: "runs:show --site <сайт> --id <№>",
    example: "npm run seller -- runs:show --site acme --id 12",
    options: { site: { type: "string" }, id: { type: "string" } },
    async run(values) {
      const site = await siteOf(values);
      const id = positiveInt(values, "id");
      if (id === undefined) throw new UsageError("укажите --id (номер загрузки из runs)");
      const run = await getImportRun(site.id, id);
      if (!run) throw new Error(`у сайта «${site.code}» нет загрузки № ${id} (список: npm run seller -- runs --site ${site.code})`);
      printRun(run, run.problems.length);
    },
  },
];
