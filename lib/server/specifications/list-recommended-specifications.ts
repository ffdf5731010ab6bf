import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { specificationLines, specifications } from "../db/schema";

/** The seller console's specification:recommended: the site's recommended specifications with their line counts, newest first. */
export async function listRecommendedSpecifications(siteId: number) {
  return getDb()
    .select({ id: specifications.id, key: specifications.externalId, name: specifications.name, updatedAt: specifications.updatedAt, lines: count(specificationLines.id) })
    .from(specifications)
    .leftJoin(specificationLines, and(eq(specificationLines.specificationId, specifications.id), eq(specificationLines.siteId, specifications.siteId)))
    .where(and(eq(specifications.siteId, siteId), eq(specifications.kind, "recommended")))
    .groupBy(specifications.id)
    .orderBy(desc(specifications.updatedAt), desc(specifications.id));
}
