import type { Adapter, AdapterPayload } from "oidc-provider";

type TEntry = { payload: AdapterPayload; expiresAt: number | null };

/**
 * oidc-provider's storage kept in this process's memory (the local bank forgets everything on restart,
 * which is what a development provider should do). One store is shared by all models; keys carry the model name.
 */
export function memoryAdapterFactory(): (name: string) => Adapter {
  const store = new Map<string, TEntry>();
  const read = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    const findBy = (field: "uid" | "userCode", value: string) => {
      for (const [storedKey] of store) {
        if (!storedKey.startsWith(`${name}:`)) continue;
        const payload = read(storedKey);
        if (payload?.[field] === value) return payload;
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
      },
      async find(id) {
        return read(key(id));
      },
      async findByUid(uid) {
        return findBy("uid", uid);
      },
      async findByUserCode(userCode) {
        return findBy("userCode", userCode);
      },
      async consume(id) {
        const payload = read(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [storedKey, entry] of store) if (entry.payload.grantId === grantId) store.delete(storedKey);
      },
    };
  };
}
