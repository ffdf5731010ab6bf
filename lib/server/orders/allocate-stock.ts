import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TTx } from "../db/client";
import { stocks } from "../db/schema";

export type TStockNeed = { lineId: number; productId: number; amount: number };
export type TAllocation = { productId: number; warehouseId: number; amount: number };
export type TShortage = { lineId: number; productId: number; requested: number; available: number };

/**
 * Decides where an order's stock comes from, inside its transaction. The stock rows of all the
 * products are locked first, always in (product, warehouse) order, so concurrent placements queue
 * instead of deadlocking and the later one sees what the earlier one took: of two buyers racing for
 * the last units exactly one gets them. Pickup takes from its warehouse only; delivery takes from the
 * warehouses in the seller's order, splitting a line when one warehouse has too little. Any shortage
 * comes back instead. The caller applies the allocations in the same transaction (place-order's
 * write statement), with an update that itself refuses to go past the free stock.
 */
export async function allocateStock(
  tx: TTx,
  // `warehouseOrder`: the site's warehouse ids in the seller's order (delivery takes from the first ones first).
  { siteId, warehouseId, warehouseOrder }: { siteId: number; warehouseId: number | null; warehouseOrder: number[] },
  needs: TStockNeed[],
): Promise<{ allocations: TAllocation[]; shortages: TShortage[] }> {
  if (needs.length === 0) return { allocations: [], shortages: [] };
  const productIds = [...new Set(needs.map((n) => n.productId))].sort((a, b) => a - b);
  const rows = await tx
    .select({ productId: stocks.productId, warehouseId: stocks.warehouseId, quantity: stocks.quantity, reserved: stocks.reserved })
    .from(stocks)
    .where(and(eq(stocks.siteId, siteId), inArray(stocks.productId, productIds), warehouseId === null ? undefined : eq(stocks.warehouseId, warehouseId)))
    .orderBy(asc(stocks.productId), asc(stocks.warehouseId))
    .for("update");
  const rank = new Map(warehouseOrder.map((id, i) => [id, i]));
  const free = new Map<number, { warehouseId: number; free: number }[]>();
  for (const row of rows) {
    const list = free.get(row.productId) ?? [];
    list.push({ warehouseId: row.warehouseId, free: Math.max(0, row.quantity - row.reserved) });
    free.set(row.productId, list);
  }
  for (const list of free.values()) list.sort((a, b) => (rank.get(a.warehouseId) ?? 0) - (rank.get(b.warehouseId) ?? 0));

  const allocations: TAllocation[] = [];
  const shortages: TShortage[] = [];
  for (const need of needs) {
    const places = free.get(need.productId) ?? [];
    const available = places.reduce((sum, p) => sum + p.free, 0);
    if (available < need.amount) {
      shortages.push({ lineId: need.lineId, productId: need.productId, requested: need.amount, available });
      continue;
    }
    let left = need.amount;
    for (const place of places) {
      if (left === 0) break;
      const take = Math.min(left, place.free);
      if (take === 0) continue;
      place.free -= take;
      left -= take;
      const same = allocations.find((a) => a.productId === need.productId && a.warehouseId === place.warehouseId);
      if (same) same.amount += take;
      else allocations.push({ productId: need.productId, warehouseId: place.warehouseId, amount: take });
    }
  }
  return shortages.length > 0 ? { allocations: [], shortages } : { allocations, shortages: [] };
}
