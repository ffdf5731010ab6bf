import "server-only";
import { sql } from "drizzle-orm";
import type { TTx } from "../client";
import { rowsOf } from "../rows";

/** Tables whose `id` is a serial: the seed writes ids itself and moves the sequences on afterwards. */
export const SERIAL_TABLES = [
  "sites",
  "site_hosts",
  "regions",
  "warehouses",
  "price_types",
  "sections",
  "brands",
  "manufacturers",
  "series",
  "product_groups",
  "sellers",
  "features",
  "products",
  "product_images",
  "users",
  "companies",
  "company_members",
  "legal_entities",
  "managers",
  "company_managers",
  "delivery_addresses",
] as const;

export type TSerialTable = (typeof SERIAL_TABLES)[number];

/**
 * The next free id of every serial table. Ids are computed, not returned by INSERT, so a catalogue is
 * built in memory with all its links and written in bulk; on an empty database they start at 1, which
 * keeps the seed's ids the same from run to run.
 */
export async function readNextIds(tx: TTx): Promise<Record<TSerialTable, number>> {
  const parts = SERIAL_TABLES.map((t) => `(SELECT coalesce(max(id), 0) + 1 FROM "${t}")::int AS "${t}"`);
  const result = await tx.execute(sql.raw(`SELECT ${parts.join(", ")}`));
  const [row] = rowsOf<Record<string, number>>(result);
  return Object.fromEntries(SERIAL_TABLES.map((t) => [t, Number(row[t])])) as Record<TSerialTable, number>;
}

/** Moves each sequence past the ids the seed wrote, so the application's own inserts do not collide. */
export async function syncSequences(tx: TTx): Promise<void> {
  const parts = SERIAL_TABLES.map((t) => `setval(pg_get_serial_sequence('"${t}"', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${t}"), false)`);
  await tx.execute(sql.raw(`SELECT ${parts.join(", ")}`));
}
