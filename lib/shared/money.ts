const NBSP = "\u00a0";

/** Kopecks → "1 234,50 ₽" (non-breaking spaces, so a price never wraps). Integer arithmetic only. */
export function formatMoney(kopecks: number, sign = "₽"): string {
  const negative = kopecks < 0;
  const abs = Math.abs(Math.trunc(kopecks));
  const roubles = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const cents = String(abs % 100).padStart(2, "0");
  return `${negative ? "-" : ""}${roubles},${cents}${NBSP}${sign}`;
}

// Building an Intl.DateTimeFormat costs about half a millisecond: one per time zone, reused
// (order placement and export format many dates per call).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Date → "DD.MM.YYYY" in the given time zone (Moscow by default, the sellers' reference time). */
export function formatDate(value: Date | string, timeZone = "Europe/Moscow"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const parts = dayFormatter(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}.${get("month")}.${get("year")}`;
}

/** 123450 kopecks → "1234.50": money leaves the API as an exact decimal string, never a float. */
export function kopecksToDecimal(kopecks: number): string {
  const negative = kopecks < 0;
  const abs = Math.abs(Math.trunc(kopecks));
  return `${negative ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

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
