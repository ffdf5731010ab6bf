import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { assertUnderRateLimit, countRateEvent, FAILURE_LIMIT, resetRateLimit, type TRateLimit } from "../http/rate-limit";
import type { TAuthContext } from "./auth-context";
import type { TIdentifier } from "./identifier";

/** Failures of one account from one address: 10 in 15 minutes, then that address waits (429). */
export const ACCOUNT_ADDRESS_LIMIT: TRateLimit = FAILURE_LIMIT;
/** Failures from one address over any accounts (password spraying): 30 in 15 minutes, then 429. */
export const ADDRESS_LIMIT: TRateLimit = { limit: 30, windowSeconds: 15 * 60 };
/**
 * Failures of one account from anywhere: past 10 in 15 minutes every attempt on it needs the captcha
 * and waits longer and longer — but the right password still signs in. A hard lock here would let
 * anyone lock any buyer out by typing wrong passwords from many addresses.
 */
export const ACCOUNT_CEILING: TRateLimit = { limit: 10, windowSeconds: 15 * 60 };
const DELAY_START_MS = 250;
const DELAY_MAX_MS = 4_000;

/** The three failure counters of a sign-in: account and address together, the address, the account. */
export function signInBuckets(ctx: TAuthContext, identifier: TIdentifier): { accountAddress: string; ip: string; account: string } {
  const account = `sign-in:${identifier.kind}:${identifier.value}`;
  return { accountAddress: `${account}:ip:${ctx.ip}`, ip: `sign-in:ip:${ctx.ip}`, account };
}

/** 429 (with Retry-After) once this address failed 10 times on this account, or 30 times on any. */
export async function assertSignInAllowed(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  const buckets = signInBuckets(ctx, identifier);
  await assertUnderRateLimit(ctx.site.id, [buckets.accountAddress], ACCOUNT_ADDRESS_LIMIT, ctx.locale);
  await assertUnderRateLimit(ctx.site.id, [buckets.ip], ADDRESS_LIMIT, ctx.locale);
}

export async function countSignInFailure(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  const buckets = signInBuckets(ctx, identifier);
  await countRateEvent(ctx.site.id, buckets.accountAddress, ACCOUNT_ADDRESS_LIMIT);
  await countRateEvent(ctx.site.id, buckets.ip, ADDRESS_LIMIT);
  await countRateEvent(ctx.site.id, buckets.account, ACCOUNT_CEILING);
}

/** A successful sign-in clears the account's failures (the address keeps its own). */
export async function clearSignInFailures(ctx: TAuthContext, identifier: TIdentifier): Promise<void> {
  const buckets = signInBuckets(ctx, identifier);
  await resetRateLimit(ctx.site.id, buckets.accountAddress);
  await resetRateLimit(ctx.site.id, buckets.account);
}

/** Failure counts in the current window: of this account from this address or of this address (the larger), and of the account from anywhere. */
export type TSignInFailures = { here: number; account: number };

export async function recentSignInFailures(ctx: TAuthContext, identifier: TIdentifier): Promise<TSignInFailures> {
  const buckets = signInBuckets(ctx, identifier);
  const rows = await getDb()
    .select({ bucket: rateLimits.bucket, count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.siteId, ctx.site.id),
        inArray(rateLimits.bucket, [buckets.accountAddress, buckets.ip, buckets.account]),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${FAILURE_LIMIT.windowSeconds})`),
      ),
    );
  const countOf = (bucket: string) => rows.find((r) => r.bucket === bucket)?.count ?? 0;
  return { here: Math.max(countOf(buckets.accountAddress), countOf(buckets.ip)), account: countOf(buckets.account) };
}

/** Whether the account is past its ceiling: then the captcha is asked whatever the site's setting. */
export const isPastAccountCeiling = (failures: TSignInFailures) => failures.account >= ACCOUNT_CEILING.limit;

/** The wait before answering an attempt on an account past its ceiling: 250 ms, doubling per failure, at most 4 s. */
export function progressiveDelayMs(failures: TSignInFailures): number {
  if (!isPastAccountCeiling(failures)) return 0;
  return Math.min(DELAY_MAX_MS, DELAY_START_MS * 2 ** (failures.account - ACCOUNT_CEILING.limit));
}
