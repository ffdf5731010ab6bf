import "server-only";
import { z } from "zod";
import type { TLocale } from "@/lib/shared/locales";

// Field errors reach buyers: zod's built-in messages in Russian by default…
z.config(z.locales.ru());

const builtIn: Record<TLocale, z.core.$ZodErrorMap | undefined> = {
  ru: undefined,
  en: z.locales.en().localeError,
  uz: z.locales.uz().localeError,
};

/** …and in the request's language when it is another (a contract's own message still wins over these). */
export function zodParseOptions(locale: TLocale): { error?: z.core.$ZodErrorMap } {
  const error = builtIn[locale];
  return error ? { error } : {};
}
