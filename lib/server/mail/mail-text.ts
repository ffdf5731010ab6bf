import "server-only";
import type { TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";

/** A text of the "mailTemplates" message namespace, bound to the mail's language. */
export type TMailText = (key: string, values?: Record<string, string | number>) => string;

export function mailText(locale: TLocale): TMailText {
  return (key, values = {}) => {
    const strings: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) strings[name] = String(value);
    return translate(locale, `mailTemplates.${key}`, strings);
  };
}
