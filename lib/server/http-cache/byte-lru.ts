import "server-only";

type TSlot<V> = { value: V; bytes: number; expiresAt: number };

export type TByteLru<V> = {
  get: (key: string) => V | undefined;
  set: (key: string, value: V, bytes: number) => void;
  delete: (key: string) => void;
  /** Bytes held now (the sum of what `set` was told). */
  bytes: () => number;
  keys: () => string[];
};

/**
 * A least-recently-used map bounded by bytes, whose entries also expire `ttlMs` after they were set.
 * A Map keeps insertion order, so re-inserting on every hit makes its first key the least recently used.
 */
export function createByteLru<V>({ maxBytes, ttlMs, now = Date.now }: { maxBytes: number; ttlMs: number; now?: () => number }): TByteLru<V> {
  const slots = new Map<string, TSlot<V>>();
  let total = 0;
  const remove = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    total -= slot.bytes;
  };
  return {
    get(key) {
      const slot = slots.get(key);
      if (!slot) return undefined;
      if (slot.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes) {
      remove(key);
      // Expired entries that nobody asked for again would otherwise stay until the byte bound pushed
      // them out, so a cache with a 5 s life sat at its full size under any steady traffic. The first
      // keys are the least recently used; drop them while they are expired.
      const at = now();
      for (const [oldest, slot] of slots) {
        if (slot.expiresAt > at) break;
        remove(oldest);
      }
      // One entry larger than the whole cache would evict everything and still not fit.
      if (bytes > maxBytes) return;
      slots.set(key, { value, bytes, expiresAt: at + ttlMs });
      total += bytes;
      for (const oldest of slots.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    bytes: () => total,
    keys: () => [...slots.keys()],
  };
}
