import os from "node:os";
import path from "node:path";

/** Where the snapshot of the seeded PGlite test database is kept between global setup and test files. */
// One file per jest run (the global setup's pid travels to the workers in B2B_TEST_SNAPSHOT), so
// several runs on one machine do not overwrite each other's snapshot.
export const snapshotFile = process.env.B2B_TEST_SNAPSHOT ?? path.join(os.tmpdir(), `b2b-test-snapshot-${process.pid}.tar.gz`);

/** The PostgreSQL template database the test files copy when DATABASE_URL is set. */
export const templateDatabase = process.env.B2B_TEST_TEMPLATE ?? `b2b_test_template_${process.pid}`;

/** Size of the test catalogue: small enough to seed in a couple of seconds. */
export const testSeed = { products: 300, secondSiteProducts: 60 };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
