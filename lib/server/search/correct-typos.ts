import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rowsOf } from "../db/rows";
import type { TParsedKeyword } from "./parse-keyword";

// Below this trigram similarity a "correction" is more likely another word than a typo.
const MIN_SIMILARITY = 0.3;

/** The words of a keyword worth correcting: not codes, letters only, four or more. */
const wordsOf = (parsed: TParsedKeyword) => parsed.tokens.filter((t) => !t.isCode).flatMap((t) => t.parts).filter((p) => /^[a-zа-я]{4,}$/.test(p));

/**
 * Replaces the words of keywords that the catalogue does not know by the most similar word it does
 * ("выключатль" → "выключатель"), by trigram similarity over the site's word list (search_words: a few
 * thousand words, not the products), every keyword's words in one statement. Words that are codes,
 * numbers or shorter than 4 letters stay. Per keyword, null when nothing was replaced.
 */
export async function correctTypos(siteId: number, keywords: TParsedKeyword[]): Promise<(string | null)[]> {
  const words = [...new Set(keywords.flatMap(wordsOf))];
  if (words.length === 0) return keywords.map(() => null);
  const rows = rowsOf<{ word: string; known: boolean; best: string | null }>(
    await getDb().execute(sql`
      SELECT w.word,
        EXISTS (SELECT 1 FROM search_words k WHERE k.site_id = ${siteId} AND k.word = w.word) AS known,
        (SELECT k.word FROM search_words k
          WHERE k.site_id = ${siteId} AND k.word % w.word AND similarity(k.word, w.word) >= ${MIN_SIMILARITY}
          ORDER BY similarity(k.word, w.word) DESC, k.frequency DESC, k.word LIMIT 1) AS best
      FROM unnest(${sql.param(words)}::text[]) AS w(word)`),
  );
  const replace = new Map(rows.filter((r) => !r.known && r.best && r.best !== r.word).map((r) => [r.word, r.best as string]));
  return keywords.map((parsed) =>
    wordsOf(parsed).some((word) => replace.has(word))
      ? parsed.text
          .split(" ")
          .map((token) => token.replace(/[a-zа-я]+/g, (part) => replace.get(part) ?? part))
          .join(" ")
      : null,
  );
}
