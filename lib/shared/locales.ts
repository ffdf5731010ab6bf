export const locales = ["ru", "en", "uz"] as const;
export type TLocale = (typeof locales)[number];
export const defaultLocale: TLocale = "ru";

export function isLocale(value: string): value is TLocale {
  return (locales as readonly string[]).includes(value);
}
