import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { sections } from "../db/schema";
import type { TSite } from "../sites/resolve-site";

import type { TSectionNode } from "@/lib/contracts/catalog-page";

export type { TSectionNode };

/** The whole section tree of a site, ordered by sort then Russian name. */
export async function listSectionTree({ site }: { site: Pick<TSite, "id"> }): Promise<TSectionNode[]> {
  return getDb()
    .select({ id: sections.id, parentId: sections.parentId, name: sections.name, slug: sections.slug, depth: sections.depth, path: sections.path })
    .from(sections)
    .where(eq(sections.siteId, site.id))
    .orderBy(asc(sections.depth), asc(sections.sort), sql`${sections.name} COLLATE ru_ru`);
}
