import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb } from "../db/client";
import { exchangeSessions } from "../db/schema";
import { generateToken, hashToken } from "../auth/tokens";
import type { TSite } from "../sites/resolve-site";
import { EXCHANGE_LIMITS } from "./exchange-settings";

/** The cookie 1C gets from checkauth and sends back on every later call. */
export const EXCHANGE_COOKIE = "b2b_exchange";

export type TExchangeSession = typeof exchangeSessions.$inferSelect;

/** A new session of the site: the token goes into the cookie, only its SHA-256 is kept. Expired sessions of the site are dropped. */
export async function createExchangeSession(site: TSite): Promise<{ token: string; session: TExchangeSession }> {
  const token = generateToken();
  const db = getDb();
  await db.delete(exchangeSessions).where(and(eq(exchangeSessions.siteId, site.id), lt(exchangeSessions.expiresAt, new Date())));
  const [session] = await db
    .insert(exchangeSessions)
    .values({ siteId: site.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EXCHANGE_LIMITS.sessionSeconds * 1000) })
    .returning();
  return { token, session };
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** The live session of this site the request's cookie names, or null (none, expired, another site's). */
export async function findExchangeSession(site: TSite, cookieHeader: string | null): Promise<TExchangeSession | null> {
  const token = cookieValue(cookieHeader, EXCHANGE_COOKIE);
  if (!token || token.length > 200) return null;
  const [session] = await getDb()
    .select()
    .from(exchangeSessions)
    .where(and(eq(exchangeSessions.siteId, site.id), eq(exchangeSessions.tokenHash, hashToken(token)), gt(exchangeSessions.expiresAt, new Date())));
  return session ?? null;
}
