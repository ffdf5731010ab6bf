import "server-only";
import type { TMessageTree } from "@/lib/contracts/app";
import { defaultLocale, isLocale, type TLocale } from "@/lib/shared/locales";
import { siteLocales } from "../app/site-locales";
import { resolveSite } from "../sites/resolve-site";
import { loadMessages } from "./messages";
import { getSiteMessages } from "./site-messages";

export type TRequestIntl = { locale: TLocale; messages: TMessageTree; timeZone: string };

// next-intl without locale prefixes. Spec §1: the default language is the site's first configured one;
// the buyer's explicit choice (the language switcher's cookie) overrides it. The browser's
// Accept-Language does not: a Russian shop opened in an English browser stays Russian.
export async function getRequestIntl({ host, chosen }: { host: string | null; chosen: string | undefined }): Promise<TRequestIntl> {
  const site = await resolveSite(host);
  const offered = site ? siteLocales(site) : [defaultLocale];
  const locale: TLocale = chosen && isLocale(chosen) && offered.includes(chosen) ? chosen : offered[0];
  // A host of no site renders only the site-not-found page: the bundled texts are enough there.
  const messages = site ? await getSiteMessages({ site }, locale) : await loadMessages(locale);
  return { locale, messages, timeZone: "Europe/Moscow" };
}
