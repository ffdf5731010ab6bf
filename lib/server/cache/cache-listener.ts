import "server-only";
import pg from "pg";
import { logger } from "../log";
import { cachesChangedBy, describeCaches, invalidateCache } from "./named-cache";

/** The channel migration 0024's triggers notify: the payload is `table` or `table:siteId`. */
export const CACHE_CHANNEL = "b2b_cache";
/** How long the listener waits before connecting again after its connection broke. */
const RECONNECT_MS = 1_000;

export type TCacheListener = {
  /** Resolves once the first LISTEN is in place (from then on no change is missed). */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

/** `table` or `table:siteId` → what the triggers changed. */
export function parseCachePayload(payload: string): { table: string; siteId?: number } {
  const [table, site] = payload.split(":");
  const siteId = Number(site);
  return site && Number.isInteger(siteId) ? { table, siteId } : { table };
}

/** Drops what a write of the payload's table makes stale in this process's caches. */
export function applyCachePayload(payload: string): void {
  const { table, siteId } = parseCachePayload(payload);
  for (const spec of cachesChangedBy(table)) invalidateCache(spec.name, siteId);
}

/** A cache that may have missed notifications (the connection was down) forgets everything. */
function forgetCrossProcessCaches(): void {
  for (const spec of describeCaches()) if (spec.changedBy?.length) invalidateCache(spec.name);
}

/**
 * Keeps this process's caches of shared data (site settings and hosts, synonyms, facets, translations)
 * the same as every other process's on PostgreSQL: one connection LISTENs on CACHE_CHANNEL, and each
 * notification (sent by the triggers when the transaction commits) invalidates the caches whose
 * `changedBy` names the table. NOTIFY is delivered only while the connection is up, so whenever it breaks
 * those caches are emptied and the connection is made again. PGlite is one process: nothing to listen to.
 */
export function startCacheListener(databaseUrl: string): TCacheListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const retry = (err?: unknown) => {
      if (client !== next) return;
      client = null;
      if (stopped) return;
      if (err) logger.warn({ err }, "cache listener lost its connection; caches of shared data emptied");
      forgetCrossProcessCaches();
      void next.end().catch(() => {});
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    next.on("error", retry);
    next.on("end", () => retry());
    next.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) applyCachePayload(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CACHE_CHANNEL}`);
      // What changed while nobody listened is unknown.
      forgetCrossProcessCaches();
      markReady();
    } catch (err) {
      retry(err);
    }
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
