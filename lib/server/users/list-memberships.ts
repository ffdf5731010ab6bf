import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { companies, companyMembers } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

export type TMembership = { companyId: number; name: string; isIndividual: boolean; role: (typeof companyMembers.$inferSelect)["role"] };

/** The companies a user belongs to on this site, oldest membership first. */
export async function listMemberships({ site }: { site: Pick<TSite, "id"> }, userId: number): Promise<TMembership[]> {
  return getDb()
    .select({ companyId: companies.id, name: companies.name, isIndividual: companies.isIndividual, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), eq(companies.siteId, companyMembers.siteId)))
    .where(and(eq(companyMembers.siteId, site.id), eq(companyMembers.userId, userId)))
    .orderBy(asc(companyMembers.id));
}

/**
 * The company the user works in now: the one chosen with set-company while still a member, else the
 * first membership. Null for a user without companies.
 */
export function activeMembership(memberships: TMembership[], activeCompanyId: number | null): TMembership | null {
  return memberships.find((m) => m.companyId === activeCompanyId) ?? memberships[0] ?? null;
}
