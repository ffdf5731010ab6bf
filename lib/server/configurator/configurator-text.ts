import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the "configurator" message namespace in the caller's language ("api.notFound"). */
export function configuratorText(locale: TLocale, key: string, values: Record<string, string | number> = {}): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `configurator.${key}`, strings);
}
