import "server-only";
import { and, eq } from "drizzle-orm";
import type { TMessageTree } from "@/lib/contracts/app";
import { isLocale, type TLocale } from "@/lib/shared/locales";
import { getDb } from "../db/client";
import { translations } from "../db/schema";
import { AppError } from "../http/app-error";
import { loadMessages } from "../i18n/messages";
import type { TSite } from "../sites/resolve-site";
import { siteLocales } from "./site-locales";
import { translator } from "@/lib/server/i18n/translator";

/** Puts `value` at the dotted path; never turns a namespace into a string (a bad override is ignored). */
function setPath(tree: TMessageTree, key: string, value: string): void {
  const parts = key.split(".").filter(Boolean);
  if (!parts.length) return;
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === "string") return;
    node = node[part] = next ?? {};
  }
  const last = parts[parts.length - 1];
  if (typeof node[last] === "object") return;
  node[last] = value;
}

/** GET /api/v2/translations/{locale}: the bundled messages with the site's own texts (translations table) on top. */
export async function getTranslations({ site, locale: callerLocale }: { site: TSite; locale: TLocale }, { locale }: { locale: string }): Promise<TMessageTree> {
  if (!isLocale(locale) || !siteLocales(site).includes(locale)) throw new AppError("NOT_FOUND", translator(callerLocale, "app.errors")("localeNotFound"));
  const [bundle, overrides] = await Promise.all([
    loadMessages(locale),
    getDb()
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.siteId, site.id), eq(translations.locale, locale))),
  ]);
  // A deep copy: the bundle is shared by every request and every site.
  const tree = structuredClone(bundle) as TMessageTree;
  for (const row of overrides) setPath(tree, row.key, row.value);
  return tree;
}
