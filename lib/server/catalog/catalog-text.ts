import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the "catalogApi" message namespace in the caller's language ("errors.brandNotFound"). */
export function catalogText(locale: TLocale, key: string, values: Record<string, string | number> = {}): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `catalogApi.${key}`, strings);
}
