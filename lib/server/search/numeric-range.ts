import "server-only";

const NUMBER = "-?\\d{1,12}(?:[.]\\d{1,4})?";
const NUMERIC_VALUE = new RegExp(`^(${NUMBER})?(?:,(${NUMBER})?)?$`);

/** "5" → [5, 5]; "1,10" → [1, 10]; "1," and ",10" → open; "10,1" → [1, 10] (spec §5: bounds swapped). Null when not numbers. */
export function numericRange(raw: string): { from: string | null; to: string | null } | null {
  const value = raw.replace(/\s+/g, "");
  const match = NUMERIC_VALUE.exec(value);
  if (!match || value === "," || value === "") return null;
  const from = match[1] ?? null;
  const to = value.includes(",") ? (match[2] ?? null) : from;
  if (from !== null && to !== null && Number(from) > Number(to)) return { from: to, to: from };
  return { from, to };
}
