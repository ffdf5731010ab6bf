import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the "contentApi" message namespace in the caller's language ("pageNotFound"). */
export function contentText(locale: TLocale, key: string): string {
  return translate(locale, `contentApi.${key}`);
}
