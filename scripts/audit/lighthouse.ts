// npm run audit:lighthouse [-- --url=http://localhost:3000/catalog --min=95]
// Lighthouse 12.x on Debian's Chromium, mobile and desktop: prints the four category scores and fails
// (exit 1) below the minimum. Lighthouse is not a dependency yet (`npm install -D lighthouse@12.8`;
// 13.x needs Node ≥ 22.19): without it the script says so and measures what Playwright can instead —
// FCP, LCP, CLS and long-task blocking time under Lighthouse's mobile throttling — which is an
// approximation of the performance category only.
import { spawnSync } from "node:child_process";
import { chromiumPath, launchChromium, numberFlag, targetUrl } from "./browser";

const url = targetUrl();
const minimum = numberFlag("min", 95);
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

type TLighthouseReport = { categories: Record<string, { score: number | null }> };

function runLighthouse(preset: "mobile" | "desktop"): TLighthouseReport | null {
  const args = [
    "--no-install",
    "lighthouse",
    url,
    "--quiet",
    "--output=json",
    "--output-path=stdout",
    `--only-categories=${categories.join(",")}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const run = spawnSync("npx", args, { encoding: "utf8", env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) {
    if (/could not determine executable|not found|ENOENT|npm error/i.test(`${run.stderr}${run.stdout}`)) return null;
    throw new Error(`lighthouse failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  }
  return JSON.parse(run.stdout) as TLighthouseReport;
}

async function playwrightMetrics() {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Lighthouse's mobile defaults: 4× CPU slowdown, slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up).
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.addInitScript(() => {
      const w = window as unknown as { __audit: { lcp: number; cls: number; tbt: number } };
      w.__audit = { lcp: 0, cls: 0, tbt: 0 };
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__audit.lcp = e.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) w.__audit.cls += shift.value;
        }),
      ).observe({ type: "layout-shift", buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__audit.tbt += Math.max(0, e.duration - 50)))).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const w = window as unknown as { __audit: { lcp: number; cls: number; tbt: number } };
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return { fcp, ...w.__audit };
    });
  } finally {
    await browser.close();
  }
}

let failed = false;
for (const preset of ["mobile", "desktop"] as const) {
  const report = runLighthouse(preset);
  if (!report) {
    console.log("Lighthouse is not installed (npm install -D lighthouse@12.8). Measuring with Playwright instead (mobile throttling):");
    const m = await playwrightMetrics();
    console.log(`  FCP ${m.fcp.toFixed(0)} ms · LCP ${m.lcp.toFixed(0)} ms · CLS ${m.cls.toFixed(3)} · blocking time ${m.tbt.toFixed(0)} ms`);
    // Lighthouse's "good" thresholds on mobile for a score near 100.
    const isGood = m.fcp <= 1800 && m.lcp <= 2500 && m.cls <= 0.1 && m.tbt <= 200;
    console.log(isGood ? "  All within Lighthouse's 'good' thresholds." : "  Some metric is outside Lighthouse's 'good' thresholds.");
    process.exit(isGood ? 0 : 1);
  }
  const scores = categories.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)] as const);
  console.log(`${preset}: ${scores.map(([name, score]) => `${name} ${score}`).join(" · ")}`);
  if (scores.some(([, score]) => score < minimum)) failed = true;
}
if (failed) {
  console.error(`Some score is below ${minimum}.`);
  process.exit(1);
}
