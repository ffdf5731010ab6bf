import "server-only";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import ru from "@/messages/ru.json";
import en from "@/messages/en.json";
import uz from "@/messages/uz.json";

export type TMessages = typeof ru;

const bundles: Record<TLocale, TMessages> = { ru, en, uz };

export async function loadMessages(locale: TLocale): Promise<TMessages> {
  return bundles[locale];
}

/** The bundled messages of a language (the server translator's source, translator.ts). */
export function bundledMessages(locale: TLocale): TMessages {
  return bundles[locale];
}

/** Chooses the language: an explicit choice first, then the first supported language the browser accepts. */
export function pickLocale(explicit: string | undefined, acceptLanguage: string | null): TLocale {
  if (explicit && isLocale(explicit)) return explicit;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return "ru";
}
