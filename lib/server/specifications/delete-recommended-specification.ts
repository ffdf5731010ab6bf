import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { specifications } from "../db/schema";

/** The seller console's specification:unrecommend: deletes a recommended specification by its number or key; its name, or null when there is none. */
export async function deleteRecommendedSpecification(siteId: number, ref: { id: number } | { key: string }): Promise<string | null> {
  const [row] = await getDb()
    .delete(specifications)
    .where(and(eq(specifications.siteId, siteId), eq(specifications.kind, "recommended"), "id" in ref ? eq(specifications.id, ref.id) : eq(specifications.externalId, ref.key)))
    .returning({ name: specifications.name });
  return row?.name ?? null;
}
