import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { clubMembers } from "../db/schema";

/** How many companies of the site are in its golden club (the seller console's `club`). */
export async function countClubMembers(siteId: number): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(clubMembers).where(eq(clubMembers.siteId, siteId));
  return Number(row?.total ?? 0);
}
