import "server-only";

/** 123450 kopecks → "1234.50": money leaves the API as an exact decimal string, never a float. */
export function kopecksToDecimal(kopecks: number): string {
  const negative = kopecks < 0;
  const abs = Math.abs(Math.trunc(kopecks));
  return `${negative ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
