import "server-only";
import type { TLineKind } from "../db/schema";

type TPricedLine = { kind: TLineKind; total: number; vatAmount: number };

/** `bonus`: golden club bonuses paying part of `items` (`total` = `items` − `bonus`). */
export type TOrderTotals = { items: number; custom: number; total: number; vat: number; bonus: number };

/**
 * The money of an order (or of what the cart would order), in kopecks. The seller's total, VAT and
 * invoice cover the catalogue lines only; the buyer's own (custom) products travel with the order as
 * their list and have a total of their own, never added to what is paid.
 */
export function orderTotalsOf(lines: TPricedLine[]): TOrderTotals {
  let items = 0;
  let custom = 0;
  let vat = 0;
  for (const line of lines) {
    if (line.kind === "custom") {
      custom += line.total;
    } else {
      items += line.total;
      vat += line.vatAmount;
    }
  }
  return { items, custom, total: items, vat, bonus: 0 };
}

/**
 * The totals when `bonus` kopecks of the catalogue goods are paid with golden club bonuses: a discount on
 * the whole order, so what is paid and its VAT shrink in proportion (the lines keep their prices).
 */
export function withBonusSpent(totals: TOrderTotals, bonus: number): TOrderTotals {
  if (bonus <= 0 || totals.items <= 0) return totals;
  const total = totals.items - bonus;
  return { ...totals, total, vat: Math.round((totals.vat * total) / totals.items), bonus };
}
