import "server-only";

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type TEntry<T> = { at: number; value: T };
const globalForFacets = globalThis as unknown as { __b2bFacetCache?: Map<string, TEntry<unknown>> };
const cache = (globalForFacets.__b2bFacetCache ??= new Map());

/**
 * Facets of popular queries ("кабель", a section) are the same for everyone for a while, and counting
 * tens of thousands of matches is the slowest thing search does. Counts may lag catalogue changes by
 * up to a minute; refreshSearchIndex empties the cache at once.
 */
export async function cachedFacets<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as TEntry<T> | undefined;
  if (hit && Date.now() - hit.at < TTL_MS) {
    // Map order is insertion order: re-inserting keeps recently used entries at the end.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value;
  }
  const value = await compute();
  cache.set(key, { at: Date.now(), value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

export function clearFacetCache(): void {
  cache.clear();
}
