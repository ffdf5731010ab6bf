// Runs once when the server starts: open and warm the database before the first request (PGlite's
// first open takes seconds), and close it cleanly on SIGINT/SIGTERM so the data folder stays sound.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmDatabase } = await import("./lib/server/db/warm");
  await warmDatabase();
  // The search's Russian dictionary (issue 19): read now, not by the first search.
  const { loadDictionary } = await import("./lib/server/search/morphology/dictionary");
  const { logger } = await import("./lib/server/log");
  logger.info({ ms: Math.round(loadDictionary().loadMs) }, "search dictionary loaded");
  // The in-process search index (SEARCH_ENGINE=memory) is built in the background, not awaited.
  const { warmSearchIndexes } = await import("./lib/server/search/engine/warm-search-indexes");
  void warmSearchIndexes();
  // Periodic jobs of the server process (the reservation expiry of orders).
  const { startBackgroundJobs } = await import("./lib/server/jobs/start-background-jobs");
  startBackgroundJobs();
}
