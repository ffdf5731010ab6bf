import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { TFeedRubric } from "@/lib/contracts/content";
import { getDb } from "../db/client";
import { feedRubrics } from "../db/schema";

/** The rubrics of one feed of a site, in the seller's order. */
export async function listFeedRubrics(siteId: number, feedId: number): Promise<TFeedRubric[]> {
  return getDb()
    .select({ id: feedRubrics.id, slug: feedRubrics.slug, name: feedRubrics.name })
    .from(feedRubrics)
    .where(and(eq(feedRubrics.siteId, siteId), eq(feedRubrics.feedId, feedId)))
    .orderBy(asc(feedRubrics.position), asc(feedRubrics.id));
}
