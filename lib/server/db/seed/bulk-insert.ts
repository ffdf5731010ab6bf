import "server-only";
import { sql } from "drizzle-orm";
import type { TTx } from "../client";

type TCell = string | number | boolean | null;

export type TColumn<T> = {
  name: string;
  /** The built-in PostgreSQL element type the array parameter is sent as ("int4", "text", "numeric"…). */
  type: string;
  /**
   * A further cast for types the driver cannot serialise as arrays itself, such as enums: PGlite would
   * send an enum array as "a,b" instead of "{a,b}", so it goes as text[] and is cast in SQL.
   */
  cast?: string;
  value: (row: T) => TCell;
};

/**
 * Inserts many rows with one statement per chunk: each column goes as one array parameter and
 * `unnest` turns them back into rows. Far faster than multi-row VALUES on PGlite (one parameter per
 * column, not per cell) and works the same on PostgreSQL.
 */
export async function insertRows<T>(tx: TTx, table: string, columns: readonly TColumn<T>[], rows: readonly T[], chunkSize = 10_000): Promise<void> {
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = columns.map((c) => sql`${sql.param(chunk.map(c.value))}::${sql.raw(c.type)}[]${sql.raw(c.cast ? `::${c.cast}[]` : "")}`);
    await tx.execute(sql`INSERT INTO ${sql.raw(`"${table}"`)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}
