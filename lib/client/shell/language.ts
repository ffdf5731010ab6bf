import { LANGUAGE_COOKIE } from "@/lib/shared/cookie-names";
import { storageKeys } from "../storage-keys";
import { loadTranslations } from "./load-translations";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Switches the interface language: first makes sure the site serves that bundle (with the retry rules
 * of spec §9), then remembers the choice in the cookie (server rendering) and local storage (the API
 * client's Accept-Language) and re-renders the page (`reload`: the switcher refreshes in place; a full
 * reload by default). A failure leaves the current language untouched.
 */
export async function switchLanguage(locale: string, reload: () => void = () => window.location.reload()): Promise<void> {
  await loadTranslations(locale);
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  window.localStorage.setItem(storageKeys.language, locale);
  reload();
}
