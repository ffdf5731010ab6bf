import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/** A search_log row a rendered page shows the uuid of (meta.searchLogUuid). */
export type TSearchLogRef = { siteId: number; uuid: string };

/** What a server render reports to the HTML micro-cache about itself. */
export type TViewRecord = { searchLogs: TSearchLogRef[] };

/** Writes a copy of the row `ref` under the new `uuid` (the uuid the cached view was given). */
export type TSearchLogCopier = (ref: TSearchLogRef, uuid: string) => Promise<void>;

type TRegistry = { storage: AsyncLocalStorage<TViewRecord>; copySearchLog: TSearchLogCopier | null };

// The cache (scripts/start.ts) and the app's server bundle (built by Next) load their own copies of this
// module; a global symbol gives both the same storage and hooks.
const REGISTRY = Symbol.for("b2b.htmlCache.registry");

function registry(): TRegistry {
  const holder = globalThis as unknown as Record<symbol, TRegistry | undefined>;
  return (holder[REGISTRY] ??= { storage: new AsyncLocalStorage<TViewRecord>(), copySearchLog: null });
}

/** Runs a render with a record the page fills in (the cache reads it when the render is done). */
export function recordView<T>(record: TViewRecord, render: () => T): T {
  return registry().storage.run(record, render);
}

/**
 * Called by a page that logged a search for this view: a cached copy of the HTML must not hand the same
 * search-log uuid to the next visitor. Outside a recorded render (no cache in front, `next dev`) a no-op.
 */
export function reportSearchLog(ref: TSearchLogRef): void {
  registry().storage.getStore()?.searchLogs.push(ref);
}

/** The app registers how a search-log row is copied for a cached view (it owns the database). */
export function registerSearchLogCopier(copier: TSearchLogCopier | null): void {
  registry().copySearchLog = copier;
}

export function searchLogCopier(): TSearchLogCopier | null {
  return registry().copySearchLog;
}
