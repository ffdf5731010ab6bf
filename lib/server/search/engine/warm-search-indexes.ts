import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { logger } from "../../log";
import { siteIndex } from "./load-index";
import { searchEngine } from "./select-engine";

/**
 * At server start with SEARCH_ENGINE=memory: builds every site's index in the background, one site after
 * another, so the first searches find it ready (a search that comes first waits for the same build).
 */
export async function warmSearchIndexes(): Promise<void> {
  if (searchEngine() !== "memory") return;
  try {
    const sites = rowsOf<{ id: number }>(await getDb().execute(sql`SELECT id FROM sites ORDER BY id`));
    for (const { id } of sites) {
      const started = performance.now();
      const index = await siteIndex(id);
      logger.info({ siteId: id, products: index.size, ms: Math.round(performance.now() - started) }, "search index ready");
    }
  } catch (err) {
    // Not fatal: a search builds its site's index on demand.
    logger.error({ err }, "search index warm-up failed");
  }
}
