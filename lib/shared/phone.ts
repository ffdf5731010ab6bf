/**
 * A Russian phone as we store and compare it: 10 digits without the country code
 * ("+7 (900) 000-00-01" → "9000000001"; spec §5: digits only, +7 removed). Null when it is not a phone.
 */
export function normalizePhone(value: string): string | null {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && (digits.startsWith("7") || digits.startsWith("8"))) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** "9000000001" → "+7 900 000-00-01". */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(-10);
  if (d.length !== 10) return digits;
  return `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}
