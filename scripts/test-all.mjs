// npm test — every suite: the API suite (PGlite, two jest workers) first, then the e2e suite (Playwright, one
// browser worker) with the unit suite beside it on one jest worker. The browser waits for pages much of the
// time and leaves part of the second core idle; the unit suite (≈ 100 s of one worker) fits there. The API
// suite does not: on one worker beside the browser it took ≈ 1900 s, against ≈ 620 s on two before it
// (docs/benchmarks.md «CI», session 13). The unit suite's output goes to reports/test-unit.log and is printed
// after the e2e suite's, so the two never interleave. Every suite runs even when an earlier one failed; the
// exit code says whether all passed.
import { spawn } from "node:child_process";
import fs from "node:fs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs an npm script; resolves with its exit code. `log` sends its output to a file instead of the terminal. */
function run(script, { log, env } = {}) {
  return new Promise((resolve) => {
    const out = log ? fs.openSync(log, "w") : "inherit";
    const child = spawn(npm, ["run", script], { stdio: ["ignore", out, out], env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => {
      if (log) fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

fs.mkdirSync("reports", { recursive: true });
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

console.log("== API (PGlite, two workers)");
const api = await run("test:api");

console.log(`== e2e, with the unit suite (one worker) beside it; its output follows the e2e suite's (at ${seconds()})`);
const [e2e, unit] = await Promise.all([run("test:e2e"), run("test:unit", { log: "reports/test-unit.log", env: { JEST_MAX_WORKERS: "1" } })]);

console.log(`== the unit suite's output (exit ${unit}; both done at ${seconds()})`);
process.stdout.write(fs.readFileSync("reports/test-unit.log", "utf8"));

const failed = Object.entries({ unit, api, e2e }).filter(([, code]) => code !== 0);
if (failed.length > 0) console.log(`failed: ${failed.map(([name, code]) => `${name} (exit ${code})`).join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
