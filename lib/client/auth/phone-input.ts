/** The phone field's placeholder (spec §5: a placeholder phone format is shown). */
export const PHONE_PLACEHOLDER = "+7 (___) ___-__-__";

/** The ten digits of what was typed or pasted; a leading 7 or 8 before them is the country code. */
function nationalDigits(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith("+7")) return trimmed.slice(2).replace(/\D/g, "").slice(0, 10);
  const digits = trimmed.replace(/\D/g, "");
  const hasCountryCode = (digits.length === 1 || digits.length === 11) && (digits.startsWith("7") || digits.startsWith("8"));
  return (hasCountryCode ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * Formats the phone field while the buyer types: "+7 (900) 000-00-01". A separator is written only
 * before a digit, so Backspace at the end always removes a digit. Empty stays empty (the placeholder shows).
 */
export function formatPhoneInput(value: string): string {
  const d = nationalDigits(value);
  if (!d) return "";
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}
