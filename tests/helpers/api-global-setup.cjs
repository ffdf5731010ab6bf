// Builds the migrated + seeded database once per run, in a child process (tsx), so each API test
// file can start from a copy of it: a PGlite data-dir snapshot, or a PostgreSQL template database.
const { execFileSync } = require("node:child_process");
const path = require("node:path");

module.exports = async function globalSetup() {
  const root = path.resolve(__dirname, "../..");
  process.env.B2B_TEST_SNAPSHOT = path.join(require("node:os").tmpdir(), `b2b-test-snapshot-${process.pid}.tar.gz`);
  process.env.B2B_TEST_TEMPLATE = `b2b_test_template_${process.pid}`;
  // The seed stores the demo managers' photos under DATA_DIR/uploads: a scratch folder, not the developer's ./data.
  process.env.B2B_TEST_SEED_DATA_DIR = path.join(require("node:os").tmpdir(), `b2b-test-seed-${process.pid}`);
  execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join(root, "tests/helpers/build-test-database.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_OPTIONS: "", DATA_DIR: process.env.B2B_TEST_SEED_DATA_DIR },
  });
};
