import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";

type TCacheEntry = { at: number; words: ReadonlySet<string> };
const TTL_MS = 60_000;
const MAX_SITES = 200;
const globalForNames = globalThis as unknown as { __b2bNameWords?: Map<number, TCacheEntry> };
const cache = (globalForNames.__b2bNameWords ??= new Map());

/**
 * The words of the site's brand and series names, folded («Эра», «Зубр», «Этюд»): the morphology leaves
 * them as typed (a brand is not a form of a dictionary word). Manufacturers are left out: their names
 * are legal names made of common words («Курский электроаппаратный завод»). Cached for a minute.
 */
export async function siteNameWords(siteId: number): Promise<ReadonlySet<string>> {
  const hit = cache.get(siteId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.words;
  const rows = rowsOf<{ word: string }>(
    await getDb().execute(sql`
      SELECT DISTINCT w.word FROM (
        SELECT name FROM brands WHERE site_id = ${siteId}
        UNION SELECT name FROM series WHERE site_id = ${siteId}
      ) n, regexp_split_to_table(search_fold_text(n.name), '[^a-zа-я0-9]+') AS w(word)
      WHERE w.word <> ''`),
  );
  const words: ReadonlySet<string> = new Set(rows.map((r) => r.word));
  cache.delete(siteId);
  if (cache.size >= MAX_SITES) cache.delete(cache.keys().next().value as number);
  cache.set(siteId, { at: Date.now(), words });
  return words;
}

/** Forget cached name words (after a catalogue refresh, and between tests). */
export function clearNameWordCache(): void {
  cache.clear();
}
