import "server-only";
import { normalizeArticle } from "@/lib/shared/article";

export type TKeywordToken = {
  /** The token as typed, lower case, ё → е, punctuation around it trimmed. */
  text: string;
  /** The token folded as a product code ("ва47-29" → "ba4729"). */
  code: string;
  /** Holds a digit or mixes Latin and Cyrillic letters: matched as a code by substring too. */
  isCode: boolean;
  /** Word parts for full-text search ("ва47-29" → ["ва47", "29"]). */
  parts: string[];
};

export type TParsedKeyword = {
  /** The whole keyword, lower case, ё → е, single spaces. */
  text: string;
  /** The whole keyword folded as one code ("BA 47 29" → "ba4729"). */
  code: string;
  tokens: TKeywordToken[];
};

const LATIN = /[a-z]/;
const CYRILLIC = /[а-я]/;
const DIGIT = /\d/;

/** Lower case, ё → е, spaces collapsed: how the index folds text (search_fold_text). */
export function foldText(value: string): string {
  return value.toLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ").trim();
}

/** Splits a keyword into tokens for full-text and code matching. */
export function parseKeyword(keyword: string): TParsedKeyword {
  const text = foldText(keyword);
  const tokens: TKeywordToken[] = [];
  for (const raw of text.split(" ")) {
    const token = raw.replace(/^[^a-zа-я0-9]+|[^a-zа-я0-9]+$/g, "");
    if (!token) continue;
    const parts = token.split(/[^a-zа-я0-9]+/).filter(Boolean);
    if (parts.length === 0) continue;
    const isCode = DIGIT.test(token) || (LATIN.test(token) && CYRILLIC.test(token));
    tokens.push({ text: token, code: normalizeArticle(token), isCode, parts });
  }
  return { text, code: normalizeArticle(text), tokens };
}

/** Which alphabet the letters of a keyword are in: decides which keyboard-layout retry makes sense. */
export function scriptOf(text: string): "latin" | "cyrillic" | "mixed" | "none" {
  const latin = LATIN.test(text.toLowerCase());
  const cyrillic = /[а-яё]/.test(text.toLowerCase());
  if (latin && cyrillic) return "mixed";
  if (latin) return "latin";
  if (cyrillic) return "cyrillic";
  return "none";
}
