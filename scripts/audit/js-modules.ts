// npm run audit:js-modules [-- --url=http://localhost:3000/catalog --dist=.next-sourcemaps --top=40]
// Where the JavaScript of a page comes from: every script the page loads (as audit:js-size counts them),
// its bytes attributed to source files and packages through the build's source maps, with each
// file's share of the chunk's gzip size. Needs a build with browser source maps served by the server:
//   B2B_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sourcemaps npx next build
//   NEXT_DIST_DIR=.next-sourcemaps DATA_DIR=.data-sourcemaps PORT=3000 npm start
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";
import { launchChromium, numberFlag, targetUrl } from "./browser";

const dist = process.argv.find((arg) => arg.startsWith("--dist="))?.slice("--dist=".length) ?? ".next-sourcemaps";
const top = numberFlag("top", 40);

/** The scripts a first visit downloads until the network is quiet (same rule as audit:js-size). */
async function scriptPaths(url: string): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
    const found: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") found.push(new URL(response.url()).pathname);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    return found;
  } finally {
    await browser.close();
  }
}

/** A source's name for the table: the package for node_modules, the project path otherwise. */
function owner(source: string): string {
  const clean = source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^turbopack:\/\/\/\[turbopack\]\//, "[turbopack] ");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (!pkg) return clean;
  // Next ships React: name the React parts apart from Next's own runtime.
  const compiled = /next\/dist\/compiled\/([^/]+)/.exec(clean);
  return compiled ? `next (compiled ${compiled[1]})` : pkg[1];
}

/** Generated characters of the chunk attributed to each source (characters between mappings). */
function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split("\n");
  const out = new Map<string, number>();
  let previous: { line: number; column: number; source: string | null } | null = null;
  const add = (source: string | null, length: number) => {
    const key = source === null ? "(unmapped)" : owner(source);
    out.set(key, (out.get(key) ?? 0) + Math.max(0, length));
  };
  new SourceMapConsumer(map).eachMapping((m) => {
    if (previous) {
      const end = previous.line === m.generatedLine ? m.generatedColumn : (lines[previous.line - 1]?.length ?? 0);
      add(previous.source, end - previous.column);
    }
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  return out;
}

const url = targetUrl();
const scripts = await scriptPaths(url);
const total = new Map<string, { raw: number; gzip: number }>();
let gzipAll = 0;
for (const scriptPath of scripts) {
  const file = path.join(dist, "static", scriptPath.replace(/^\/_next\/static\//, ""));
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing: is the server serving the build in ${dist}? (see the header of this script)`);
    process.exit(1);
  }
  const code = fs.readFileSync(file, "utf8");
  const gzip = gzipSync(code).length;
  gzipAll += gzip;
  const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : null;
  if (!mapFile || !fs.existsSync(mapFile)) {
    console.error(`${file} has no source map: build with B2B_SOURCE_MAPS=1 (see the header of this script)`);
    process.exit(1);
  }
  const parts = bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, "utf8")) as RawSourceMap);
  const mapped = [...parts.values()].reduce((sum, n) => sum + n, 0) || 1;
  for (const [source, n] of parts) {
    const entry = total.get(source) ?? { raw: 0, gzip: 0 };
    entry.raw += n;
    entry.gzip += (gzip * n) / mapped;
    total.set(source, entry);
  }
}
console.log(`${url}: ${scripts.length} scripts, ${(gzipAll / 1024).toFixed(1)} KB gzip. Each source's gzip figure is its share of its chunk's gzip size.`);
const rows = [...total].sort((a, b) => b[1].gzip - a[1].gzip);
for (const [source, { raw, gzip }] of rows.slice(0, top)) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${source}`);
if (rows.length > top) console.log(`… ${rows.length - top} more sources`);
