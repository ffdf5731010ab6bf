// npm run audit:load-profile [-- --url=http://localhost:3000/catalog --dist=.next --runs=3 --top=25]
// Where the main thread's time goes during a cold phone load: Debian's Chromium with a phone's screen
// and User-Agent (the server renders the phone layout for it) and a 4× CPU slowdown, as Lighthouse's
// mobile preset; the page's requests other than its own scripts and images (background prefetches show
// here), the long tasks (over 50 ms) and their excess over 50 ms (what Total Blocking Time adds up), and
// the V8 CPU profile's self time by package or source file and by function. With a build that has
// browser source maps (B2B_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sourcemaps, see audit:js-modules) and
// `--dist=` pointing at it, chunks are resolved to their sources; "(program)" is the browser's own
// work (HTML parsing, style, layout, compiling scripts). The server must be running (npm start).
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { launchChromium, numberFlag, targetUrl } from "./browser";

const url = targetUrl();
const dist = process.argv.find((arg) => arg.startsWith("--dist="))?.slice("--dist=".length) ?? process.env.NEXT_DIST_DIR ?? ".next";
const runs = Math.max(1, Math.round(numberFlag("runs", 1)));
const top = Math.round(numberFlag("top", 25));
const PHONE_UA = "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36";

type TCallFrame = { url: string; functionName: string; lineNumber: number; columnNumber: number };
type TProfile = { nodes: { id: number; callFrame: TCallFrame }[]; samples: number[]; timeDeltas: number[] };
type TLongTask = { start: number; duration: number };

async function profileOnce(): Promise<{ profile: TProfile; longTasks: TLongTask[]; requests: string[] }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: PHONE_UA });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const requests: string[] = [];
    page.on("request", (request) => {
      if (["image", "font", "stylesheet"].includes(request.resourceType()) || request.url().includes("/_next/static/")) return;
      const prefetch = request.headers()["next-router-prefetch"] ? " (prefetch)" : "";
      requests.push(`${request.method()} ${request.url().replace(origin, "")}${prefetch}`);
    });
    await page.addInitScript(() => {
      const store = window as unknown as { __longTasks: { start: number; duration: number }[] };
      store.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: TProfile };
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    return { profile, longTasks, requests };
  } finally {
    await browser.close();
  }
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(scriptUrl: string): SourceMapConsumer | null {
  if (consumers.has(scriptUrl)) return consumers.get(scriptUrl) ?? null;
  let consumer: SourceMapConsumer | null = null;
  const match = /\/_next\/(static\/.*\.js)$/.exec(scriptUrl);
  const file = match ? path.join(dist, match[1]) : null;
  if (file && fs.existsSync(file)) {
    const ref = /sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(file, "utf8"));
    const mapFile = ref ? path.join(path.dirname(file), ref[1]) : null;
    if (mapFile && fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")));
  }
  consumers.set(scriptUrl, consumer);
  return consumer;
}

/** Self time (ms, at 4×) by package or source file and by function. */
function selfTimes(profile: TProfile): { bySource: Map<string, number>; byFunction: Map<string, number> } {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { url: scriptUrl, functionName, lineNumber, columnNumber } = node.callFrame;
    let source = scriptUrl ? new URL(scriptUrl).pathname : `(${functionName || "native"})`;
    let name = functionName;
    const consumer = scriptUrl ? consumerFor(scriptUrl) : null;
    if (consumer) {
      const position = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (position.source) source = position.source.replace(/^.*node_modules\//, "node_modules/").replace(/^turbopack:\/\/\/\[project\]\//, "");
      if (position.name) name = position.name;
    }
    const owner = source.replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, "$1");
    bySource.set(owner, (bySource.get(owner) ?? 0) + ms);
    byFunction.set(`${name || "(anonymous)"} — ${source}`, (byFunction.get(`${name || "(anonymous)"} — ${source}`) ?? 0) + ms);
  }
  return { bySource, byFunction };
}

const print = (title: string, map: Map<string, number>) => {
  console.log(title);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
};

const excesses: number[] = [];
for (let run = 1; run <= runs; run++) {
  const { profile, longTasks, requests } = await profileOnce();
  const excess = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  excesses.push(excess);
  console.log(`run ${run}: ${longTasks.length} long tasks, ${excess} ms over 50 ms (${longTasks.map((t) => `${t.start}+${t.duration}`).join(" ")})`);
  if (run < runs) continue;
  console.log(`requests (${requests.length}):`);
  for (const request of requests) console.log(`  ${request}`);
  const { bySource, byFunction } = selfTimes(profile);
  print("self time by package / source file (4× CPU):", bySource);
  print("self time by function:", byFunction);
}
const sorted = [...excesses].sort((a, b) => a - b);
console.log(`long tasks over 50 ms, median of ${runs}: ${sorted[Math.floor((sorted.length - 1) / 2)]} ms (${excesses.join(", ")})`);
