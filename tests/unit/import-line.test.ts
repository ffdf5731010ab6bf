import { parseImportLine, splitImportText, type TImportLine } from "@/lib/shared/import-line";

// [pasted line, code-or-name, quantity, unit]: lines the way buyers paste them from estimates, mails and Excel.
const items: [string, string, number, string | null][] = [
  ["ВА47-29 10", "ВА47-29", 10, null],
  ["BA 47 29 10", "BA 47 29", 10, null],
  ["ВА47-29\t10", "ВА47-29", 10, null],
  ["ВА47-29;10", "ВА47-29", 10, null],
  ["ВА47-29; 10 шт", "ВА47-29", 10, "шт"],
  ["ВА47-29, 10", "ВА47-29", 10, null],
  ["ВА47-29 x10", "ВА47-29", 10, null],
  ["ВА47-29 х 10", "ВА47-29", 10, null],
  ["ВА47-29 *10", "ВА47-29", 10, null],
  ["ВА47-29 10x", "ВА47-29", 10, null],
  ["ВА47-29 10 шт.", "ВА47-29", 10, "шт"],
  ["ВА47-29 10шт", "ВА47-29", 10, "шт"],
  ["ВА47-29 10 ШТ", "ВА47-29", 10, "шт"],
  ["ВА47-29 10 штук", "ВА47-29", 10, "шт"],
  ["ВВГнг 3х2,5 — 150м", "ВВГнг 3х2,5", 150, "м"],
  ["ВВГнг-LS 3х2,5 150 м", "ВВГнг-LS 3х2,5", 150, "м"],
  ["Кабель ВВГнг(А)-LS 3х1,5 ок(N)-0,66 кВ 200м", "Кабель ВВГнг(А)-LS 3х1,5 ок(N)-0,66 кВ", 200, "м"],
  ["ВВГнг 3х2,5 - 12,5 м", "ВВГнг 3х2,5", 12.5, "м"],
  ["Кабель NYM 3x2.5 100 м.", "Кабель NYM 3x2.5", 100, "м"],
  ["Провод ПуГВ 1х1,5 2 бухты", "Провод ПуГВ 1х1,5", 2, "бухта"],
  ["Гофра ПВХ 20мм 2 уп", "Гофра ПВХ 20мм", 2, "упак"],
  ["Дюбель-хомут 5-10 3 упак.", "Дюбель-хомут 5-10", 3, "упак"],
  ["Изолента ПВХ 19мм 10 рул", "Изолента ПВХ 19мм", 10, "рул"],
  ["Автоматический выключатель ВА47-29 1P C16 4,5кА 24", "Автоматический выключатель ВА47-29 1P C16 4,5кА", 24, null],
  ["Розетка Legrand Valena 774420\t5\tшт", "Розетка Legrand Valena 774420", 5, "шт"],
  ["MVA20-1-016-C;  6 ; шт.", "MVA20-1-016-C", 6, "шт"],
  ["  \"ВА47-29\" ;  10  ", "ВА47-29", 10, null],
  ["10 шт ВА47-29", "ВА47-29", 10, "шт"],
  ["10x ВА47-29", "ВА47-29", 10, null],
  ["150 м ВВГнг 3х2,5", "ВВГнг 3х2,5", 150, "м"],
  ["Щиток ЩРН-12з 1", "Щиток ЩРН-12з", 1, null],
  ["УЗО АД12 2P 25А 30мА = 4", "УЗО АД12 2P 25А 30мА", 4, null],
  ["Лента монтажная ЛМ-20: 7 м", "Лента монтажная ЛМ-20", 7, "м"],
  ["кабель-канал 16х16 — 2,5 м", "кабель-канал 16х16", 2.5, "м"],
  ["Труба гофр. d16 50м", "Труба гофр. d16", 50, "м"],
  ["Клемма WAGO 221-413 100 pcs", "Клемма WAGO 221-413", 100, "шт"],
  ["Кабель UTP 4PR 24AWG cat5e 305 m", "Кабель UTP 4PR 24AWG cat5e", 305, "м"],
  ["Саморез 4,2х16 0,5 кг", "Саморез 4,2х16", 0.5, "кг"],
  ["ЩРН-П-12 IP41\t\t3", "ЩРН-П-12 IP41", 3, null],
  ["ВА47-29 —10", "ВА47-29", 10, null],
];

// [pasted line, error]: what must be refused with a reason, the rest of the list going on.
const errors: [string, string][] = [
  ["ВА47-29 0", "zero"],
  ["ВА47-29 0 шт", "zero"],
  ["ВА47-29 -5", "negative"],
  ["ВА47-29;-2", "negative"],
  ["ВА47-29 2,5 шт", "fractionalPieces"],
  ["ВА47-29\t1.5\tшт", "fractionalPieces"],
  ["ВА47-29 десять", "notNumber"],
  ["ВА47-29;10 шт 5м", "notNumber"],
  ["ВА47-29", "missingQuantity"],
  ["ВВГнг 3х2,5", "missingQuantity"],
  ["Итого:", "missingQuantity"],
  ["-----------", "junk"],
  ["*** ;;; ***", "junk"],
  ["ВА47-29 5000000", "tooLarge"],
];

describe("parseImportLine", () => {
  it.each(items)("reads «%s»", (line, text, quantity, unit) => {
    expect(parseImportLine(line)).toMatchObject({ kind: "item", text, quantity, unit });
  });

  it.each(errors)("refuses «%s» (%s)", (line, error) => {
    expect(parseImportLine(line)).toMatchObject({ kind: "error", error });
  });

  it("has at least 40 real-looking lines in its table", () => {
    expect(items.length + errors.length).toBeGreaterThanOrEqual(40);
  });

  it("keeps «3х2,5» in the name and never reads it as a quantity", () => {
    const line = parseImportLine("ВВГнг 3х2,5 — 150м") as Extract<TImportLine, { kind: "item" }>;
    expect(line.text).toContain("3х2,5");
    expect(line.quantity).toBe(150);
  });

  it("keeps a name beside a code in a spreadsheet row as the alternative to look for", () => {
    expect(parseImportLine("ВА47-29\tАвтоматический выключатель 1P C16\t12")).toMatchObject({
      kind: "item",
      text: "ВА47-29",
      alternative: "Автоматический выключатель 1P C16",
      quantity: 12,
    });
  });

  it("takes empty and blank lines as empty, not as errors", () => {
    expect(parseImportLine("")).toEqual({ kind: "empty" });
    expect(parseImportLine(" \t \u00a0")).toEqual({ kind: "empty" });
  });
});

describe("splitImportText", () => {
  it("splits by any line ending and drops trailing blank lines only", () => {
    expect(splitImportText("a 1\r\n\r\nb 2\rc 3\n\n\n")).toEqual(["a 1", "", "b 2", "c 3"]);
  });
});
