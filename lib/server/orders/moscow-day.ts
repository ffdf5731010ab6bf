import "server-only";

// One formatter for the process: building an Intl.DateTimeFormat costs about half a millisecond,
// too much on the order placement path (lib/shared/money's formatDate builds one per call).
const formatter = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Moscow", day: "2-digit", month: "2-digit", year: "numeric" });

/** A moment as the day in Moscow, DD.MM.YYYY (spec §9 date format). */
export function moscowDay(value: Date | string): string {
  const parts = formatter.formatToParts(typeof value === "string" ? new Date(value) : value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}.${get("month")}.${get("year")}`;
}
