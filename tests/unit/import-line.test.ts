import { parseImportLine, splitImportText, type TImportLine } from "@/lib/shared/import-line";
import { importLineTable } from "../helpers/import-line-table";

const items = importLineTable.map((row) => [row.line, row.text, row.quantity, row.unit] as const);

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
  ["ВА47-29 1 200,5 шт", "fractionalPieces"],
  ["ВА47-29 2 000 000", "tooLarge"],
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

  it("reads «1 200» as one thousand two hundred, never as «1» in the name and 200", () => {
    expect(parseImportLine("Кабель ВВГ 1 200 м")).toMatchObject({ kind: "item", text: "Кабель ВВГ", quantity: 1200, unit: "м" });
    expect(parseImportLine("Кабель ВВГ 1 200,5")).toMatchObject({ kind: "item", text: "Кабель ВВГ", quantity: 1200.5 });
    // Not a thousands group: four digits after the space, or a name's own number before a plain quantity.
    expect(parseImportLine("Кабель ВВГ 1 2000")).toMatchObject({ kind: "item", text: "Кабель ВВГ 1", quantity: 2000 });
    expect(parseImportLine("Розетка 2 10")).toMatchObject({ kind: "item", text: "Розетка 2", quantity: 10 });
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
