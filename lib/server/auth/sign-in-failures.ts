import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { assertUnderRateLimit, countRateEvent, FAILURE_LIMIT, resetRateLimit } from "../http/rate-limit";
import type { TAuthContext } from "./auth-context";
import type { TIdentifier } from "./identifier";

/** The two failure counters of a sign-in: the account (whatever exists behind it) and the address. */
export function signInBuckets(ctx: TAuthContext, identifier: TIdentifier): { account: string; ip: string } {
  return { account: `sign-in:${identifier.kind}:${identifier.value}`, ip: `sign-in:ip:${ctx.ip}` };
}

/** 429 (with Retry-After) once either counter has 10 failures in 15 minutes. */
export async function assertSignInAllowed(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  const buckets = signInBuckets(ctx, identifier);
  await assertUnderRateLimit(ctx.site.id, [buckets.account, buckets.ip], FAILURE_LIMIT);
}

export async function countSignInFailure(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  const buckets = signInBuckets(ctx, identifier);
  await countRateEvent(ctx.site.id, buckets.account, FAILURE_LIMIT);
  await countRateEvent(ctx.site.id, buckets.ip, FAILURE_LIMIT);
}

/** A successful sign-in clears the account's failures (the address keeps its own). */
export async function clearSignInFailures(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  await resetRateLimit(ctx.site.id, signInBuckets(ctx, identifier).account);
}

/** The larger of the two failure counts in the current window (to decide on the captcha step). */
export async function recentSignInFailures(ctx: TAuthContext, identifier: TIdentifier): Promise<number> {
  const buckets = signInBuckets(ctx, identifier);
  const rows = await getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.siteId, ctx.site.id),
        inArray(rateLimits.bucket, [buckets.account, buckets.ip]),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${FAILURE_LIMIT.windowSeconds})`),
      ),
    );
  return Math.max(0, ...rows.map((r) => r.count));
}
