import "server-only";
import { sql } from "drizzle-orm";
import type { TTx } from "../client";
import { rowsOf } from "../rows";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs a bulk load of `tables` the way pg_restore does, inside the caller's transaction:
 * - their secondary indexes are dropped and built again afterwards from their own definitions (one
 *   build over all rows is far cheaper than row-by-row upkeep, above all for trigram and full-text GIN
 *   indexes); primary keys and constraint indexes stay;
 * - foreign-key checks are skipped (session_replication_role = replica) when we are superuser, as on
 *   PGlite, and the tables have no triggers of their own that this would silence (save the search index's
 *   in-stock sync, which refreshSearchIndex redoes after the load). The seed computes
 *   every id it links, and the checks were three quarters of the load time.
 * A failure rolls the transaction back, indexes included.
 */
export async function withBulkLoad<T>(tx: TTx, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const names = sql.param([...tables]);
  const indexes = rowsOf<{ name: string; def: string }>(
    await tx.execute(sql`
      SELECT ci.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i
      JOIN pg_class ci ON ci.oid = i.indexrelid
      JOIN pg_class ct ON ct.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = ct.relnamespace
      WHERE n.nspname = current_schema() AND ct.relname = ANY(${names}::text[])
        AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY ci.relname`),
  );
  const [state] = rowsOf<{ superuser: string; triggers: number }>(
    await tx.execute(sql`
      SELECT current_setting('is_superuser') AS superuser,
        (SELECT count(*)::int FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relname = ANY(${names}::text[]) AND NOT t.tgisinternal
           -- stocks → product_search.in_stock (migration 0007): the search index is rebuilt after the load.
           AND t.tgfoid <> 'product_search_sync_in_stock'::regproc) AS triggers`),
  );
  const skipChecks = state.superuser === "on" && Number(state.triggers) === 0;

  for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX ${quote(index.name)}`));
  if (skipChecks) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  const value = await load();
  if (skipChecks) await tx.execute(sql`SET LOCAL session_replication_role = origin`);
  for (const index of indexes) await tx.execute(sql.raw(index.def));
  if (skipChecks) await assertLinksIntact(tx, tables);
  return value;
}

/** Checks in one pass what the skipped foreign-key checks would have: every single-column link of `tables` resolves. */
async function assertLinksIntact(tx: TTx, tables: readonly string[]): Promise<void> {
  const links = rowsOf<{ name: string; child: string; col: string; parent: string; pcol: string }>(
    await tx.execute(sql`
      SELECT con.conname AS name, cl.relname AS child, a.attname AS col, pcl.relname AS parent, pa.attname AS pcol
      FROM pg_constraint con
      JOIN pg_class cl ON cl.oid = con.conrelid
      JOIN pg_class pcl ON pcl.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
      JOIN pg_attribute pa ON pa.attrelid = con.confrelid AND pa.attnum = con.confkey[1]
      WHERE con.contype = 'f' AND n.nspname = current_schema() AND cl.relname = ANY(${sql.param([...tables])}::text[])
        AND array_length(con.conkey, 1) = 1
      ORDER BY con.conname`),
  );
  if (links.length === 0) return;
  const checks = links.map(
    (l) =>
      `SELECT '${l.name.replace(/'/g, "''")}' AS name, count(*)::int AS broken FROM ${quote(l.child)} c ` +
      `WHERE c.${quote(l.col)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${quote(l.parent)} p WHERE p.${quote(l.pcol)} = c.${quote(l.col)})`,
  );
  const broken = rowsOf<{ name: string; broken: number }>(await tx.execute(sql.raw(checks.join(" UNION ALL ")))).filter((r) => Number(r.broken) > 0);
  if (broken.length > 0) {
    throw new Error(`Демо-данные нарушают внешние ключи: ${broken.map((r) => `${r.name} (${r.broken})`).join(", ")}`);
  }
}
