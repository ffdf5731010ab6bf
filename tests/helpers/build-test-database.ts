// Run by the API suite's global setup: migrate and seed a fresh database once per test run.
import fs from "node:fs";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { handleFromPglite, handleFromPostgres, pgliteExtensions } from "../../lib/server/db/client";
import { runMigrations } from "../../lib/server/db/migrate";
import { seedDemo } from "../../lib/server/db/seed/seed-demo";
import { snapshotFile, templateDatabase, testSeed, withDatabase } from "./test-database";

async function buildPglite() {
  const client = new PGlite({ extensions: pgliteExtensions });
  const handle = handleFromPglite(client, "memory://test");
  await runMigrations(handle);
  await seedDemo(handle, testSeed);
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

async function buildPostgres(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  await admin.end();
  const handle = handleFromPostgres(withDatabase(url, templateDatabase));
  await runMigrations(handle);
  await seedDemo(handle, testSeed);
  await handle.close();
}

const url = process.env.DATABASE_URL;
await (url ? buildPostgres(url) : buildPglite());
