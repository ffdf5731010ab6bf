import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, getDbHandle } from "@/lib/server/db/client";
import { MigrationError, runMigrations } from "@/lib/server/db/migrate";
import { rowsOf } from "@/lib/server/db/rows";

function migrationsFolderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const entries = Object.keys(files).map((tag, idx) => ({ idx, version: "7", when: idx, tag, breakpoints: true }));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ version: "7", dialect: "postgresql", entries }));
  for (const [tag, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${tag}.sql`), body);
  return dir;
}

async function tableExists(name: string): Promise<boolean> {
  const rows = rowsOf(await getDb().execute(sql`SELECT to_regclass(${name}) AS t`));
  return rows[0]?.t !== null;
}

describe("migrations", () => {
  it("are already applied to the test database and applying them again changes nothing", async () => {
    await expect(runMigrations(getDbHandle())).resolves.toEqual([]);
  });

  it("load pg_trgm, unaccent and the Russian collation", async () => {
    const rows = rowsOf<{ similar: number; plain: string }>(
      await getDb().execute(sql`SELECT similarity('выключатель', 'выключатль') AS similar, unaccent('ёлка') AS plain`),
    );
    expect(Number(rows[0].similar)).toBeGreaterThan(0.5);
    expect(rows[0].plain).toBe("елка");
    const sorted = rowsOf<{ x: string }>(
      await getDb().execute(sql`SELECT x FROM (VALUES ('яблоко'), ('Ёлка'), ('банан'), ('Апельсин')) v(x) ORDER BY x COLLATE ru_ru`),
    );
    expect(sorted.map((r) => r.x)).toEqual(["Апельсин", "банан", "Ёлка", "яблоко"]);
  });

  it("stop at a failing migration, name it, and leave nothing of it behind", async () => {
    const folder = migrationsFolderWith({
      "9000_good": "CREATE TABLE mig_test_good (id int);",
      "9001_broken": "CREATE TABLE mig_test_half (id int);--> statement-breakpoint\nALTER TABLE no_such_table ADD COLUMN x int;",
    });
    const error = await runMigrations(getDbHandle(), folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).message).toContain("9001_broken");
    expect(await tableExists("mig_test_good")).toBe(true);
    expect(await tableExists("mig_test_half")).toBe(false);
  });
});
