import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { valueFor, type TRequestLookup, type TRequestRead } from "./request-read";

/**
 * What a server render reports to the HTML micro-cache about itself: every cookie, header and value
 * derived from headers it read (lib/server/http/request-reads.ts), in the order read. The cache keys
 * the page it keeps by exactly these (html-cache-handler.ts). `request` is the request as the cache
 * received it; a read whose value differs from what the cache computes from it (a header the proxy or
 * Next set on the way) makes the page `unkeyable`: it is sent, never kept.
 */
export type TViewRecord = { reads: TRequestRead[]; request: TRequestLookup | null; unkeyable: boolean };

type TRegistry = { storage: AsyncLocalStorage<TViewRecord>; unrecordedReads: number };

// The cache (scripts/start.ts) and the app's server bundle (built by Next) load their own copies of this
// module; a global symbol gives both the same storage.
const REGISTRY = Symbol.for("b2b.htmlCache.registry");

function registry(): TRegistry {
  const holder = globalThis as unknown as Record<symbol, TRegistry | undefined>;
  return (holder[REGISTRY] ??= { storage: new AsyncLocalStorage<TViewRecord>(), unrecordedReads: 0 });
}

/** Runs a request with a record its render fills in (the cache reads it when the render is done). */
export function recordView<T>(record: TViewRecord, render: () => T): T {
  return registry().storage.run(record, render);
}

/**
 * Notes one read of the request. A read outside any recorded request (no cache in front, `next dev`, or
 * a render that lost its async context) is counted instead: the cache stores no page while the count
 * moves, so a read it could not see can never be left out of a key.
 */
export function noteRequestRead(read: TRequestRead): void {
  const store = registry().storage.getStore();
  if (!store) {
    registry().unrecordedReads++;
    return;
  }
  store.reads.push(read);
  if (store.request && valueFor(read, store.request) !== read.value) store.unkeyable = true;
}

/** How many reads so far happened outside a recorded request (see noteRequestRead). */
export function unrecordedReads(): number {
  return registry().unrecordedReads;
}
