// npm run fuzz -- [--runs 100000] [--seed N] [--route PART] — the long run of the route fuzz suite
// (tests/api/fuzz-routes.test.ts; CI runs it with ≈ 40 cases a route). --runs is the total number of cases,
// spread over the route files; --route fuzzes only route files whose path contains PART. A failure prints
// the seed and the shrunk request: rerun with --seed (and --route) to replay it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "100000" }, seed: { type: "string" }, route: { type: "string" } },
  allowPositionals: false,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: целое число случаев, а не «${values.runs}»`);
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`Фаззинг маршрутов: ${runs} случаев, seed ${seed}${values.route ? `, маршруты «${values.route}»` : ""}`);

const jest = path.join(process.cwd(), "node_modules/jest/bin/jest.js");
// Paths before the project flag: after it, jest would run the whole suite.
const run = spawnSync(process.execPath, [jest, "tests/api/fuzz-routes.test.ts", "--selectProjects", "api"], {
  stdio: "inherit",
  env: { ...process.env, NODE_OPTIONS: "--experimental-vm-modules", FUZZ_RUNS: String(runs), FUZZ_SEED: seed, FUZZ_ROUTE: values.route ?? "" },
});
process.exit(run.status ?? 1);
