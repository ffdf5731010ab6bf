import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TRegion } from "@/lib/contracts/app";
import { getDb } from "../db/client";
import { regions } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

export type TSiteRegion = TRegion & { isDefault: boolean };

/** The site's regions in display order (the region dialog lists them; the default is the visitors' region). */
export async function listSiteRegions({ site }: { site: Pick<TSite, "id"> }): Promise<TSiteRegion[]> {
  return getDb()
    .select({ id: regions.id, name: regions.name, isDefault: regions.isDefault })
    .from(regions)
    .where(eq(regions.siteId, site.id))
    .orderBy(asc(regions.sort), asc(regions.id));
}
