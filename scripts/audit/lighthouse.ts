// npm run audit:lighthouse [-- --url=http://localhost:3000/catalog --url=… --min=95 --runs=1 --floor-url=… --categories=seo,accessibility --no-floor]
// Lighthouse 12.x (the devDependency, Node ≥ 18.20; 13.x needs Node ≥ 22.19) on Debian's Chromium with
// the mobile (default: Moto G Power, slow 4G, 4× CPU slowdown, simulated) and desktop presets. Prints the
// four category scores and every audit that cost points, writes the HTML and JSON reports to
// reports/lighthouse/, and fails (exit 1) when a score is below the minimum. With --runs=N each preset
// runs N times and the run with the median performance score counts (Lighthouse's own advice for a
// noisy machine). Each run measures the floor page first (scripts/audit/floor, built by
// `npm run audit:floor`, served by the script unless --floor-url names a running one), then every page,
// and the summary prints each page beside the floor: performance points below it and Total Blocking
// Time as a multiple of its (issue 20: within 10 points, TBT ≤ 1.5 × the floor's on the mobile preset).
// --categories= measures only those categories (e.g. `seo` for issue 22's SEO 100 on home, a product and
// a news item); --no-floor leaves the floor page out (it is the yardstick of performance only).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumPath, numberFlag, targetUrl } from "./browser";
import { startFloor } from "./floor-server";

const givenUrls = process.argv.filter((arg) => arg.startsWith("--url=")).map((arg) => arg.slice("--url=".length));
const urls = givenUrls.length ? givenUrls : [targetUrl()];
const minimum = numberFlag("min", 95);
const runs = Math.max(1, Math.round(numberFlag("runs", 1)));
const allCategories = ["performance", "accessibility", "best-practices", "seo"] as const;
const chosenCategories = process.argv
  .find((arg) => arg.startsWith("--categories="))
  ?.slice("--categories=".length)
  .split(",")
  .map((name) => name.trim());
const unknownCategories = (chosenCategories ?? []).filter((name) => !(allCategories as readonly string[]).includes(name));
if (unknownCategories.length) throw new Error(`unknown --categories: ${unknownCategories.join(", ")} (known: ${allCategories.join(", ")})`);
const categories = chosenCategories ? allCategories.filter((name) => chosenCategories.includes(name)) : allCategories;
const withFloor = !process.argv.includes("--no-floor");
const reportDir = path.join(process.cwd(), "reports/lighthouse");
const lighthouseBin = path.join(process.cwd(), "node_modules/lighthouse/cli/index.js");

type TAudit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string };
type TObserved = { observedFirstContentfulPaint?: number; observedDomContentLoaded?: number; observedLoad?: number };
type TLighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, TAudit>;
};

function reportName(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_|_$/g, "") || "home";
}

function runLighthouse(url: string, name: string, preset: "mobile" | "desktop", run: number): TLighthouseReport {
  const base = path.join(reportDir, `${name}-${preset}${runs > 1 ? `-${run}` : ""}`);
  const args = [
    lighthouseBin,
    url,
    "--quiet",
    "--output=json",
    "--output=html",
    `--output-path=${base}`,
    `--only-categories=${categories.join(",")}`,
    `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const result = spawnSync(process.execPath, args, { encoding: "utf8", env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`lighthouse failed (${result.status}): ${`${result.stderr}${result.stdout}`.slice(0, 2000)}`);
  return JSON.parse(fs.readFileSync(`${base}.report.json`, "utf8")) as TLighthouseReport;
}

/**
 * The unthrottled trace's own first paint against DOMContentLoaded and load. A first paint that comes a
 * whole second or more after the page loaded is the headless browser holding frames (docs/benchmarks.md,
 * "Shell" → "The held first frame"), and Lighthouse's simulation then counts every script in front of it.
 */
function observed(report: TLighthouseReport): string {
  const item = (report.audits.metrics as unknown as { details?: { items?: TObserved[] } } | undefined)?.details?.items?.[0];
  if (!item?.observedFirstContentfulPaint) return "";
  const fcp = Math.round(item.observedFirstContentfulPaint);
  const loaded = Math.round(item.observedLoad ?? 0);
  const held = fcp > loaded + 500 ? " — first frame held after load" : "";
  return `observed: first paint ${fcp} ms, DOMContentLoaded ${Math.round(item.observedDomContentLoaded ?? 0)} ms, load ${loaded} ms${held}`;
}

function score(report: TLighthouseReport, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

/** The audits that lowered a category's score, worst first: what to fix. */
function losses(report: TLighthouseReport, category: string): string[] {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit): audit is TAudit => audit !== undefined && audit.scoreDisplayMode !== "notApplicable" && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`);
}

fs.mkdirSync(reportDir, { recursive: true });
const floor = withFloor ? await startFloor() : null;
const targets = [...(floor ? [{ url: floor.url, name: "floor" }] : []), ...urls.map((url) => ({ url, name: reportName(url) }))];
const reports = new Map<string, TLighthouseReport[]>();
try {
  // Interleaved: every run measures the floor and each page back to back, so the machine's load falls on all alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const preset of ["mobile", "desktop"] as const) {
      for (const target of targets) {
        const report = runLighthouse(target.url, target.name, preset, run);
        const key = `${preset} ${target.name}`;
        reports.set(key, [...(reports.get(key) ?? []), report]);
        if (runs > 1) console.log(`  run ${run}, ${preset}, ${target.name}: ${categories.map((name) => `${name} ${score(report, name)}`).join(" · ")}; ${observed(report)}`);
      }
    }
  }
} finally {
  floor?.stop();
}

function medianOf(key: string): TLighthouseReport {
  const sorted = [...(reports.get(key) ?? [])].sort((a, b) => score(a, "performance") - score(b, "performance"));
  return sorted[Math.floor(sorted.length / 2)];
}
const tbt = (report: TLighthouseReport) => (report.audits["total-blocking-time"] as unknown as { numericValue?: number } | undefined)?.numericValue ?? 0;

let failed = false;
for (const preset of ["mobile", "desktop"] as const) {
  const floorReport = floor ? medianOf(`${preset} floor`) : null;
  for (const target of targets) {
    const median = medianOf(`${preset} ${target.name}`);
    const isFloor = target.name === "floor";
    const scores = categories.map((name) => [name, score(median, name)] as const);
    const measuresPerformance = categories.includes("performance");
    const versus =
      isFloor || !floorReport || !measuresPerformance
        ? ""
        : ` — beside the floor: performance ${score(median, "performance") - score(floorReport, "performance")} points, TBT ${(tbt(median) / Math.max(1, tbt(floorReport))).toFixed(2)} × the floor's`;
    console.log(`${preset} ${isFloor ? "floor page" : decodeURI(target.url)}: ${scores.map(([name, value]) => `${name} ${value}`).join(" · ")}${versus}`);
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
    if (measuresPerformance) {
      console.log(`  ${metrics.map((id) => `${median.audits[id]?.title ?? id} ${median.audits[id]?.displayValue ?? "?"}`).join(" · ")}`);
      console.log(`  ${observed(median)}`);
    }
    if (isFloor) continue;
    for (const name of categories) {
      const lost = losses(median, name);
      if (lost.length) console.log(`  ${name} lost points on: ${lost.join(", ")}`);
    }
    if (scores.some(([, value]) => value < minimum)) failed = true;
  }
}
console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/`);
if (failed) {
  console.error(`Some score of our pages is below ${minimum}.`);
  process.exit(1);
}
