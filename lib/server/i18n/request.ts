import "server-only";
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { resolveSite } from "../sites/resolve-site";
import { loadMessages } from "./messages";

// next-intl without locale prefixes. Spec §1: the default language is the site's first configured one;
// the buyer's explicit choice (the language switcher's cookie) overrides it. The browser's
// Accept-Language does not: a Russian shop opened in an English browser stays Russian.
export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const chosen = cookieStore.get("B2B_LANGUAGE")?.value;
  const site = await resolveSite(headerStore.get("host"));
  const siteLocales = (site?.locales ?? ["ru"]).filter(isLocale);
  const locale: TLocale = chosen && isLocale(chosen) && siteLocales.includes(chosen) ? chosen : (siteLocales[0] ?? "ru");
  return { locale, messages: await loadMessages(locale), timeZone: "Europe/Moscow" };
});
