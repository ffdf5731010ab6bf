import "server-only";
import { namedCache, sharedAnswer, type TNamedCache } from "@/lib/server/cache/named-cache";

/**
 * What every visitor of a site sees alike on /catalog (the sections tree with its counts, the
 * catalogue-info defaults) is read once per `ttlMs`, not on every page view: the embedded database
 * serves one query at a time, so each query saved is latency saved for everyone. A failed read is
 * not kept. Invalidation: only the short life each caller gives (seconds); per process.
 */
const pageCache = namedCache<Promise<unknown>>({ name: "catalog-page", max: 200, invalidation: "the caller's ttlMs (seconds) only; per process" });

export function visitorCached<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  // One cache holds answers of several types; each key is read and written with one.
  return sharedAnswer(pageCache as TNamedCache<Promise<T>>, key, read, ttlMs).value;
}
