// Adds up the JSON reports of jest and Playwright in a folder and prints one closing line
// "N passed, N failed, N skipped". Exits 1 when something failed or nothing ran.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "reports";
let passed = 0;
let failed = 0;
let skipped = 0;

function walkSuites(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status = t.status; // expected | unexpected | flaky | skipped
        if (status === "skipped") skipped++;
        else if (status === "unexpected") failed++;
        else passed++;
      }
    }
    walkSuites(suite.suites);
  }
}

const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.suites) {
    const before = { passed, failed };
    walkSuites(report.suites);
    console.log(`${file}: ${passed - before.passed} passed, ${failed - before.failed} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
