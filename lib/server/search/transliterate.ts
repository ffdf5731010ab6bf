import "server-only";

// Longest first: "shch" before "sh" before "s". Common Russian practice (passport, GOST 7.79 B, and
// what people type: "kabel", "avtomat", "schetchik", "vyklyuchatel").
const PAIRS: readonly (readonly [string, string])[] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["yo", "ё"],
  ["jo", "ё"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["ye", "е"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["iy", "ий"],
  ["yy", "ый"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "й"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "ы"],
  ["z", "з"],
  ["'", "ь"],
];

/** "kabel" → "кабел", "vyklyuchatel" → "выключател": Latin transliteration of Russian back to Cyrillic. */
export function transliterateToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = "";
  let i = 0;
  outer: while (i < lower.length) {
    for (const [latin, cyrillic] of PAIRS) {
      if (lower.startsWith(latin, i)) {
        out += cyrillic;
        i += latin.length;
        continue outer;
      }
    }
    out += lower[i];
    i += 1;
  }
  return out;
}
