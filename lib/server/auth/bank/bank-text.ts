import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../../i18n/messages";

/** A text of the "bankAuth" message namespace in the caller's language. */
export function bankText(locale: TLocale, key: string, values: Record<string, string> = {}): string {
  return translate(locale, `bankAuth.${key}`, values);
}
