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
