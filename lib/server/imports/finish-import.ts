import "server-only";
import { sql } from "drizzle-orm";
import type { TDb, TTx } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TImportSource } from "../db/schema";
import type { TImportState } from "./import-state";

/**
 * The end of a run's writes: withdraws (never deletes — orders keep their lines) what a full package did not
 * name, and hides goods whose characteristics are sold instead. Returns the products it changed.
 */
export async function finishImport(db: TDb | TTx, state: TImportState, source: TImportSource): Promise<number[]> {
  const { siteId, runId } = state;
  const changed: number[] = [];
  const withdraw = async (where: ReturnType<typeof sql>) => {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        UPDATE products SET is_active = false, updated_at = now()
        WHERE site_id = ${siteId} AND is_active AND external_id IS NOT NULL AND ${where}
        RETURNING id`),
    );
    changed.push(...rows.map((r) => r.id));
    return rows.length;
  };
  if (source === "yml") {
    state.counts.withdrawn += await withdraw(sql`external_id LIKE 'yml:%' AND seen_run_id IS DISTINCT FROM ${runId}`);
  }
  if (source === "commerceml" && state.parts.catalog === true) {
    // Goods the full catalogue did not name, and their characteristics with them.
    state.counts.withdrawn += await withdraw(sql`external_id NOT LIKE 'yml:%' AND external_id NOT LIKE '%#%' AND seen_run_id IS DISTINCT FROM ${runId}`);
    state.counts.withdrawn += await withdraw(sql`external_id LIKE '%#%' AND split_part(external_id, '#', 1) IN (
      SELECT external_id FROM products WHERE site_id = ${siteId} AND external_id NOT LIKE '%#%' AND NOT is_active AND seen_run_id IS DISTINCT FROM ${runId})`);
  }
  if (source === "commerceml" && state.parts.offers === true) {
    state.counts.withdrawn += await withdraw(sql`external_id LIKE '%#%' AND seen_run_id IS DISTINCT FROM ${runId}`);
  }
  const hidden = [...state.characteristicParents].filter((key) => !state.plainOffers.has(key));
  if (hidden.length > 0) {
    // Not counted as withdrawn: the good is sold as its characteristics.
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        UPDATE products SET is_active = false, updated_at = now()
        WHERE site_id = ${siteId} AND is_active AND external_id = ANY(${sql.param(hidden)}::text[])
        RETURNING id`),
    );
    changed.push(...rows.map((r) => r.id));
  }
  return changed;
}
