import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { sessions, users } from "../db/schema";
import type { TSite } from "../sites/resolve-site";
import { hashToken } from "./tokens";

export type TUserRow = typeof users.$inferSelect;
export type TAuth = { user: TUserRow; sessionId: number };

/** The user behind a bearer token on this site, or null (unknown, expired, revoked, other site, deleted user). */
export async function authenticate({ site }: { site: Pick<TSite, "id"> }, token: string): Promise<TAuth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb()
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.siteId, sessions.siteId)))
    .where(
      and(
        eq(sessions.siteId, site.id),
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
