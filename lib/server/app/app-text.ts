import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the "app" message namespace in the caller's language. */
export function appText(locale: TLocale, key: string): string {
  return translate(locale, `app.errors.${key}`);
}
