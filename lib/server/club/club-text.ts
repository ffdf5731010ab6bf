import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A server text of the "goldenClub" message namespace in the caller's language ("api.notFound"). */
export function clubText(locale: TLocale, key: string, values: Record<string, string> = {}): string {
  return translate(locale, `goldenClub.${key}`, values);
}
