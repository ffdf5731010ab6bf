/**
 * The golden club bonuses an order may be paid with, in kopecks: the company's balance, at most
 * `spendMaxPercent` % of the order's total (rounded down to the kopeck). Shared by the checkout panel and
 * the placement, so the screen offers exactly what the server accepts.
 */
export function bonusSpendLimit(totalKopecks: number, balanceKopecks: number, spendMaxPercent: number): number {
  if (totalKopecks <= 0 || balanceKopecks <= 0 || spendMaxPercent <= 0) return 0;
  // Percent with up to two decimals as basis points: integer arithmetic from here on.
  const bp = Math.round(Math.min(spendMaxPercent, 100) * 100);
  return Math.min(balanceKopecks, Math.floor((totalKopecks * bp) / 10_000));
}
