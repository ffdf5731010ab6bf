import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import type { TLocale } from "@/lib/shared/locales";
import { translator } from "../i18n/translator";
import { AppError } from "./app-error";

export type TRateLimit = { limit: number; windowSeconds: number };

/** The usual limit on failures: 10 in 15 minutes per account and per address. */
export const FAILURE_LIMIT: TRateLimit = { limit: 10, windowSeconds: 15 * 60 };

function tooMany(retryAfterSeconds: number, locale: TLocale): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("TOO_MANY_REQUESTS", translator(locale, "httpApi")("tooManyAttempts", { minutes }), { retryAfterSeconds });
}

/** Counts one event in a fixed window (kept in the database, so it holds across processes). */
export async function countRateEvent(siteId: number, bucket: string, { windowSeconds }: TRateLimit): Promise<number> {
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ siteId, bucket, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.siteId, rateLimits.bucket],
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** Throws 429 (with Retry-After) when any of the buckets has reached its limit in the current window. */
export async function assertUnderRateLimit(siteId: number, buckets: string[], limit: TRateLimit, locale: TLocale): Promise<void> {
  for (const bucket of buckets) {
    const [row] = await getDb()
      .select({
        count: rateLimits.count,
        left: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now())))::int`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.siteId, siteId), eq(rateLimits.bucket, bucket)));
    if (row && row.left > 0 && row.count >= limit.limit) throw tooMany(row.left, locale);
  }
}

/** Counts an event in every bucket, then refuses when any bucket went over the limit. */
export async function consumeRateLimit(siteId: number, buckets: string[], limit: TRateLimit, locale: TLocale): Promise<void> {
  await assertUnderRateLimit(siteId, buckets, limit, locale);
  for (const bucket of buckets) await countRateEvent(siteId, bucket, limit);
}

export async function resetRateLimit(siteId: number, bucket: string): Promise<void> {
  await getDb().delete(rateLimits).where(and(eq(rateLimits.siteId, siteId), eq(rateLimits.bucket, bucket)));
}
