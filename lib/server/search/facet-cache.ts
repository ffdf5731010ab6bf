import "server-only";
import { namedCache } from "../cache/named-cache";

// Keys are `${siteId}:${userId}:…` (facetKey), so a site's or a user's entries can be dropped alone.
// Invalidation: refreshSearchIndex / refreshSearchPrices empty it in the writing process; on PostgreSQL every
// row the search change feed gets (product_search and product_prices writes, migration 0019) drops the
// site's facets in every process (migration 0024, cache-listener.ts); a user's favourites drop theirs
// (forgetFacets); at most a minute otherwise. Used by the SQL fallback engine only (SEARCH_ENGINE=sql).
const cache = namedCache<Promise<unknown>>({
  name: "facets",
  max: 500,
  ttlMs: 60_000,
  invalidation: "refreshSearchIndex/refreshSearchPrices; search_changes rows of the site in any process; a user's favourites (forgetFacets); 1 min",
  changedBy: ["search_changes"],
  isKeyedBySite: true,
});

/** Keeps a (possibly unfinished) answer; a failed one is forgotten, so the next caller computes afresh. */
function remember<T>(key: string, value: Promise<T>): Promise<T> {
  cache.set(key, value);
  value.catch(() => {
    if (cache.peek(key) === value) cache.delete(key);
  });
  return value;
}

/**
 * Facets of popular queries ("кабель", a section) are the same for everyone for a while, and counting
 * tens of thousands of matches is the slowest thing search does. Counts may lag catalogue changes by
 * up to a minute; refreshSearchIndex empties the cache at once. An answer still being computed is
 * shared: a second caller waits for it instead of counting again.
 */
export async function cachedFacets<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit.catch(() => cachedFacets(key, compute));
  return remember(key, compute());
}

/**
 * For a caller that counts the facets as part of its own statement (the search page does): null when
 * fresh facets of `key` are cached or being computed; otherwise the key is reserved — callers of
 * cachedFacets wait for it — and `settle` must be called exactly once with the answer (or a failure).
 */
export function reserveFacets<T>(key: string): { settle: (value: Promise<T>) => void } | null {
  if (cache.get(key)) return null;
  let settle!: (value: Promise<T>) => void;
  const value = new Promise<T>((resolve) => {
    settle = resolve;
  });
  remember(key, value);
  return { settle };
}

/** Forgets every answer whose key starts with `prefix` (a user's, after their favourites change). */
export function forgetFacets(prefix: string): void {
  cache.deletePrefix(prefix);
}

/** The fresh answer of `key` (perhaps still being computed), or null; unlike reserveFacets it reserves nothing. */
export function peekFacets<T>(key: string): Promise<T> | null {
  return (cache.get(key) as Promise<T> | undefined) ?? null;
}

/** Answers kept per in-process index (versionedFacets), at most this many per index. */
const MAX_VERSIONED = 200;
let versioned = new WeakMap<object, { version: number; answers: Map<string, unknown> }>();

/**
 * Facet counts of an in-process search index (search-in-index.ts) kept while the index is at the same
 * version: any put or remove of a product changes the version and forgets them, so they are never stale
 * (unlike cachedFacets' minute). A repeated query — the catalogue's page and /filters calls, the next page,
 * another sort — counts once.
 */
export function versionedFacets<T>(index: object, version: number, key: string, compute: () => T): T {
  let kept = versioned.get(index);
  if (!kept || kept.version !== version) {
    kept = { version, answers: new Map() };
    versioned.set(index, kept);
  }
  if (kept.answers.has(key)) return kept.answers.get(key) as T;
  const value = compute();
  kept.answers.set(key, value);
  if (kept.answers.size > MAX_VERSIONED) kept.answers.delete(kept.answers.keys().next().value as string);
  return value;
}

export function clearFacetCache(): void {
  cache.clear();
  versioned = new WeakMap();
}
