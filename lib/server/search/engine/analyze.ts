/**
 * The analyser's seam for dictionary morphology (issue 19, branch i19-morph: `lemmasOf(word)`).
 *
 * The index keeps PostgreSQL's `russian` stems (the documents' tsvectors), so both engines find the same
 * products. `analyzeWord` gives a word's further keys — its dictionary lemmas, marked with a leading "="
 * so they never meet a stem — and is meant for both sides: SiteIndex.put indexes the keys of every word
 * of a product's name with it; on the query side, the merge adds the same keys of each keyword part as
 * alternatives of its stems where buildTextMatch makes the lexemes (lexemesOf). Until the morphology
 * module is merged it adds nothing (stems alone, as today).
 */
export function analyzeWord(word: string): string[] {
  void word;
  return [];
}

/** The words of a folded text (lower case, ё → е), as the analyser takes them. */
export function wordsOf(text: string): string[] {
  return text.split(/[^a-zа-я0-9]+/).filter(Boolean);
}
