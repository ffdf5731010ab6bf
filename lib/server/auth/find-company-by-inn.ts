import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { companies, legalEntities } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

/** The site's company that has a legal entity with this INN (the first one when several share it). */
export async function findCompanyByInn({ site }: { site: Pick<TSite, "id"> }, inn: string): Promise<{ id: number; name: string } | null> {
  const [row] = await getDb()
    .select({ id: companies.id, name: companies.name })
    .from(legalEntities)
    .innerJoin(companies, and(eq(companies.id, legalEntities.companyId), eq(companies.siteId, legalEntities.siteId)))
    .where(and(eq(legalEntities.siteId, site.id), eq(legalEntities.inn, inn.trim())))
    .orderBy(asc(companies.id))
    .limit(1);
  return row ?? null;
}
