import "server-only";

// The same keys on the Russian ЙЦУКЕН and the Latin QWERTY layout, lower and upper case.
const LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./~QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>?";
const CYRILLIC = "ёйцукенгшщзхъфывапролджэячсмитьбю.ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,";

const toCyrillic = new Map<string, string>();
const toLatin = new Map<string, string>();
for (let i = 0; i < LATIN.length; i++) {
  toCyrillic.set(LATIN[i], CYRILLIC[i]);
  // "." and "," sit on different keys in the two layouts; only letters go back to Latin.
  if (/[а-яё]/i.test(CYRILLIC[i])) toLatin.set(CYRILLIC[i], LATIN[i]);
}

/** "rf,tkm" → "кабель": text typed with the Latin layout on while meaning Russian. */
export function latinLayoutToCyrillic(text: string): string {
  let out = "";
  for (const ch of text) out += toCyrillic.get(ch) ?? ch;
  return out;
}

/** "дупкфтв" → "legrand": text typed with the Russian layout on while meaning Latin. */
export function cyrillicLayoutToLatin(text: string): string {
  let out = "";
  for (const ch of text) out += toLatin.get(ch) ?? ch;
  return out;
}
