import "server-only";
import { sql } from "drizzle-orm";
import { namedCache, sharedAnswer, siteKey } from "../cache/named-cache";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";

/** A synonym group with each phrase as the Russian lexemes the index holds ("автоматический выключатель" → [автоматическ, выключател]). */
export type TSynonymGroup = { id: number; phrases: string[][] };

// Per site (the platform may host many; a bound on the sites kept). Invalidation: refreshSearchIndex (which
// writes a site's default synonyms) calls clearSynonymCache; on PostgreSQL a search_synonyms write in any process drops the
// site's entry in every process (migration 0024, cache-listener.ts); a minute otherwise.
const cache = namedCache<Promise<TSynonymGroup[]>>({
  name: "synonyms",
  max: 200,
  ttlMs: 60_000,
  invalidation: "clearSynonymCache (refreshSearchIndex); search_synonyms writes in any process; 1 min",
  changedBy: ["search_synonyms"],
  isKeyedBySite: true,
});

/** The site's synonym groups, stemmed by PostgreSQL, cached for a minute (they change rarely). */
export function siteSynonyms(siteId: number): Promise<TSynonymGroup[]> {
  return sharedAnswer(cache, siteKey(siteId), () => readSynonyms(siteId)).value;
}

async function readSynonyms(siteId: number): Promise<TSynonymGroup[]> {
  const rows = rowsOf<{ id: number; lexemes: string[] }>(
    await getDb().execute(sql`
      SELECT s.id, tsvector_to_array(to_tsvector('russian', search_fold_text(t.term))) AS lexemes
      FROM search_synonyms s, unnest(s.terms) AS t(term)
      WHERE s.site_id = ${siteId}
      ORDER BY s.id`),
  );
  const byId = new Map<number, string[][]>();
  for (const row of rows) {
    if (row.lexemes.length === 0) continue;
    const list = byId.get(row.id);
    if (list) list.push(row.lexemes);
    else byId.set(row.id, [row.lexemes]);
  }
  return [...byId].map(([id, phrases]) => ({ id, phrases }));
}

/** Forget cached synonyms (after a seller edits them, and between tests). */
export function clearSynonymCache(): void {
  cache.clear();
}
