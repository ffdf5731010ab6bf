/**
 * Money as sellers type it (a price list's cell, a YML `<price>`), in kopecks: "1 234,50", "1234.50",
 * "1 234 ₽", 99.5; null for anything else ("12abc", "-5", "1.2.3"). With both a comma and a dot the later
 * one is the decimal point ("1,234.50").
 */
export function kopecksOf(value: string | number | null): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  let text = (value ?? "").replace(/[\s\u00a0\u202f]/g, "").replace(/(₽|руб\.?|р\.)$/i, "");
  const comma = text.lastIndexOf(",");
  const dot = text.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) text = comma > dot ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  else text = text.replace(",", ".");
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  // Whole kopecks from the digits themselves (no float rounding of 1.005 to 100.4999…).
  const fraction = (match[2] ?? "").padEnd(3, "0");
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
}
