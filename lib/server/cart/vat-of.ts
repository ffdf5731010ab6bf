import "server-only";

/**
 * The VAT part of a price that includes VAT at `rate` percent, in whole kopecks rounded half up:
 * total × rate / (100 + rate). Integer arithmetic only.
 */
export function vatOf(totalKopecks: number, rate: number): number {
  if (totalKopecks <= 0 || rate <= 0) return 0;
  const divisor = 100 + rate;
  return Math.floor((2 * totalKopecks * rate + divisor) / (2 * divisor));
}
