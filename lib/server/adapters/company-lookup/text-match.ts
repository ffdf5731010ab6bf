import "server-only";

/** Lower case, ё → е, quotes and punctuation to spaces: «Ромашка», "РОМАШКА" and ромашка compare equal. */
export function normalizeText(value: string): string {
  return value
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[«»"'„“”`]/g, " ")
    .replace(/[\s,.;:()№/\\-]+/g, " ")
    .trim();
}

export function tokensOf(value: string): string[] {
  const text = normalizeText(value);
  return text ? text.split(" ") : [];
}

/** Every word of the query starts some word of the text (order free), as a suggestion box expects. */
export function matchesAllWords(queryTokens: string[], textTokens: string[]): boolean {
  return queryTokens.every((q) => textTokens.some((t) => t.startsWith(q)));
}

/** How many query words equal a whole word of the text: full words rank above prefixes. */
export function exactWordCount(queryTokens: string[], textTokens: string[]): number {
  return queryTokens.filter((q) => textTokens.includes(q)).length;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
