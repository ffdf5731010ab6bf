import "server-only";

type TEntry = { at: number; value: Promise<unknown> };

const globalForCatalog = globalThis as unknown as { __b2bCatalogPageCache?: Map<string, TEntry> };
const entries = (globalForCatalog.__b2bCatalogPageCache ??= new Map());
const MAX_ENTRIES = 200;

/**
 * What every visitor of a site sees alike on /catalog (the sections tree with its counts, the
 * catalogue-info defaults) is read once per `ttlMs`, not on every page view: the embedded database
 * serves one query at a time, so each query saved is latency saved for everyone. A failed read is
 * not kept.
 */
export function visitorCached<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  return visitorCachedEntry(key, ttlMs, read).value;
}

/** The same, telling whether this call read it (false: an earlier call's answer was reused). */
export function visitorCachedEntry<T>(key: string, ttlMs: number, read: () => Promise<T>): { value: Promise<T>; isFresh: boolean } {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return { value: hit.value as Promise<T>, isFresh: false };
  const value = read();
  const entry = { at: Date.now(), value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return { value, isFresh: true };
}
