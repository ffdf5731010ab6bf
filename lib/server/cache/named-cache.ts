import "server-only";
import { LRUCache } from "lru-cache";

/**
 * What a cache is, said where it is made: its bound, its life, and how it learns that its source changed.
 * docs/adr/0028-one-cache-module.md lists every cache of the process.
 */
export type TCacheSpec = {
  name: string;
  /** Most entries kept; past it the least recently used goes. */
  max: number;
  /** How long an entry answers, in ms (a caller may give one per entry); none: until evicted or invalidated. */
  ttlMs?: number;
  /** How an entry is made stale when its source changes (in this process and in others). */
  invalidation: string;
  /**
   * Tables whose writes in any process invalidate the cache on PostgreSQL: migration 0024's triggers
   * notify the table (and the row's site) and every server process's listener (cache-listener.ts) drops
   * the site's keys — or everything when the cache is not keyed by site.
   */
  changedBy?: readonly string[];
  /** Keys are `${siteId}` or `${siteId}:…` (siteKey), so one site's entries can be dropped alone. */
  isKeyedBySite?: boolean;
};

/** What a cache may hold: anything but null and undefined (lru-cache's rule; box a nullable answer in a promise). */
type TValue = NonNullable<unknown>;

export type TNamedCache<V extends TValue> = {
  readonly spec: TCacheSpec;
  /** The live value of `key` (an expired one is dropped), marking it recently used. */
  get(key: string): V | undefined;
  /** The live value without touching its recency. */
  peek(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  /** Drops the site's keys (`${siteId}` and `${siteId}:…`). */
  deleteSite(siteId: number): void;
  /** Drops the keys that start with `prefix`. */
  deletePrefix(prefix: string): void;
  clear(): void;
  readonly size: number;
};

type TAnyCache = TNamedCache<TValue>;

// One registry per process, on globalThis: Next's server bundle and scripts load their own module copies,
// and they must share each cache (and an invalidation must reach the copy that serves requests).
const globalForCaches = globalThis as unknown as { __b2bNamedCaches?: Map<string, TAnyCache> };
const registry = (globalForCaches.__b2bNamedCaches ??= new Map());

/** The key of a site's entry in a cache keyed by site: `12`, `12:ru`, `12:7:…`. */
export function siteKey(siteId: number, ...parts: (string | number)[]): string {
  return parts.length === 0 ? String(siteId) : `${siteId}:${parts.join(":")}`;
}

function create<V extends TValue>(spec: TCacheSpec): TNamedCache<V> {
  const lru = new LRUCache<string, V>({
    max: spec.max,
    ttl: spec.ttlMs ?? 0,
    // TTLs follow Date.now (tests move the clock with jest's timers) and are checked on every read.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  const deleteWhere = (test: (key: string) => boolean) => {
    for (const key of [...lru.keys()]) if (test(key)) lru.delete(key);
  };
  return {
    spec,
    get: (key) => lru.get(key),
    peek: (key) => lru.peek(key),
    set: (key, value, ttlMs) => {
      // A life of 0 (SITE_CACHE_TTL_MS=0) means "do not cache"; lru-cache would read it as "for ever".
      if (ttlMs === undefined) lru.set(key, value);
      else if (ttlMs > 0) lru.set(key, value, { ttl: ttlMs });
    },
    delete: (key) => {
      lru.delete(key);
    },
    deleteSite: (siteId) => {
      const own = String(siteId);
      deleteWhere((key) => key === own || key.startsWith(`${own}:`));
    },
    deletePrefix: (prefix) => deleteWhere((key) => key.startsWith(prefix)),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}

/** The process's cache of this name, made on first use with `spec` (later copies of the module get the same one). */
export function namedCache<V extends TValue>(spec: TCacheSpec): TNamedCache<V> {
  const existing = registry.get(spec.name);
  if (existing) return existing as unknown as TNamedCache<V>;
  const cache = create<V>(spec);
  registry.set(spec.name, cache as unknown as TAnyCache);
  return cache;
}

/**
 * The answer of `read` for `key`, shared by every caller while it lives: the promise is kept, so concurrent
 * first calls share one read, and an invalidation during the read drops it (the next caller reads afresh);
 * a failed read is dropped at once. `isFresh`: this call started the read.
 */
export function sharedAnswer<T>(cache: TNamedCache<Promise<T>>, key: string, read: () => Promise<T>, ttlMs?: number): { value: Promise<T>; isFresh: boolean } {
  const hit = cache.get(key);
  if (hit) return { value: hit, isFresh: false };
  const value = read();
  cache.set(key, value, ttlMs);
  value.catch(() => {
    if (cache.peek(key) === value) cache.delete(key);
  });
  return { value, isFresh: true };
}

/** Drops a cache's entries: one site's (for a cache keyed by site), or all. Unknown names are ignored (the cache was never used here). */
export function invalidateCache(name: string, siteId?: number): void {
  const cache = registry.get(name);
  if (!cache) return;
  if (siteId !== undefined && cache.spec.isKeyedBySite) cache.deleteSite(siteId);
  else cache.clear();
}

/** The caches that a write of `table` invalidates across processes (cache-listener.ts). */
export function cachesChangedBy(table: string): TCacheSpec[] {
  return [...registry.values()].filter((c) => c.spec.changedBy?.includes(table)).map((c) => c.spec);
}

/** Every cache this process has made, with its size now. */
export function describeCaches(): (TCacheSpec & { size: number })[] {
  return [...registry.values()].map((c) => ({ ...c.spec, size: c.size }));
}

/** Empties every cache (tests, between files sharing a worker). */
export function clearAllCaches(): void {
  for (const cache of registry.values()) cache.clear();
}
