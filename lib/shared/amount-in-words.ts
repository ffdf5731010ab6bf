/**
 * An amount of money in Russian words, as an invoice prints it under «Всего к оплате»: the roubles in
 * words, the kopecks in digits — «Сто двадцать три рубля 45 копеек». Integer kopecks in, no floats.
 */

type TForms = readonly [one: string, few: string, many: string];

const ones = {
  masculine: ["", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"],
  feminine: ["", "одна", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять"],
} as const;
const teens = ["десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"];
const tens = ["", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"];
const hundreds = ["", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"];

/** The scales above units, each with its grammatical gender and forms (тысяча is feminine). */
const scales: { gender: keyof typeof ones; forms: TForms }[] = [
  { gender: "feminine", forms: ["тысяча", "тысячи", "тысяч"] },
  { gender: "masculine", forms: ["миллион", "миллиона", "миллионов"] },
  { gender: "masculine", forms: ["миллиард", "миллиарда", "миллиардов"] },
  { gender: "masculine", forms: ["триллион", "триллиона", "триллионов"] },
];

const ROUBLES: TForms = ["рубль", "рубля", "рублей"];
const KOPECKS: TForms = ["копейка", "копейки", "копеек"];

const russianPlural = new Intl.PluralRules("ru");

/**
 * The form of a noun after a number by CLDR's Russian plural rules (the ones ICU messages use): 1, 21 →
 * one; 2–4, 22–24 → few; 0, 5–20, 11–14 → many.
 */
export function pluralForm(n: number, forms: TForms): string {
  const category = russianPlural.select(n);
  return category === "one" ? forms[0] : category === "few" ? forms[1] : forms[2];
}

/** 1–999 in words of the given gender. */
function triad(n: number, gender: keyof typeof ones): string[] {
  const words = [hundreds[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]);
  else words.push(tens[Math.floor(rest / 10)], ones[gender][rest % 10]);
  return words.filter(Boolean);
}

/** A whole number in words (masculine units): 0 → «ноль». */
export function numberInWords(value: number, gender: keyof typeof ones = "masculine"): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative integer: ${value}`);
  if (value === 0) return "ноль";
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  if (groups.length > scales.length + 1) throw new RangeError(`too large: ${value}`);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const group = groups[i];
    if (group === 0) continue;
    if (i === 0) words.push(...triad(group, gender));
    else {
      const scale = scales[i - 1];
      words.push(...triad(group, scale.gender), pluralForm(group, scale.forms));
    }
  }
  return words.join(" ");
}

/** Kopecks → «Сто двадцать три рубля 45 копеек» (capitalised; negative amounts get «минус»). */
export function amountInWords(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`not an integer amount: ${kopecks}`);
  const abs = Math.abs(kopecks);
  const roubles = Math.floor(abs / 100);
  const cents = abs % 100;
  const text = `${kopecks < 0 ? "минус " : ""}${numberInWords(roubles)} ${pluralForm(roubles, ROUBLES)} ${String(cents).padStart(2, "0")} ${pluralForm(cents, KOPECKS)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
