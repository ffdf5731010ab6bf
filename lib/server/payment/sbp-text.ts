import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A text of the "sbpApi" message namespace (the server's SBP texts; "sbp" is the button's) in the reader's language. */
export function sbpText(locale: TLocale, key: string, values: Record<string, string> = {}): string {
  return translate(locale, `sbpApi.${key}`, values);
}
