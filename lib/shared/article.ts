// Cyrillic letters that look like Latin ones are folded to Latin, so "ВА47-29" and "BA 47 29" meet.
const LOOKALIKES: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x",
};

const DIGIT = /[0-9]/;

/**
 * Folds a product code for comparison: lower case, no separators, look-alike letters unified. A comma
 * or dot between two digits is a decimal separator, part of the number: it is kept (as "."), so
 * "3х2,5" and "3x2.5" meet while "3х2,5" and "3х25" stay apart (the SQL twin is search_fold_code).
 */
export function normalizeArticle(value: string): string {
  const text = value.toLowerCase();
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch === "," || ch === ".") && DIGIT.test(text[i - 1] ?? "") && DIGIT.test(text[i + 1] ?? "")) out += ".";
    else if (/[\s.\-/\\_,()]/.test(ch)) continue;
    else out += LOOKALIKES[ch] ?? ch;
  }
  return out;
}
