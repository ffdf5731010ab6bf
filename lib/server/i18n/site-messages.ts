import "server-only";
import type { TMessageTree } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import { getTranslations } from "../app/get-translations";
import { promiseCache } from "../cache/promise-cache";
import type { TSite } from "../sites/resolve-site";

/**
 * As long as GET /api/v2/translations/{locale} lets browsers keep the same bundle (max-age=60): a site's
 * changed text shows in server-rendered pages and in the client's bundle within the same minute.
 */
export const SITE_MESSAGES_TTL_MS = 60_000;

// A bound on the sites × languages kept (the platform may host many sites).
const cache = promiseCache("site-messages", { maxEntries: 200 });

/**
 * The messages pages render with: the bundled ones with the site's own texts on top — the same tree the
 * translations service answers with, read once per site and language per minute (every page needs it).
 */
export function getSiteMessages({ site }: { site: TSite }, locale: TLocale): Promise<TMessageTree> {
  return cache.get(`${site.id}:${locale}`, SITE_MESSAGES_TTL_MS, () => getTranslations({ site, locale }, { locale }));
}

/** Forget the cached trees (after a site's texts change, and between tests). */
export function clearSiteMessagesCache(): void {
  cache.clear();
}
