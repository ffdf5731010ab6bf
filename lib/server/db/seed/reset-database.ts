import "server-only";
import { sql } from "drizzle-orm";
import type { TDbHandle } from "../client";
import { rowsOf } from "../rows";

/** Empties every table of the current schema except the migration log; sequences start again at 1. */
export async function resetDatabase(handle: TDbHandle): Promise<void> {
  const result = await handle.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  const tables = rowsOf<{ tablename: string }>(result).map((r) => `"${r.tablename.replace(/"/g, '""')}"`);
  if (tables.length === 0) return;
  await handle.db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(", ")} RESTART IDENTITY CASCADE`));
}
