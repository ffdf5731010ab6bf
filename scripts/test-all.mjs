// npm test — every suite: unit first, then the e2e suite (Playwright, one browser worker) with the API suite
// on PGlite beside it. The browser waits for pages most of the time and leaves much of the second core idle,
// so the API suite runs there with one jest worker instead of before the e2e suite on two (docs/benchmarks.md
// «CI»). The API suite's output goes to reports/test-api.log and is printed when both are done, so the two
// never interleave. Every suite runs even when an earlier one failed; the exit code says whether all passed.
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

console.log("== unit");
const unit = await run("test:unit");

console.log(`== e2e, with the API suite (PGlite, one worker) beside it; its output follows the e2e suite's (at ${seconds()})`);
const [e2e, api] = await Promise.all([run("test:e2e"), run("test:api", { log: "reports/test-api.log", env: { JEST_MAX_WORKERS: "1" } })]);

console.log(`== the API suite's output (exit ${api}; both done at ${seconds()})`);
process.stdout.write(fs.readFileSync("reports/test-api.log", "utf8"));

const failed = Object.entries({ unit, api, e2e }).filter(([, code]) => code !== 0);
if (failed.length > 0) console.log(`failed: ${failed.map(([name, code]) => `${name} (exit ${code})`).join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
