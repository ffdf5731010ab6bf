import "server-only";
import fs from "node:fs";
import path from "node:path";
import { requirePackage } from "./require-package";

// Az.js (npm "az", MIT) with the OpenCorpora dictionaries it ships (CC BY-SA): the analyser of pymorphy2
// ported to JavaScript. docs/adr/0019-dictionary-morphology.md says why this one.

/** One dictionary analysis of a word form (the part of Az.js's DictionaryParse we use). */
export type TAzParse = {
  word: string;
  parser: string;
  formCnt: number;
  tag: { POS?: string; Abbr?: boolean; Name?: boolean; Surn?: boolean; Patr?: boolean; Geox?: boolean; Orgn?: boolean; Trad?: boolean; Init?: boolean };
  normalize(keepPos?: boolean): TAzParse | false;
  inflect(formIdx: number): TAzParse | false;
};

type TAzMorph = {
  (word: string, config?: Record<string, unknown>): TAzParse[];
  init(dir: string, callback: (err: Error | null) => void): void;
};

type TAz = {
  load(url: string, responseType: string, callback: (err: Error | null, data?: unknown) => void): void;
  Morph: TAzMorph;
};

export type TDictionary = {
  /** The dictionary's analyses of a lowercase word (no guessing of unknown words, no typo correction). */
  parse(word: string): TAzParse[];
  /** Where the dictionary files were read from (inside the npm package: nothing is downloaded). */
  dir: string;
  /** Milliseconds the load took in this process. */
  loadMs: number;
};

// Only the dictionary's own words: Az.js would otherwise guess a lemma for any unknown word by its suffix
// (a brand such as «Сонлекс» would get one), and those guesses belong to the stemmer's fallback.
const DICTIONARY_ONLY = { parsers: ["Dictionary"], typos: 0, stutter: 0, ignoreCase: false, replacements: { е: "ё" } };

const globalForMorphology = globalThis as unknown as { __b2bMorphology?: TDictionary };

/** The dictionary if this process has loaded it (nothing is loaded by asking). */
export function loadedDictionary(): TDictionary | undefined {
  return globalForMorphology.__b2bMorphology;
}

/** Reads one of Az.js's files as its loader would hand it over (parsed JSON, or the file's own bytes). */
function readAzFile(url: string, responseType: string): unknown {
  if (responseType === "json") return JSON.parse(fs.readFileSync(url, "utf8"));
  if (responseType !== "arraybuffer") throw new Error(`az: unknown response type ${responseType}`);
  const bytes = fs.readFileSync(url);
  // A copy of exactly the file's bytes: a Buffer may be a view into a larger shared pool.
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * Loads Az.js and its dictionaries once per process (≈ 11 MB of files read from the package folder, no
 * network). Az.js reads its files with fs.readFile and counts them down in callbacks; its loader is
 * replaced by one that queues each read, and the queue is run right after init has asked for every
 * file — so the whole load finishes inside this call (callers stay synchronous) and init's count of
 * files still pending is right (a read answered at once would finish it after the first file).
 */
export function loadDictionary(): TDictionary {
  const cached = globalForMorphology.__b2bMorphology;
  if (cached) return cached;
  const started = performance.now();
  const { module: az, dir } = requirePackage<TAz>("az");
  const reads: (() => void)[] = [];
  az.load = (url, responseType, callback) => {
    reads.push(() => {
      let data: unknown;
      try {
        data = readAzFile(url, responseType);
      } catch (error) {
        callback(error as Error);
        return;
      }
      callback(null, data);
    });
  };
  let failure: Error | null | undefined;
  az.Morph.init(path.join(dir, "dicts"), (err) => {
    failure ??= err;
  });
  for (let read = reads.shift(); read; read = reads.shift()) read();
  if (failure === undefined) throw new Error("az: the dictionaries did not load");
  if (failure) throw failure;
  const dictionary: TDictionary = {
    parse: (word) => az.Morph(word, DICTIONARY_ONLY),
    dir: path.join(dir, "dicts"),
    loadMs: performance.now() - started,
  };
  globalForMorphology.__b2bMorphology = dictionary;
  return dictionary;
}
