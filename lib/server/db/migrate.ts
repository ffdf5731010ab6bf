import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TDbHandle } from "./client";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";
import { rowsOf } from "./rows";

export const migrationsFolder = path.resolve(process.cwd(), "lib/server/db/migrations");

type TJournal = { entries: { idx: number; tag: string }[] };

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: Error,
  ) {
    super(translator(operatorLocale, "operatorErrors")("migrationFailed", { migration, message: cause.message }), { cause });
  }
}

/**
 * Applies the committed SQL migrations (written by drizzle-kit, plus our CREATE EXTENSION lines) in
 * order, each in its own transaction, on PGlite and PostgreSQL alike. An advisory lock keeps several
 * starting instances from migrating at once. Returns the names applied now.
 */
export async function runMigrations(handle: TDbHandle, folder = migrationsFolder): Promise<string[]> {
  const { db } = handle;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as TJournal;
  await db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`),
  );
  const applied: string[] = [];
  for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    const file = path.join(folder, `${entry.tag}.sql`);
    const statements = fs
      .readFileSync(file, "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    try {
      const done = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(724301)`);
        const found = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE name = ${entry.tag}`);
        if (rowsOf(found).length > 0) return false;
        for (const statement of statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${entry.tag})`);
        return true;
      });
      if (done) applied.push(entry.tag);
    } catch (e) {
      throw new MigrationError(entry.tag, e as Error);
    }
  }
  return applied;
}
