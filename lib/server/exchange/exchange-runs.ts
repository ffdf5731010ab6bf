import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { importRuns } from "../db/schema";

/** A `running` run whose heartbeat stopped this long ago was cut off by a crash (ADR 0014). */
const STALE_SECONDS = 120;

/** Whether an import of the site is going now (its files must stay where they are). */
export async function hasLiveImport(siteId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.siteId, siteId), eq(importRuns.status, "running"), gt(importRuns.heartbeatAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`)))
    .limit(1);
  return !!row;
}
