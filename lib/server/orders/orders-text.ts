import "server-only";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { translate } from "../i18n/messages";
import type { TSite } from "../sites/resolve-site";

/** A text of the "orders" message namespace in the caller's language ("api.notFound", "status.confirmed"). */
export function ordersText(locale: TLocale, key: string, values: Record<string, string | number> = {}): string {
  const strings: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) strings[name] = String(value);
  return translate(locale, `orders.${key}`, strings);
}

/** Texts stored with an order (its name, history comments) are written in the site's first language. */
export function siteLocale(site: Pick<TSite, "locales">): TLocale {
  const first = site.locales[0];
  return first && isLocale(first) ? first : "ru";
}
