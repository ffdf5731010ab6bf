import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";

/** A synonym group with each phrase as the Russian lexemes the index holds ("автоматический выключатель" → [автоматическ, выключател]). */
export type TSynonymGroup = { id: number; phrases: string[][] };

type TCacheEntry = { at: number; groups: TSynonymGroup[] };
const TTL_MS = 60_000;
// A bound on the sites kept (the platform may host many).
const MAX_SITES = 200;
const globalForSynonyms = globalThis as unknown as { __b2bSynonyms?: Map<number, TCacheEntry> };
const cache = (globalForSynonyms.__b2bSynonyms ??= new Map());

/** The site's synonym groups, stemmed by PostgreSQL, cached for a minute (they change rarely). */
export async function siteSynonyms(siteId: number): Promise<TSynonymGroup[]> {
  const hit = cache.get(siteId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.groups;
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
  const groups = [...byId].map(([id, phrases]) => ({ id, phrases }));
  cache.delete(siteId);
  if (cache.size >= MAX_SITES) cache.delete(cache.keys().next().value as number);
  cache.set(siteId, { at: Date.now(), groups });
  return groups;
}

/** Forget cached synonyms (after a seller edits them, and between tests). */
export function clearSynonymCache(): void {
  cache.clear();
}
