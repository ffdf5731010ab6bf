import "server-only";
import { getTableColumns, sql, type GetColumnData, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** The TypeScript names of a table's columns (the keys of its insert type). */
export type TColumnKey<T extends PgTable> = keyof T["_"]["columns"] & string;
/** A row of some of a table's columns, each of its column's TypeScript type (null where the column allows it). */
export type TColumnRow<T extends PgTable, K extends TColumnKey<T>> = { [P in K]: GetColumnData<T["_"]["columns"][P], "query"> };

/** A column's database name as an identifier (for column lists and SET targets, where a qualified name is refused). */
export function columnName<T extends PgTable>(table: T, key: TColumnKey<T>): SQL {
  return sql`${sql.identifier(getTableColumns(table)[key].name)}`;
}

/**
 * `INSERT INTO table (…) SELECT …` from one object keyed by the table's columns, each an SQL expression:
 * the column list and the select list come out in the same order, and a key that is not a column of the
 * table (a renamed or removed one) fails the compiler.
 */
export function insertSelect<T extends PgTable>(table: T, values: { [K in TColumnKey<T>]?: SQL }): { columns: SQL; values: SQL } {
  const entries = Object.entries(values) as [TColumnKey<T>, SQL][];
  return {
    columns: sql.join(entries.map(([key]) => columnName(table, key)), sql`, `),
    values: sql.join(entries.map(([, value]) => value), sql`, `),
  };
}

/**
 * Typed rows as a row source (`columns`: the same columns as an insert's column list, in the same order) of one statement: `jsonb_to_recordset($json) AS alias(column type, …)` with
 * the columns' database names and SQL types from the schema, and `alias.column` for each key. The rows are
 * typed by the columns, so a wrong value type or a renamed column fails the compiler.
 */
export function recordset<T extends PgTable, K extends TColumnKey<T>>(
  table: T,
  alias: string,
  keys: readonly K[],
  rows: TColumnRow<T, K>[],
): { from: SQL; field: (key: K) => SQL; fields: SQL; columns: SQL } {
  const columns = getTableColumns(table);
  const name = (key: K) => columns[key].name;
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [name(key), row[key] ?? null]))));
  const definition = sql.join(
    keys.map((key) => sql`${sql.identifier(name(key))} ${sql.raw(columns[key].getSQLType())}`),
    sql`, `,
  );
  const field = (key: K) => sql`${sql.identifier(alias)}.${sql.identifier(name(key))}`;
  return {
    from: sql`jsonb_to_recordset(${json}::jsonb) AS ${sql.identifier(alias)}(${definition})`,
    field,
    fields: sql.join(keys.map(field), sql`, `),
    columns: sql.join(keys.map((key) => columnName(table, key)), sql`, `),
  };
}
