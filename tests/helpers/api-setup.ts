// Every API test file gets its own copy of the seeded database: a restored PGlite snapshot (in memory),
// or, with DATABASE_URL, a PostgreSQL database created from the template.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { handleFromPglite, handleFromPostgres, pgliteExtensions, setDbHandle, type TDbHandle } from "@/lib/server/db/client";
import { waitForOutboxDelivery } from "@/lib/server/outbox/deliver-outbox";
import { clearSiteCache } from "@/lib/server/sites/resolve-site";
import { snapshotFile, templateDatabase, withDatabase } from "./test-database";

jest.setTimeout(60_000);

let handle: TDbHandle | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `b2b_test_${randomBytes(6).toString("hex")}`;
    // Two jest workers may copy the template at once; PostgreSQL refuses a copy while another session is
    // connected to the template (55006), so a refused copy is tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
    handle = handleFromPostgres(withDatabase(url, name));
    dropDatabase = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const blob = new Blob([fs.readFileSync(snapshotFile)]);
    // 16 MB of shared buffers instead of PostgreSQL's 128: the start zeroes them, ≈ 0.5 s of each file's restore
    // (≈ 2.2 → 1.7 s of CPU, docs/benchmarks.md «CI», session 14); a file's 300-product database fits many times over.
    const client = new PGlite({ loadDataDir: blob, extensions: pgliteExtensions, startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
    await client.waitReady;
    handle = handleFromPglite(client, "memory://test");
  }
  setDbHandle(handle);
  clearSiteCache();
});

afterAll(async () => {
  // A placed order kicks the mail delivery after its commit; it must finish on this file's database.
  await waitForOutboxDelivery();
  setDbHandle(undefined);
  await handle?.close();
  await dropDatabase?.();
});
