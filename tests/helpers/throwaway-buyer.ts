import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createSession } from "@/lib/server/auth/create-session";
import { getDb } from "@/lib/server/db/client";
import { companyMembers, users } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";

/**
 * A bearer token of a new account that is a copy of a seeded one (same companies, same active company),
 * for tests that may do anything with it — the fuzz suite deletes accounts and signs out — without
 * using up the seeded accounts other cases rely on.
 */
export async function throwawayCopyToken(email: string, host = "localhost"): Promise<string> {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  const db = getDb();
  const [model] = await db.select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  if (!model) throw new Error(`no user ${email} on ${host}`);
  const { id: _id, uuid: _uuid, email: _email, phone: _phone, createdAt: _c, updatedAt: _u, ...rest } = model;
  const [copy] = await db.insert(users).values({ ...rest, email: `copy-${randomUUID()}@demo.test` }).returning({ id: users.id });
  const memberships = await db.select().from(companyMembers).where(and(eq(companyMembers.siteId, site.id), eq(companyMembers.userId, model.id)));
  if (memberships.length) await db.insert(companyMembers).values(memberships.map(({ id: _m, ...m }) => ({ ...m, userId: copy.id })));
  return (await createSession({ site }, { userId: copy.id, rememberMe: false })).token;
}
