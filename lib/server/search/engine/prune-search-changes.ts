import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type TDb } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { FEED_HORIZON_MS, feedPosition } from "./load-index";

/**
 * How old a mark must be before the rows it covers are deleted: twice the time after which a process
 * rebuilds instead of catching up (FEED_HORIZON_MS), so clocks of different machines may disagree by
 * minutes.
 */
export const PRUNE_AFTER_MS = 2 * FEED_HORIZON_MS;

/** Where the feed stood at a moment: its last seq, and the oldest transaction then in progress. */
type TMark = { at: number; seq: number; xmin: number };

const globalForMarks = globalThis as unknown as { __b2bFeedMarks?: WeakMap<object, TMark[]> };

function marksOf(db: TDb): TMark[] {
  const all = (globalForMarks.__b2bFeedMarks ??= new WeakMap());
  let marks = all.get(db);
  if (!marks) {
    marks = [];
    all.set(db, marks);
  }
  return marks;
}

/**
 * Prunes the change feed (search_changes): each run notes where the feed stands, and deletes the rows a
 * mark older than PRUNE_AFTER_MS covers — rows at or before its seq, of transactions over at its time
 * (xid below its xmin). Such a row was visible to every catch-up since that mark; a process that has not
 * read the feed for FEED_HORIZON_MS rebuilds its indexes instead of reading it (load-index.ts), so no
 * live process still needs the row. Every server process may run it: the marks are facts about the
 * database, and deleting a row twice is harmless. Answers the number of rows deleted.
 */
export async function pruneSearchChanges({ db = getDb(), now = Date.now() }: { db?: TDb; now?: number } = {}): Promise<number> {
  const marks = marksOf(db);
  marks.push({ at: now, ...(await feedPosition(db)) });
  let due: TMark | undefined;
  while (marks.length > 0 && marks[0].at <= now - PRUNE_AFTER_MS) due = marks.shift();
  if (!due) return 0;
  const deleted = rowsOf<{ n: number | string }>(
    await db.execute(sql`WITH d AS (DELETE FROM search_changes WHERE seq <= ${due.seq} AND xid < ${due.xmin} RETURNING 1) SELECT count(*)::int AS n FROM d`),
  );
  return Number(deleted[0]?.n ?? 0);
}
