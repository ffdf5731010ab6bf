// npm run bench:morphology — the search's Russian dictionary (issue 19, docs/adr/0019-dictionary-morphology.md):
// its files' size, the time and memory its load takes in this Node, and the cost of a word's analysis
// over the demo catalogue's vocabulary (the seed's word lists, every form of each known word).
// Run with --expose-gc for exact heap figures (npm's script passes it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { analyzeWord, formsOf, lemmasOf, wordsOf } from "../../lib/server/search/morphology";
import { loadDictionary } from "../../lib/server/search/morphology/dictionary";
import { runScript } from "../lib/run-script";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function dirSize(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).reduce((sum, f) => {
    const stat = fs.statSync(path.join(dir, f));
    return sum + (stat.isFile() ? stat.size : 0);
  }, 0);
}

function vocabulary(): string[] {
  const seedDir = path.join(process.cwd(), "lib/server/db/seed/catalog");
  const texts = (fs.readdirSync(seedDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) => [...fs.readFileSync(path.join(seedDir, f), "utf8").matchAll(/"([^"\n]*)"/g)].map((m) => m[1]));
  return [...new Set(texts.flatMap((t) => wordsOf(t)))];
}

async function main() {
  gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const dictionary = loadDictionary();
  const loadMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  gc();
  const after = process.memoryUsage();
  console.log(`Node ${process.version}`);
  console.log(`dictionary files: ${mb(dirSize(dictionary.dir))} (${dictionary.dir})`);
  // CPU time beside wall time: on a shared, loaded machine the wall time is mostly waiting for a core.
  console.log(`load: ${loadMs.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, load average ${os.loadavg()[0].toFixed(1)}; heap +${mb(after.heapUsed - before.heapUsed)}, array buffers +${mb(after.arrayBuffers - before.arrayBuffers)}, RSS +${mb(after.rss - before.rss)}`);

  const words = vocabulary();
  const known = words.filter((w) => lemmasOf(w).length > 0);
  const forms = [...new Set(known.flatMap((w) => formsOf(w)))];
  console.log(`vocabulary: ${words.length} words of the seed, ${known.length} known to the dictionary, ${forms.length} forms of theirs`);
  // First analyses (dictionary lookups), then the same words again (the per-process word cache).
  for (const label of ["cold", "cached"]) {
    const t = performance.now();
    let tokens = 0;
    for (const w of forms) tokens += analyzeWord(w).length;
    const ms = performance.now() - t;
    console.log(`analyzeWord ${label}: ${forms.length} forms in ${ms.toFixed(0)} ms (${((ms * 1000) / forms.length).toFixed(1)} µs a word, ${tokens} tokens)`);
  }
  gc();
  console.log(`heap with the word cache: ${mb(process.memoryUsage().heapUsed - before.heapUsed)} over the start`);
}

runScript(main);
