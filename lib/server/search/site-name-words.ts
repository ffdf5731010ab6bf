import "server-only";
import { sql } from "drizzle-orm";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";

// Per site. Invalidation: refreshSearchIndex (imports, catalogue edits) calls clearNameWordCache in the
// writing process; other processes within the minute (a new brand's words are not typed against yet).
const cache = namedCache<Promise<ReadonlySet<string>>>({
  name: "name-words",
  max: 200,
  ttlMs: 60_000,
  invalidation: "clearNameWordCache (refreshSearchIndex) in the writing process; 1 min elsewhere",
  isKeyedBySite: true,
});

/**
 * The words of the site's brand and series names, folded («Эра», «Зубр», «Этюд»): the morphology leaves
 * them as typed (a brand is not a form of a dictionary word). Manufacturers are left out: their names
 * are legal names made of common words («Курский электроаппаратный завод»). Cached for a minute.
 */
export function siteNameWords(siteId: number): Promise<ReadonlySet<string>> {
  return sharedAnswer(cache, siteKey(siteId), () => readNameWords(siteId)).value;
}

async function readNameWords(siteId: number): Promise<ReadonlySet<string>> {
  const rows = rowsOf<{ word: string }>(
    await getDb().execute(sql`
      SELECT DISTINCT w.word FROM (
        SELECT name FROM brands WHERE site_id = ${siteId}
        UNION SELECT name FROM series WHERE site_id = ${siteId}
      ) n, regexp_split_to_table(search_fold_text(n.name), '[^a-zа-я0-9]+') AS w(word)
      WHERE w.word <> ''`),
  );
  return new Set(rows.map((r) => r.word));
}

/** Forget cached name words (after a catalogue refresh, and between tests). */
export function clearNameWordCache(): void {
  cache.clear();
}
