// npm run audit:js-size [-- --base=http://localhost:3000 --pages=/catalog,/cart --url=… --runs=3 --over-floor-kb=25 --files]
// The JavaScript a first-time visitor downloads for each page: every script the page loads until the
// network is quiet (lazy chunks included), gzip-compressed the way `next start` serves them — beside the
// floor page (scripts/audit/floor: a bare Next 16 page with the storefront's two providers, built by
// `npm run audit:floor`) measured in the same run, interleaved: each round measures the floor, then every
// page. Prints the median of the rounds, the ratio to the floor and the difference, and fails (exit 1)
// when a page is more than `--over-floor-kb` (default 25, issue 20) above the floor. The storefront must
// be running (npm start); the floor is served by the script unless `--floor-url=` names a running one.
import { gzipSync } from "node:zlib";
import { launchChromium, numberFlag } from "./browser";
import { startFloor } from "./floor-server";

type TScript = { url: string; raw: number; gzip: number };
type TMeasure = { scripts: TScript[]; gzip: number; raw: number; inline: number };
type TViewport = { label: string; viewport: { width: number; height: number }; isMobile: boolean };

/** Anonymous pages of the demo site (the issue's list; cart and orders of a buyer need a signed-in session). */
const defaultPages = ["/catalog", "/catalog?keyword=кабель", "/", "/content/usloviya-oferty", "/posts/news/grafik-raboty-v-iyule", "/cart"];
const viewports: TViewport[] = [
  { label: "desktop", viewport: { width: 1920, height: 1080 }, isMobile: false },
  { label: "mobile", viewport: { width: 375, height: 812 }, isMobile: true },
];

function flag(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function measure(url: string, { viewport, isMobile }: TViewport): Promise<TMeasure> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    const pending: Promise<TScript | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length }))
          .catch(() => null),
      );
    });
    const answer = await page.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    // Chunks loaded after hydration (chat button, notices) count too.
    await page.waitForTimeout(2000);
    const scripts = (await Promise.all(pending)).filter((s): s is TScript => s !== null);
    const inline = await page.evaluate(() => Array.from(document.querySelectorAll("script:not([src])")).reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0));
    return { scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), raw: scripts.reduce((sum, s) => sum + s.raw, 0), inline };
  } finally {
    await browser.close();
  }
}

function median(measures: TMeasure[]): TMeasure {
  const sorted = [...measures].sort((a, b) => a.gzip - b.gzip);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const base = (flag("base") ?? process.env.AUDIT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
const urls = process.argv.filter((arg) => arg.startsWith("--url=")).map((arg) => arg.slice("--url=".length));
const pages = urls.length ? urls : (flag("pages")?.split(",") ?? defaultPages).map((page) => `${base}${page}`);
const runs = Math.max(1, Math.round(numberFlag("runs", 1)));
const overFloorKb = numberFlag("over-floor-kb", 25);
const listFiles = process.argv.includes("--files");

const floor = await startFloor();
const results = new Map<string, TMeasure[]>();
const key = (url: string, viewport: TViewport) => `${viewport.label} ${url}`;
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const viewport of viewports) {
      for (const url of [floor.url, ...pages]) {
        const measured = await measure(url, viewport);
        results.set(key(url, viewport), [...(results.get(key(url, viewport)) ?? []), measured]);
        if (runs > 1) console.log(`  round ${run}, ${viewport.label}: ${kb(measured.gzip)} KB gzip  ${url}`);
      }
    }
  }
} finally {
  floor.stop();
}

let over = false;
for (const viewport of viewports) {
  const floorMeasure = median(results.get(key(floor.url, viewport)) ?? []);
  console.log(`\n${viewport.label} ${viewport.viewport.width}×${viewport.viewport.height}, median of ${runs}; budget: floor + ${overFloorKb} KB gzip`);
  console.log(`  ${"KB gzip".padStart(8)} ${"files".padStart(5)} ${"× floor".padStart(8)} ${"+ KB".padStart(7)} ${"inline KB".padStart(9)}  page`);
  for (const url of [floor.url, ...pages]) {
    const m = median(results.get(key(url, viewport)) ?? []);
    const isFloor = url === floor.url;
    const difference = m.gzip - floorMeasure.gzip;
    const overBudget = !isFloor && difference > overFloorKb * 1024;
    over ||= overBudget;
    const ratio = (m.gzip / floorMeasure.gzip).toFixed(2);
    console.log(
      `  ${kb(m.gzip).padStart(8)} ${String(m.scripts.length).padStart(5)} ${ratio.padStart(8)} ${(isFloor ? "—" : `${difference >= 0 ? "+" : ""}${kb(difference)}`).padStart(7)} ${kb(m.inline).padStart(9)}  ${isFloor ? "floor page" : decodeURI(new URL(url).pathname + new URL(url).search)}${overBudget ? "  OVER BUDGET" : ""}`,
    );
    if (listFiles) for (const s of [...m.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`           ${kb(s.gzip).padStart(6)} KB gzip  ${kb(s.raw).padStart(7)} KB raw  ${new URL(s.url).pathname}`);
  }
}
console.log("\n(inline: the page's inline scripts — RSC payload, boot code — raw, not counted in the gzip figure)");
if (over) {
  console.error(`Over budget: some page is more than ${overFloorKb} KB gzip above the floor.`);
  process.exit(1);
}
console.log(`Within budget: every page ≤ floor + ${overFloorKb} KB gzip.`);
