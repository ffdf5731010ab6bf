import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the documents (namespace "documentsApi": "api.notFound", "pdf.total"); `screen` reads the screen's namespace "documents". */
export function documentsText(locale: TLocale, key: string, values: Record<string, string | number> = {}, screen = false): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `${screen ? "documents" : "documentsApi"}.${key}`, strings);
}
