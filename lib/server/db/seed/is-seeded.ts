import "server-only";
import { eq } from "drizzle-orm";
import type { TDbHandle } from "../client";
import { siteHosts } from "../schema";

/** The demo data is in place when the demo seller's primary host is known. */
export async function isSeeded(handle: TDbHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: siteHosts.id }).from(siteHosts).where(eq(siteHosts.host, "localhost")).limit(1);
  return rows.length > 0;
}
