import "server-only";

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type TEntry = { at: number; value: Promise<unknown> };
const globalForFacets = globalThis as unknown as { __b2bFacetCache?: Map<string, TEntry> };
const cache = (globalForFacets.__b2bFacetCache ??= new Map());

function fresh(key: string): TEntry | undefined {
  const hit = cache.get(key);
  if (!hit || Date.now() - hit.at >= TTL_MS) return undefined;
  // Map order is insertion order: re-inserting keeps recently used entries at the end.
  cache.delete(key);
  cache.set(key, hit);
  return hit;
}

/** Keeps a (possibly unfinished) answer; a failed one is forgotten, so the next caller computes afresh. */
function remember<T>(key: string, value: Promise<T>): Promise<T> {
  const entry: TEntry = { at: Date.now(), value };
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
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
  const hit = fresh(key);
  if (hit) return (hit.value as Promise<T>).catch(() => cachedFacets(key, compute));
  return remember(key, compute());
}

/**
 * For a caller that counts the facets as part of its own statement (the search page does): null when
 * fresh facets of `key` are cached or being computed; otherwise the key is reserved — callers of
 * cachedFacets wait for it — and `settle` must be called exactly once with the answer (or a failure).
 */
export function reserveFacets<T>(key: string): { settle: (value: Promise<T>) => void } | null {
  if (fresh(key)) return null;
  let settle!: (value: Promise<T>) => void;
  const value = new Promise<T>((resolve) => {
    settle = resolve;
  });
  remember(key, value);
  return { settle };
}

/** Forgets every answer whose key starts with `prefix` (a user's, after their favourites change). */
export function forgetFacets(prefix: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/** The fresh answer of `key` (perhaps still being computed), or null; unlike reserveFacets it reserves nothing. */
export function peekFacets<T>(key: string): Promise<T> | null {
  return (fresh(key)?.value as Promise<T> | undefined) ?? null;
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
