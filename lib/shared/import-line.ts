/**
 * The line parser of the specification import wizard (spec §5 "Import by text"): one pasted line →
 * what to look for and how many. Shared: the wizard previews lines in the browser as the server reads them.
 */

/** Why a line cannot be imported; the wizard shows the message `specImport.lineErrors.{code}`. */
export type TImportLineError = "junk" | "missingQuantity" | "notNumber" | "zero" | "negative" | "fractionalPieces" | "tooLarge";

export type TImportLine =
  | { kind: "empty" }
  | { kind: "error"; error: TImportLineError; text: string }
  | {
      kind: "item";
      /** The code or name to look for. */
      text: string;
      /** Another cell of the same row (a name beside a code): looked for when `text` finds nothing. */
      alternative: string | null;
      quantity: number;
      /** The unit as written, normalised («шт.» → «шт»), or null. */
      unit: string | null;
    };

/** The most a line may order: more is a typo (a code pasted into the quantity), not an order. */
export const MAX_LINE_QUANTITY = 1_000_000;

// Units written after (or before) the number, most specific first so «мм» is not read as «м».
const UNITS: [RegExp, string][] = [
  [/^(шт|штук[аи]?|штука|pcs|pc)$/i, "шт"],
  [/^(мм)$/i, "мм"],
  [/^(см)$/i, "см"],
  [/^(км)$/i, "км"],
  [/^(м2|м²|кв\.?м)$/i, "м²"],
  [/^(м3|м³|куб\.?м)$/i, "м³"],
  [/^(м|метр|метра|метров|m)$/i, "м"],
  [/^(кг|kg)$/i, "кг"],
  [/^(г|гр)$/i, "г"],
  [/^(т|тн)$/i, "т"],
  [/^(л)$/i, "л"],
  [/^(уп|упак|упаковк[аи]|упаковок)$/i, "упак"],
  [/^(компл|комплект|комплекта|комплектов|к-т|кт)$/i, "компл"],
  [/^(пар|пара|пары)$/i, "пара"],
  [/^(рул|рулон|рулона|рулонов)$/i, "рул"],
  [/^(бухт|бухта|бухты)$/i, "бухта"],
];

const UNIT_WORD = "(?:шт|штук[аи]?|штука|pcs|pc|мм|см|км|м2|м²|кв\\.?м|м3|м³|куб\\.?м|м|метр|метра|метров|m|кг|kg|гр|г|тн|т|л|уп|упак|упаковк[аи]|упаковок|компл|комплекта?|комплектов|к-т|кт|пар[аы]?|рул|рулона?|рулонов|бухт[аы]?)";
const NUMBER = "[+-]?\\d+(?:[.,]\\d+)?";
// «1 200», «12 500,5», «1 000 000»: groups of three digits after a space, as Russian texts write thousands.
// Tried before a plain number, so «Кабель ВВГ 1 200 м» is 1200 metres of «Кабель ВВГ», not 200 of «Кабель ВВГ 1».
const SPACED_NUMBER = "\\d{1,3}(?: \\d{3})+(?:[.,]\\d+)?";
const QUANTITY = `${SPACED_NUMBER}|${NUMBER}`;
const TIMES = "[xх×*]";

// The quantity at the end: a separator (space, tab, «;», «,», a spaced dash, «=», «:») before it — never a
// letter, digit or dash, so «3х2,5» and «ВА47-29» keep their numbers; a comma between digits is a decimal one — an optional «x» before or after it, a unit.
const TRAILING = new RegExp(
  `^(.*?)(?:\\s*[;=:]\\s*|(?<!\\d)\\s*,\\s*|,\\s+|\\s*[—–]\\s*|\\s+-\\s+|\\s+)(?:${TIMES}\\s*)?(${QUANTITY})\\s*(${UNIT_WORD})?\\.?\\s*(?:${TIMES})?$`,
  "iu",
);
// The quantity first, marked by a unit or an «x» so a bare leading number stays part of a code: «10 шт ВА47-29», «10x ВА47-29».
const LEADING = new RegExp(`^(${QUANTITY})\\s*(?:(${UNIT_WORD})\\.?|${TIMES})\\s*[-—–:]?\\s+(.+)$`, "iu");
const HAS_SIGN = /[\p{L}\p{N}]/u;
const IS_NUMBER = new RegExp(`^${NUMBER}$`);
const NUMBER_WITH_UNIT = new RegExp(`^(?:${TIMES}\\s*)?(${NUMBER})\\s*(${UNIT_WORD})?\\.?\\s*(?:${TIMES})?$`, "iu");

function unitOf(written: string | undefined): string | null {
  if (!written) return null;
  const word = written.replace(/\.$/, "");
  return UNITS.find(([re]) => re.test(word))?.[1] ?? word.toLowerCase();
}

/** Trims the separators a spreadsheet or a hand-typed list leaves around a name: «ВА47-29 —», «"Кабель"». */
function cleanText(text: string): string {
  return text
    .replace(/^[\s"'«»\-—–:;,.*]+|[\s"'«»\-—–:;,*]+$/gu, "")
    .replace(/\s+/g, " ");
}

function item(text: string, alternative: string | null, rawNumber: string, unitWritten: string | undefined): TImportLine {
  const clean = cleanText(text);
  if (!HAS_SIGN.test(clean)) return { kind: "error", error: "junk", text: clean };
  const quantity = Number(rawNumber.replace(/ /g, "").replace(",", "."));
  const unit = unitOf(unitWritten);
  if (quantity === 0) return { kind: "error", error: "zero", text: clean };
  if (quantity < 0) return { kind: "error", error: "negative", text: clean };
  if (quantity > MAX_LINE_QUANTITY) return { kind: "error", error: "tooLarge", text: clean };
  if (unit === "шт" && !Number.isInteger(quantity)) return { kind: "error", error: "fractionalPieces", text: clean };
  return { kind: "item", text: clean, alternative, quantity, unit };
}

/** A row split into cells (tab or «;»): the code or name is the first cell, the quantity the last numeric one. */
function parseCells(cells: string[]): TImportLine {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  // A unit in a cell of its own after the quantity: «ВА47-29 | 10 | шт».
  let unitCell: string | undefined;
  const last = filled[filled.length - 1] ?? "";
  if (filled.length > 2 && new RegExp(`^${UNIT_WORD}\\.?$`, "iu").test(last) && IS_NUMBER.test(filled[filled.length - 2].replace(/\s/g, ""))) {
    unitCell = filled.pop();
  }
  if (filled.length < 2) return parseSpaced(filled[0] ?? "");
  const quantityCell = filled[filled.length - 1];
  const names = filled.slice(0, -1);
  const number = NUMBER_WITH_UNIT.exec(quantityCell.replace(/(\d)[\s\u00a0](?=\d{3}\b)/g, "$1"));
  if (!number) {
    const text = cleanText(names.join(" "));
    // A trailing cell without any digit is a name, not a quantity («Код | Наименование»).
    if (!/\d/.test(quantityCell)) return HAS_SIGN.test(text) ? { kind: "error", error: "missingQuantity", text: cleanText(filled.join(" ")) } : { kind: "error", error: "junk", text };
    return { kind: "error", error: "notNumber", text };
  }
  const alternative = names.length > 1 ? cleanText(names.slice(1).join(" ")) || null : null;
  return item(names[0], alternative, number[1], number[2] ?? unitCell);
}

function parseSpaced(line: string): TImportLine {
  const trailing = TRAILING.exec(line);
  if (trailing && HAS_SIGN.test(trailing[1])) return item(trailing[1], null, trailing[2], trailing[3]);
  const leading = LEADING.exec(line);
  if (leading) return item(leading[3], null, leading[1], leading[2]);
  const clean = cleanText(line);
  if (!HAS_SIGN.test(clean)) return { kind: "error", error: "junk", text: clean };
  // «ВА47-29 десять»: a word where the number should be.
  const lastWord = /\s(\S+)$/.exec(clean)?.[1];
  if (lastWord && /^(один|одна|две|два|три|четыре|пять|шесть|семь|восемь|девять|десять|сто|много|\?+)$/i.test(lastWord)) {
    return { kind: "error", error: "notNumber", text: clean };
  }
  return { kind: "error", error: "missingQuantity", text: clean };
}

/** Reads one pasted line: «ВА47-29 10», «ВВГнг 3х2,5 — 150м», «BA 47 29;10;шт», «10 шт ВА47-29». */
export function parseImportLine(raw: string): TImportLine {
  const line = raw.replace(/[\u00a0\u202f\ufeff]/g, " ").replace(/\r$/, "");
  if (!line.trim()) return { kind: "empty" };
  if (line.includes("\t")) return parseCells(line.split("\t"));
  if (line.includes(";")) return parseCells(line.split(";"));
  return parseSpaced(line.trim());
}

/** The lines of a pasted text (empty ones included: a line keeps its number for the messages). */
export function splitImportText(text: string): string[] {
  const lines = text.split(/\r?\n|\r/);
  while (lines.length > 0 && !lines[lines.length - 1].trim()) lines.pop();
  return lines;
}
