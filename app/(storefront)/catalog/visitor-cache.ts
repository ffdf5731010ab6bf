import "server-only";
import { promiseCache } from "@/lib/server/cache/promise-cache";

/**
 * What every visitor of a site sees alike on /catalog (the sections tree with its counts, the
 * catalogue-info defaults) is read once per `ttlMs`, not on every page view: the embedded database
 * serves one query at a time, so each query saved is latency saved for everyone. A failed read is
 * not kept.
 */
const pageCache = promiseCache("catalog-page", { maxEntries: 200 });

export function visitorCached<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  return pageCache.get(key, ttlMs, read);
}

/** The same, telling whether this call read it (false: an earlier call's answer was reused). */
export function visitorCachedEntry<T>(key: string, ttlMs: number, read: () => Promise<T>): { value: Promise<T>; isFresh: boolean } {
  return pageCache.entry(key, ttlMs, read);
}
