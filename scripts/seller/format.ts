// Plain-text output of the seller console: aligned tables and Russian dates and numbers.

const dateTime = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

export function formatDateTime(date: Date | null): string {
  return date ? dateTime.format(date).replace(",", "") : "—";
}

export function formatCount(value: number): string {
  return value.toLocaleString("ru-RU");
}

/** Seconds with one decimal: «12,3 с». */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString("ru-RU", { maximumFractionDigits: 1, minimumFractionDigits: 1 })} с`;
}

/** Rows under a header, each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  if (!rows.length) return;
  const widths = header.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...(r[i] ?? "")].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c + " ".repeat(widths[i] - [...c].length))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
