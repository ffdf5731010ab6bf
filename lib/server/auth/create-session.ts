import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type TTx } from "../db/client";
import { sessions } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { generateToken, hashToken } from "./tokens";

const HOUR = 3600_000;
export const SESSION_TTL_MS = 12 * HOUR;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * HOUR;

/** Starts a session for a user of this site and returns its bearer token (shown once, stored hashed). */
export async function createSession(
  { site, tx }: { site: Pick<TSite, "id">; tx?: TTx },
  { userId, rememberMe }: { userId: number; rememberMe: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
  await (tx ?? getDb()).insert(sessions).values({ siteId: site.id, userId, tokenHash: hashToken(token), isRemembered: rememberMe, expiresAt });
  return { token, expiresAt };
}

/** Revokes one session (sign-out) or, without a session id, every session of the user. */
export async function revokeSessions(
  { site, tx }: { site: Pick<TSite, "id">; tx?: TTx },
  { userId, sessionId }: { userId: number; sessionId?: number },
): Promise<void> {
  const where = [eq(sessions.siteId, site.id), eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (sessionId !== undefined) where.push(eq(sessions.id, sessionId));
  await (tx ?? getDb()).update(sessions).set({ revokedAt: new Date() }).where(and(...where));
}
