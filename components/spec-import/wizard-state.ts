import { MAX_CART_AMOUNT } from "@/lib/contracts/cart";
import type { TProduct } from "@/lib/contracts/catalog";
import type { TImportCheckLine } from "@/lib/contracts/spec-import";
import { normalizeAmount, type TAmountRule } from "@/lib/shared/amount-rule";

/** Where «Готово» puts the lines: the cart, a new specification or an existing one. */
export type TImportTarget = { kind: "cart" } | { kind: "new" } | { kind: "existing"; id: number };

/** The product a line will add: a catalogue product (matched or a replacement) or the company's custom product. */
export type TPicked = { kind: "product" | "custom"; id: number; name: string; article: string | null; unit: string; rule: TAmountRule };

/**
 * What the buyer decided for a line: still to choose (several), left out, or a product. Exact lines start
 * chosen, several ones pending, not found and unreadable ones skipped (the buyer may still resolve a not
 * found one; an unreadable line is reported only).
 */
export type TResolution = { status: "pending" } | { status: "skip" } | { status: "chosen"; picked: TPicked; origin: "match" | "replacement" | "custom" };

/** A line's decision and its amount as typed (a whole number; the check's 12,5 м starts as 13). */
export type TLineState = { resolution: TResolution; amount: string };

export function pickedOf(product: TProduct): TPicked {
  return { kind: "product", id: product.id, name: product.name, article: product.article, unit: product.unit, rule: { minimumBatch: product.minimumBatch, multiplicity: product.multiplicity } };
}

export function initialLineState(line: TImportCheckLine): TLineState {
  const amount = String(Math.max(1, Math.ceil(line.quantity ?? 1)));
  if (line.status === "exact" && line.candidates[0]) return { resolution: { status: "chosen", picked: pickedOf(line.candidates[0].product), origin: "match" }, amount };
  return { resolution: { status: line.status === "several" ? "pending" : "skip" }, amount };
}

/** The typed amount as the cart takes it (a whole number 1…1 000 000), or null. */
export function amountOf(text: string): number | null {
  const value = Number(text.trim().replace(/\s/g, ""));
  return Number.isInteger(value) && value >= 1 && value <= MAX_CART_AMOUNT ? value : null;
}

/** What the cart or specification will make of the amount: rounded up to the product's batch and multiplicity. */
export function roundedAmount(state: TLineState): { amount: number; adjusted: boolean } | null {
  if (state.resolution.status !== "chosen") return null;
  const typed = amountOf(state.amount);
  return typed === null ? null : normalizeAmount(typed, state.resolution.picked.rule);
}

export type TSendLine = { productId: number; amount: number } | { customProductId: number; amount: number };

/** The chosen lines as POST /api/v1/cart/lines and the specification calls take them (the server rounds). */
export function linesToSend(states: TLineState[]): TSendLine[] {
  return states.flatMap((s) => {
    const amount = amountOf(s.amount);
    if (s.resolution.status !== "chosen" || amount === null) return [];
    const { picked } = s.resolution;
    return [picked.kind === "product" ? { productId: picked.id, amount } : { customProductId: picked.id, amount }];
  });
}
