import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { getEnv } from "../env";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";
import { logger } from "../log";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

export type TDbHandle = {
  db: TDb;
  kind: "pglite" | "postgres";
  /** Where the data lives: the folder for PGlite, host:port/db for PostgreSQL (for messages). */
  where: string;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite: the bytes of its WebAssembly memory (it grows and never shrinks; part of the process's RSS). */
  wasmMemoryBytes?: () => number | null;
};

const globalForDb = globalThis as unknown as { __b2bDb?: TDbHandle };

export const pgliteExtensions = { pg_trgm, unaccent };

/** Wraps an open PGlite in our handle; tests use it with an in-memory or restored database. */
export function handleFromPglite(client: PGlite, where: string, onClose?: () => void): TDbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as TDb;
  return {
    db,
    kind: "pglite",
    where,
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite keeps its Emscripten module on `mod`, not in its typings: read defensively.
    wasmMemoryBytes: () => (client as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength ?? null,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

function describePgUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

export function handleFromPostgres(url: string): TDbHandle {
  const where = describePgUrl(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (err) => logger.error({ err }, "PostgreSQL pool error"));
  const db = drizzlePg({ client: pool, schema }) as unknown as TDb;
  return {
    db,
    kind: "postgres",
    where,
    ping: async () => {
      try {
        await pool.query("select 1");
      } catch (e) {
        throw new Error(translator(operatorLocale, "operatorErrors")("postgresUnreachable", { where, message: (e as Error).message }));
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

function openDefault(): TDbHandle {
  const env = getEnv();
  if (env.DATABASE_URL) return handleFromPostgres(env.DATABASE_URL);
  const dir = path.join(env.dataDir, "pglite");
  const release = acquireDataDirLock(env.dataDir);
  try {
    const client = new PGlite({ dataDir: dir, extensions: pgliteExtensions });
    return handleFromPglite(client, dir, release);
  } catch (e) {
    release();
    throw e;
  }
}

/** The process's database, opened once and cached on globalThis (dev reloads never open it twice). */
export function getDbHandle(): TDbHandle {
  return (globalForDb.__b2bDb ??= openDefault());
}

/** The process's database if it is open, without opening it (memory reports). */
export function peekDbHandle(): TDbHandle | undefined {
  return globalForDb.__b2bDb;
}

export function getDb(): TDb {
  return getDbHandle().db;
}

/** Tests and scripts install their own database (a restored snapshot, a scratch PostgreSQL database). */
export function setDbHandle(handle: TDbHandle | undefined): void {
  globalForDb.__b2bDb = handle;
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__b2bDb;
  globalForDb.__b2bDb = undefined;
  if (handle) await handle.close();
}
