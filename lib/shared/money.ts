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
