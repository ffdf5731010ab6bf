import { storageKeys } from "../storage-keys";
import { loadTranslations } from "./load-translations";

/** The cookie the server reads for the page language (lib/server/i18n/request.ts). */
export const LANGUAGE_COOKIE = "B2B_LANGUAGE";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Switches the interface language: first makes sure the site serves that bundle (with the retry rules
 * of spec §9), then remembers the choice in the cookie (server rendering) and local storage (the API
 * client's Accept-Language) and reloads. A failure leaves the current language untouched.
 */
export async function switchLanguage(locale: string, reload: () => void = () => window.location.reload()): Promise<void> {
  await loadTranslations(locale);
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  window.localStorage.setItem(storageKeys.language, locale);
  reload();
}
