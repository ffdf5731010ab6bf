import "server-only";
import { requirePackage } from "./require-package";
import { russianStopWords } from "./stop-words";

// Snowball stemmers in JavaScript (npm "snowball-stemmers", ISC): the algorithms PostgreSQL's `russian`
// configuration runs — russian_stem for Cyrillic words, english_stem for Latin ones — while numbers and
// words with digits are kept whole (its `simple` dictionary). tests/api/morphology-stems.test.ts compares
// them with PostgreSQL over the demo catalogue's words.

type TStemmerObject = { stem(word: string): string };
type TSnowball = { newStemmer(language: string): TStemmerObject };

type TStemmers = { russian: TStemmerObject; english: TStemmerObject };
const globalForSnowball = globalThis as unknown as { __b2bSnowball?: TStemmers };

function stemmers(): TStemmers {
  if (globalForSnowball.__b2bSnowball) return globalForSnowball.__b2bSnowball;
  const { module: snowball } = requirePackage<TSnowball>("snowball-stemmers");
  globalForSnowball.__b2bSnowball = { russian: snowball.newStemmer("russian"), english: snowball.newStemmer("english") };
  return globalForSnowball.__b2bSnowball;
}

// PostgreSQL's english.stop: the `russian` configuration drops these Latin words.
const englishStopWords: ReadonlySet<string> = new Set(
  "i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now".split(" "),
);

/** The lexeme PostgreSQL's `russian` configuration makes of one folded word (letters and digits only); "" for a stop word. */
export function snowballStem(word: string): string {
  if (/\d/.test(word)) return word;
  if (/^[a-z]+$/.test(word)) return englishStopWords.has(word) ? "" : stemmers().english.stem(word);
  return russianStopWords.has(word) ? "" : stemmers().russian.stem(word);
}
