import "server-only";

/** `db.execute()` answers differ by driver in type only; both carry `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
