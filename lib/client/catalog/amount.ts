/** Amount rules of a product on the client (the server applies the same ones to the cart). */

export type TAmountRule = { minimumBatch: number; multiplicity: number };

function positive(value: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.trunc(value) : 1;
}

/** Spec §5: prices are refreshed for the minimum batch if there is one, else for the multiplicity. */
export function refreshAmount(rule: TAmountRule): number {
  if (Number.isFinite(rule.minimumBatch) && rule.minimumBatch >= 1) return Math.trunc(rule.minimumBatch);
  return positive(rule.multiplicity);
}

/** The smallest amount that may be ordered. */
export function smallestAmount(rule: TAmountRule): number {
  return normalizeAmount(undefined, rule);
}

/**
 * What the amount input keeps: at least the minimum batch and a multiple of the multiplicity, rounded
 * up (the buyer never gets less than typed). Garbage gives the smallest valid amount.
 */
export function normalizeAmount(requested: number | undefined, rule: TAmountRule): number {
  const step = positive(rule.multiplicity);
  const minimum = positive(rule.minimumBatch);
  const wanted = requested !== undefined && Number.isFinite(requested) ? requested : 0;
  return Math.ceil(Math.max(wanted, minimum) / step) * step;
}

/** One step up or down from `amount`, never below the smallest valid amount. */
export function stepAmount(amount: number, direction: 1 | -1, rule: TAmountRule): number {
  const step = positive(rule.multiplicity);
  return normalizeAmount(direction === 1 ? amount + step : Math.max(smallestAmount(rule), amount - step), rule);
}

/**
 * Why a typed amount was not taken as it is. `notNumber` and `notPositive` are refused (nothing is
 * ordered); the others were corrected to `amount`, which the note names together with the rule.
 */
export type TAmountNote =
  | { key: "notNumber"; values: { text: string } }
  | { key: "notPositive"; values: { min: number } }
  | { key: "fractional"; values: { text: string; amount: number } }
  | { key: "belowMinimum"; values: { min: number; amount: number } }
  | { key: "multiplicity"; values: { step: number; amount: number } }
  | { key: "overLimit"; values: { max: number; amount: number } };

export type TReadAmount = { amount: number; note: TAmountNote | null } | { amount: null; note: TAmountNote };

const NUMBER = /^[-−]?\d+(?:[.,]\d+)?$/;

/** The largest amount that may be ordered: the limit, down to a multiple of the multiplicity. */
export function largestAmount(rule: TAmountRule, limit: number): number {
  const step = positive(rule.multiplicity);
  return Math.max(smallestAmount(rule), Math.floor(limit / step) * step);
}

/**
 * Reads an amount as the buyer typed it (spaces and a decimal comma allowed) and says why it was not
 * taken as it is: text that is no number, zero or less are refused; a fraction is rounded up to whole
 * units, then the amount is raised to the minimum batch and the multiplicity, and lowered to `limit`.
 */
export function readAmount(typed: string, rule: TAmountRule, limit: number): TReadAmount {
  const text = typed.replace(/\s/g, "");
  if (!NUMBER.test(text)) return { amount: null, note: { key: "notNumber", values: { text: typed.trim() } } };
  const value = Number(text.replace(",", ".").replace("−", "-"));
  if (value <= 0) return { amount: null, note: { key: "notPositive", values: { min: smallestAmount(rule) } } };
  const whole = Math.ceil(value);
  const largest = largestAmount(rule, limit);
  if (whole > largest) return { amount: largest, note: { key: "overLimit", values: { max: largest, amount: largest } } };
  const amount = normalizeAmount(whole, rule);
  if (amount > largest) return { amount: largest, note: { key: "overLimit", values: { max: largest, amount: largest } } };
  if (whole !== value) return { amount, note: { key: "fractional", values: { text: typed.trim(), amount } } };
  if (amount === whole) return { amount, note: null };
  if (whole < positive(rule.minimumBatch)) return { amount, note: { key: "belowMinimum", values: { min: positive(rule.minimumBatch), amount } } };
  return { amount, note: { key: "multiplicity", values: { step: positive(rule.multiplicity), amount } } };
}
