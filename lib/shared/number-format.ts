import type { TLocale } from "./locales";

/**
 * The decimal separator a person reads in each locale (CLDR: a comma in Russian and Uzbek, a dot in
 * English). A table, not Intl.NumberFormat: the browser's first NumberFormat costs ≈ 30 ms of the
 * catalogue's hydration (see TNumberTexts), and these numbers are written digits only, ungrouped.
 */
const SEPARATOR: Record<TLocale, string> = { ru: ",", en: ".", uz: "," };

const DECIMAL = /^(-?\d+)\.(\d+)$/;

/**
 * A number as the API and the address write it ("2.5", 2.5) in the locale's form: "2,5" in Russian.
 * Whole numbers and anything that is not a plain number (a text characteristic, "3х2.5") are unchanged.
 */
export function formatDecimal(value: string | number, locale: string): string {
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  return `${match[1]}${SEPARATOR[locale as TLocale] ?? "."}${match[2]}`;
}

/** What a person typed as a number ("2,5" or "2.5", spaces between the thousands) in the address's form "2.5"; null when empty. */
export function parseDecimal(text: string): string | null {
  const compact = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  return compact === "" ? null : compact;
}
