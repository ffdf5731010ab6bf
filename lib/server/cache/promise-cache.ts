import "server-only";

type TEntry = { at: number; value: Promise<unknown> };

export type TPromiseCache = {
  /** The answer of `read` for `key`, shared by every call within `ttlMs`; `isFresh`: this call read it. */
  entry<T>(key: string, ttlMs: number, read: () => Promise<T>): { value: Promise<T>; isFresh: boolean };
  get<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T>;
  clear(): void;
};

const globalForCaches = globalThis as unknown as { __b2bPromiseCaches?: Map<string, Map<string, TEntry>> };
const caches = (globalForCaches.__b2bPromiseCaches ??= new Map());

/**
 * A per-process cache of answers that are the same for everyone for a while (a site's texts, the
 * visitor's catalogue page data). The promise is kept, so concurrent first calls share one read; a
 * failed read is dropped at once. `name` keeps one map per use across module copies (Next's server
 * bundle and scripts load their own); beyond `maxEntries` the oldest entry goes.
 */
export function promiseCache(name: string, { maxEntries = Number.POSITIVE_INFINITY }: { maxEntries?: number } = {}): TPromiseCache {
  let entries = caches.get(name);
  if (!entries) {
    entries = new Map<string, TEntry>();
    caches.set(name, entries);
  }
  const map = entries;
  function entry<T>(key: string, ttlMs: number, read: () => Promise<T>): { value: Promise<T>; isFresh: boolean } {
    const hit = map.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return { value: hit.value as Promise<T>, isFresh: false };
    const value = read();
    const fresh = { at: Date.now(), value };
    map.set(key, fresh);
    value.catch(() => {
      if (map.get(key) === fresh) map.delete(key);
    });
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
    return { value, isFresh: true };
  }
  return { entry, get: (key, ttlMs, read) => entry(key, ttlMs, read).value, clear: () => map.clear() };
}
