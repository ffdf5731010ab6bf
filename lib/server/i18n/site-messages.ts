import "server-only";
import type { TMessageTree } from "@/lib/contracts/app";
import type { TLocale } from "@/lib/shared/locales";
import { getTranslations } from "../app/get-translations";
import type { TSite } from "../sites/resolve-site";

/**
 * As long as GET /api/v2/translations/{locale} lets browsers keep the same bundle (max-age=60): a site's
 * changed text shows in server-rendered pages and in the client's bundle within the same minute.
 */
export const SITE_MESSAGES_TTL_MS = 60_000;

type TEntry = { at: number; value: Promise<TMessageTree> };
const globalForMessages = globalThis as unknown as { __b2bSiteMessages?: Map<string, TEntry> };
const cache = (globalForMessages.__b2bSiteMessages ??= new Map());

/**
 * The messages pages render with: the bundled ones with the site's own texts on top — the same tree the
 * translations service answers with, read once per site and language per minute (every page needs it).
 */
export async function getSiteMessages({ site }: { site: TSite }, locale: TLocale): Promise<TMessageTree> {
  const key = `${site.id}:${locale}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SITE_MESSAGES_TTL_MS) return hit.value;
  // The promise is cached so that concurrent first requests share one read; a failed read is not kept.
  const value = getTranslations({ site, locale }, { locale });
  cache.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Forget the cached trees (after a site's texts change, and between tests). */
export function clearSiteMessagesCache(): void {
  cache.clear();
}
