import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "../db/client";
import { companies, companyManagers, companyMembers, legalEntities, managers, priceTypes } from "../db/schema";

export type TSiteCompany = {
  id: number;
  name: string;
  isIndividual: boolean;
  inn: string | null;
  priceType: string | null;
  managers: string[];
  members: number;
  createdAt: Date;
  approvedAt: Date | null;
};

/** The seller's view of its buyer companies, newest first; `onlyNew`: those it has not approved yet. */
export async function listSiteCompanies(siteId: number, { onlyNew = false, limit = 100 }: { onlyNew?: boolean; limit?: number } = {}): Promise<TSiteCompany[]> {
  const db = getDb();
  const where: SQL[] = [eq(companies.siteId, siteId)];
  if (onlyNew) where.push(isNull(companies.approvedAt));
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      isIndividual: companies.isIndividual,
      priceType: priceTypes.name,
      createdAt: companies.createdAt,
      approvedAt: companies.approvedAt,
      inn: sql<string | null>`(select ${legalEntities.inn} from ${legalEntities} where ${legalEntities.siteId} = ${companies.siteId} and ${legalEntities.companyId} = ${companies.id} order by ${legalEntities.id} limit 1)`,
      members: sql<number>`(select count(*)::int from ${companyMembers} where ${companyMembers.siteId} = ${companies.siteId} and ${companyMembers.companyId} = ${companies.id})`,
    })
    .from(companies)
    .leftJoin(priceTypes, and(eq(priceTypes.id, companies.priceTypeId), eq(priceTypes.siteId, companies.siteId)))
    .where(and(...where))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ companyId: companyManagers.companyId, name: managers.name })
        .from(companyManagers)
        .innerJoin(managers, and(eq(managers.id, companyManagers.managerId), eq(managers.siteId, companyManagers.siteId)))
        .where(and(eq(companyManagers.siteId, siteId), inArray(companyManagers.companyId, ids)))
        .orderBy(asc(companyManagers.id))
    : [];
  return rows.map((r) => ({ ...r, members: Number(r.members), managers: links.filter((l) => l.companyId === r.id).map((l) => l.name) }));
}
