import type { TCartStock } from "@/lib/contracts/cart";

export type TWarehouseStock = { warehouseId: number; name: string; available: number };

/** What one cart line has at the chosen pickup warehouse, and the other warehouses that have enough of it. */
export type TPickupStock = { warehouse: TWarehouseStock; unit: string; short: boolean; elsewhere: TWarehouseStock[] };

/** How many other warehouses a short line suggests (the seller's order; the first ones are the main ones). */
const MAX_SUGGESTIONS = 3;

function namesOf(stock: TCartStock): Map<number, string> {
  return new Map(stock.warehouses.map((w) => [w.id, w.name]));
}

/**
 * A catalogue line's free stock at the pickup warehouse; when it is less than the amount, the other
 * warehouses that have the whole amount. Null for lines without stock (custom, gone) or an unknown warehouse.
 */
export function pickupStockOf(stock: TCartStock, lineId: number, warehouseId: number): TPickupStock | null {
  const line = stock.items.find((i) => i.id === lineId);
  const names = namesOf(stock);
  const here = line?.warehouses.find((w) => w.warehouseId === warehouseId);
  if (!line || !here || !names.has(warehouseId)) return null;
  const short = here.available < line.amount;
  const elsewhere = short
    ? line.warehouses
        .filter((w) => w.warehouseId !== warehouseId && w.available >= line.amount)
        .slice(0, MAX_SUGGESTIONS)
        .map((w) => ({ ...w, name: names.get(w.warehouseId) ?? "" }))
    : [];
  return { warehouse: { ...here, name: names.get(warehouseId) ?? "" }, unit: line.unit, short, elsewhere };
}

/** The first warehouse (seller's order) that has every given line in full; null when none does or there are none. */
export function warehouseWithAll(stock: TCartStock, lineIds: readonly number[]): { id: number; name: string } | null {
  const lines = stock.items.filter((i) => lineIds.includes(i.id));
  if (lines.length === 0) return null;
  return stock.warehouses.find((w) => lines.every((l) => (l.warehouses.find((x) => x.warehouseId === w.id)?.available ?? 0) >= l.amount)) ?? null;
}
