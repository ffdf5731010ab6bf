// Removes what the global setup made: the PGlite snapshot file, or the PostgreSQL template database.
const fs = require("node:fs");

module.exports = async function globalTeardown() {
  if (process.env.B2B_TEST_SNAPSHOT) fs.rmSync(process.env.B2B_TEST_SNAPSHOT, { force: true });
  if (process.env.B2B_TEST_SEED_DATA_DIR) fs.rmSync(process.env.B2B_TEST_SEED_DATA_DIR, { recursive: true, force: true });
  if (process.env.DATABASE_URL && process.env.B2B_TEST_TEMPLATE) {
    const pg = require("pg");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.B2B_TEST_TEMPLATE} WITH (FORCE)`);
    await admin.end();
  }
};
