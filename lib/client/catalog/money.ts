import { formatMoney } from "@/lib/shared/money";

/** "1234.50" (the API's money) → kopecks, by text: no float ever touches money. Null when unreadable. */
export function decimalToKopecks(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const kopecks = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -kopecks : kopecks;
}

/** "1234.50" → "1 234,50 ₽"; an empty string for an unreadable value. */
export function formatPrice(value: string | null | undefined, sign = "₽"): string {
  const kopecks = decimalToKopecks(value);
  return kopecks === null ? "" : formatMoney(kopecks, sign);
}
