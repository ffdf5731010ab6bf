import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A text of the "specImport" message namespace in the caller's language ("errors.xls", "reasons.article"). */
export function specImportText(locale: TLocale, key: string, values: Record<string, string | number> = {}): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `specImport.${key}`, strings);
}
