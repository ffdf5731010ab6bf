import "server-only";
import { defaultLocale, isLocale, type TLocale } from "@/lib/shared/locales";
import type { TSite } from "../sites/resolve-site";

/** The languages a site offers, in its order; the first is its default (spec §1). */
export function siteLocales(site: Pick<TSite, "locales">): TLocale[] {
  const list = site.locales.filter(isLocale);
  return list.length ? list : [defaultLocale];
}

/** The request's language if the site offers it, else the site's default. */
export function siteLocaleFor(site: Pick<TSite, "locales">, requested: TLocale): TLocale {
  const list = siteLocales(site);
  return list.includes(requested) ? requested : list[0];
}
