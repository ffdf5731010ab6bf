// Cyrillic letters that look like Latin ones are folded to Latin, so "ВА47-29" and "BA 47 29" meet.
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
};

/** Folds a product code for comparison: lower case, no separators, look-alike letters unified. */
export function normalizeArticle(value: string): string {
  let out = "";
  for (const ch of value.toLowerCase()) {
    if (/[\s.\-/\\_,()]/.test(ch)) continue;
    out += LOOKALIKES[ch] ?? ch;
  }
  return out;
}
