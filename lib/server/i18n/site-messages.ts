import "server-only";
import type { TMessageTree } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import { getTranslations } from "../app/get-translations";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import type { TSite } from "../sites/resolve-site";

/**
 * As long as GET /api/v2/translations/{locale} lets browsers keep the same bundle (max-age=60): a site's
 * changed text shows in server-rendered pages and in the client's bundle within the same minute.
 */
export const SITE_MESSAGES_TTL_MS = 60_000;

// Keyed `${siteId}:${locale}`, bounded by sites × languages (the platform may host many sites).
// Invalidation: clearSiteMessagesCache; on PostgreSQL a translations write in any process drops the site's
// trees in every process (migration 0024, cache-listener.ts); a minute otherwise (as long as browsers keep
// the bundle).
const cache = namedCache<Promise<TMessageTree>>({
  name: "site-messages",
  max: 200,
  ttlMs: SITE_MESSAGES_TTL_MS,
  invalidation: "clearSiteMessagesCache; translations writes in any process; 1 min",
  changedBy: ["translations"],
  isKeyedBySite: true,
});

/**
 * The messages pages render with: the bundled ones with the site's own texts on top — the same tree the
 * translations service answers with, read once per site and language per minute (every page needs it).
 */
export function getSiteMessages({ site }: { site: TSite }, locale: TLocale): Promise<TMessageTree> {
  return sharedAnswer(cache, siteKey(site.id, locale), () => getTranslations({ site, locale }, { locale })).value;
}

/** Forget the cached trees (after a site's texts change, and between tests). */
export function clearSiteMessagesCache(): void {
  cache.clear();
}
