import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "../i18n/translator";
import { AppError } from "./app-error";

type TKey = { siteId: number; actor: string; requestId: string; method: string; path: string };
export type TStoredResponse = { status: number; body: string };

const KEEP_HOURS = 24;

/**
 * Claims a request id for this actor. Returns the stored answer when the request was already answered,
 * null when the caller should run it now; throws 409 while the first attempt is still running.
 */
export async function claimRequestId(key: TKey, locale: TLocale): Promise<TStoredResponse | null> {
  const db = getDb();
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ siteId: key.siteId, actor: key.actor, requestId: key.requestId, method: key.method, path: key.path })
    .onConflictDoNothing()
    .returning({ requestId: idempotencyKeys.requestId });
  if (inserted.length > 0) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.siteId, key.siteId), eq(idempotencyKeys.actor, key.actor), eq(idempotencyKeys.requestId, key.requestId)));
  if (!row) return null;
  if (row.method !== key.method || row.path !== key.path) {
    throw new AppError("CONFLICT", translator(locale, "httpApi")("requestIdReused"));
  }
  if (row.status === 0) throw new AppError("CONFLICT", translator(locale, "httpApi")("requestIdRunning"));
  return { status: row.status, body: row.body ?? "" };
}

export async function storeResponse(key: TKey, response: TStoredResponse): Promise<void> {
  await getDb()
    .update(idempotencyKeys)
    .set({ status: response.status, body: response.body })
    .where(and(eq(idempotencyKeys.siteId, key.siteId), eq(idempotencyKeys.actor, key.actor), eq(idempotencyKeys.requestId, key.requestId)));
}

/** A failed attempt (an error answer) frees the id, so the client may retry it. */
export async function releaseRequestId(key: TKey): Promise<void> {
  await getDb()
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.siteId, key.siteId), eq(idempotencyKeys.actor, key.actor), eq(idempotencyKeys.requestId, key.requestId)));
}

export async function pruneRequestIds(): Promise<void> {
  await getDb().delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`));
}
