/**
 * The amount a buyer may order: at least the minimum batch and a multiple of the multiplicity,
 * rounded UP from what was asked (never down, so the buyer never gets less than wanted). Without a
 * request, the smallest valid amount. `adjusted` tells the caller to show a notice. Shared: the import
 * wizard shows the rounding before sending what the cart will do with it.
 */
export type TAmountRule = { minimumBatch: number; multiplicity: number };

export function normalizeAmount(requested: number | undefined, rule: TAmountRule): { amount: number; adjusted: boolean } {
  const step = Math.max(1, Math.trunc(rule.multiplicity));
  const minimum = Math.max(1, Math.trunc(rule.minimumBatch));
  const amount = Math.ceil(Math.max(requested ?? 0, minimum) / step) * step;
  return { amount, adjusted: requested !== undefined && amount !== requested };
}
