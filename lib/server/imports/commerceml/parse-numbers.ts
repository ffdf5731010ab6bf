/** A price as 1C writes it ("1496", "1496.5", "1 496,50") in kopecks; null when it is no price. */
export function parseMoney(text: string): number | null {
  const value = Number.parseFloat(text.replace(/[\s\u00a0]/g, "").replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

/** A stock quantity: 1C may send fractions ("12.500") and negatives; we keep whole units, never below 0. */
export function parseAmount(text: string | undefined): number {
  const value = Number.parseFloat((text ?? "").replace(/[\s\u00a0]/g, "").replace(",", "."));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
