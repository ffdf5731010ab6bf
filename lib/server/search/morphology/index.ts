import "server-only";
import { namedCache } from "../../cache/named-cache";
import { loadDictionary, loadedDictionary, type TAzParse } from "./dictionary";
import { snowballStem } from "./snowball";
import { russianStopWords } from "./stop-words";

/**
 * Dictionary morphology for the search analyser (issue 19, docs/adr/0019-dictionary-morphology.md).
 * - lemmasOf: a word's normal forms from the OpenCorpora dictionary (Az.js), [] for a word it does not know.
 * - analyzeWord: the tokens a word is indexed and queried by — its lemmas, else the Snowball stem.
 * - tokensOf: analyzeWord over the words of a text, split as the search splits keywords.
 * Every output is lowercase with ё folded to е, as the search folds text (search_fold_text, foldText).
 */

export type TStemmer = (word: string) => string;

export type TAnalyzeOptions = {
  /**
   * Words the catalogue knows as names (brands, manufacturers, series), folded: never lemmatised, so a
   * brand that happens to be a form of a dictionary word («Эра», «Зубр», «Конкорд») stays itself.
   */
  keep?: ReadonlySet<string>;
  /** The fallback for words the dictionary does not know: Snowball as PostgreSQL's `russian` configuration. */
  stem?: TStemmer;
};

// Only whole Cyrillic words are looked up: Latin words, codes and numbers ("legrand", "ва47", "16а")
// go to the stemmer as PostgreSQL treats them. Two-letter words are too ambiguous to lemmatise.
const DICTIONARY_WORD = /^[а-я]{3,}$/;

// Parts of speech whose forms a buyer types: nouns, adjectives (full, short, comparative), verbs and
// their participles. Pronouns, prepositions, numerals and particles are left to the stemmer.
const LEMMATISED_POS = new Set(["NOUN", "ADJF", "ADJS", "COMP", "VERB", "INFN", "PRTF", "PRTS", "GRND"]);

/** Lowercase, ё → е: how the search folds text. */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ё/g, "е");
}

function isCommonWordParse(parse: TAzParse): boolean {
  const tag = parse.tag;
  if (!tag.POS || !LEMMATISED_POS.has(tag.POS)) return false;
  // Proper names and abbreviations are names, not vocabulary (the dictionary already drops capitalised
  // names for a lowercase word; this also drops the rest).
  return !(tag.Abbr || tag.Name || tag.Surn || tag.Patr || tag.Geox || tag.Orgn || tag.Trad || tag.Init);
}

// Analyses are remembered per word: a catalogue has tens of thousands of distinct words, and a lookup
// costs ≈ 0.1 ms (bench:morphology). Bounded (least recently used out first); never invalidated: a word's
// analyses depend only on the bundled dictionary.
type TEntry = { lemmas: string[]; parses: TAzParse[] };
const lemmaCache = namedCache<TEntry>({ name: "word-analyses", max: 100_000, invalidation: "none: the bundled dictionary decides" });

function entryOf(folded: string): TEntry {
  const hit = lemmaCache.get(folded);
  if (hit) return hit;
  let entry: TEntry = { lemmas: [], parses: [] };
  if (DICTIONARY_WORD.test(folded) && !russianStopWords.has(folded)) {
    const parses = loadDictionary().parse(folded).filter(isCommonWordParse);
    const lemmas = new Set<string>();
    for (const parse of parses) {
      const normal = parse.normalize();
      if (normal) lemmas.add(foldWord(normal.word));
    }
    entry = { lemmas: [...lemmas], parses };
  }
  lemmaCache.set(folded, entry);
  return entry;
}

/** The word's normal forms (розеток → [розетка], стали → [сталь, стать]); [] when the dictionary does not know it. */
export function lemmasOf(word: string): string[] {
  return [...entryOf(foldWord(word)).lemmas];
}

/**
 * Every form of the word's noun and adjective lemmas (розеток → розетка, розетки, розетке, …, розеток,
 * розетками): what a stem-based index may hold for the same word. Verbs are left out — their paradigms
 * are large and their forms rarely name goods. [] for a word the dictionary does not know.
 */
export function formsOf(word: string, options: Pick<TAnalyzeOptions, "keep"> = {}): string[] {
  const folded = foldWord(word);
  if (options.keep?.has(folded)) return [];
  const forms = new Set<string>();
  const seen = new Set<string>();
  for (const parse of entryOf(folded).parses) {
    if (parse.tag.POS !== "NOUN" && parse.tag.POS !== "ADJF") continue;
    const normal = parse.normalize();
    if (!normal || seen.has(`${normal.word}|${parse.tag.POS}|${parse.formCnt}`)) continue;
    seen.add(`${normal.word}|${parse.tag.POS}|${parse.formCnt}`);
    for (let i = 0; i < parse.formCnt; i++) {
      const form = parse.inflect(i);
      if (form) forms.add(foldWord(form.word));
    }
  }
  return [...forms];
}

/**
 * The tokens a word is indexed and searched by: its lemmas when the dictionary knows it as a common word,
 * else its stem. A stop word gives none (as PostgreSQL drops it). Several lemmas (an ambiguous form)
 * are all returned: the index holds them all, and a query matches any.
 */
export function analyzeWord(word: string, options: TAnalyzeOptions = {}): string[] {
  const folded = foldWord(word);
  if (!folded || russianStopWords.has(folded)) return [];
  const stem = options.stem ?? snowballStem;
  const lemmas = options.keep?.has(folded) ? [] : entryOf(folded).lemmas;
  if (lemmas.length) return [...lemmas];
  const stemmed = stem(folded);
  return stemmed ? [stemmed] : [];
}

/** The words of a text as the search splits a keyword (letters and digits; other characters separate). */
export function wordsOf(text: string): string[] {
  return foldWord(text).split(/[^a-zа-я0-9]+/).filter(Boolean);
}

/** analyzeWord over the words of a text, each token once, in order of first appearance. */
export function tokensOf(text: string, options: TAnalyzeOptions = {}): string[] {
  const tokens = new Set<string>();
  for (const word of wordsOf(text)) for (const token of analyzeWord(word, options)) tokens.add(token);
  return [...tokens];
}

/** Whether the dictionary is loaded in this process, and how long its load took (for the start log and the bench). */
export function morphologyStatus(): { loaded: boolean; loadMs: number | null } {
  const loaded = loadedDictionary();
  return { loaded: Boolean(loaded), loadMs: loaded ? loaded.loadMs : null };
}
