/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import type { TImportRecord } from "@/lib/server/imports/import-records";
import { kopecksOf } from "@/lib/shared/money";
import { readPriceList } from "@/lib/server/imports/price-list/read-price-list";

const site = {
  priceTypes: [
    { name: "Розничная", code: "retail" },
    { name: "Оптовая", code: "wholesale" },
  ],
  warehouses: [{ name: "Москва" }, { name: "Санкт-Петербург" }],
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "price-list-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function read(file: string): Promise<TImportRecord[]> {
  const records: TImportRecord[] = [];
  for await (const record of readPriceList(file, site)) records.push(record);
  return records;
}

function writeCsv(name: string, text: string, encoding = "utf-8"): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, iconv.encode(text, encoding));
  return file;
}

async function writeXlsx(name: string, rows: unknown[][]): Promise<string> {
  const file = path.join(dir, name);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Прайс");
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet("Примечания").addRow(["Артикул", "Цена"]).commit();
  await workbook.xlsx.writeFile(file);
  return file;
}

describe("readPriceList: an xlsx/csv price list as price rows", () => {
  it("reads money as sellers type it, in kopecks", () => {
    expect(kopecksOf("1 234,50")).toBe(123450);
    expect(kopecksOf("1234.50")).toBe(123450);
    expect(kopecksOf("1\u00a0234,5 ₽")).toBe(123450);
    expect(kopecksOf("1,234.50")).toBe(123450);
    expect(kopecksOf("1.005")).toBe(101);
    expect(kopecksOf(99.99)).toBe(9999);
    for (const bad of ["", "abc", "-5", "12,3,4", "1.2.3"]) expect(kopecksOf(bad)).toBeNull();
  });

  it("finds the header under a title and maps an xlsx's columns by it (case and spaces ignored): article, name, price by type name, code or «Цена …», stock by warehouse", async () => {
    const file = await writeXlsx("price.xlsx", [
      ["Прайс-лист на 01.09"],
      [],
      [" артикул ", "Наименование", "ЦЕНА  Розничная", "wholesale", "Остаток Москва", "Санкт-Петербург", "Комментарий"],
      ["КВ-001", "Кабель ВВГ 3х2,5", 1234.5, "1 100,00", 12, "0"],
      ["КВ-002", null, "99", null, null, 5],
      [{ richText: [{ text: "КВ-" }, { text: "003" }] }, "Формула", { formula: "2*50", result: 100 }],
    ]);
    const records = await read(file);
    expect(records).toEqual([
      { kind: "skip", where: "price.xlsx:3", reason: "столбцы не распознаны и не загружаются: «Комментарий»" },
      {
        kind: "price-row",
        where: "price.xlsx:4",
        article: "КВ-001",
        name: "Кабель ВВГ 3х2,5",
        prices: [
          { priceTypeName: "Розничная", price: 123450 },
          { priceTypeName: "Оптовая", price: 110000 },
        ],
        stocks: [
          { warehouseName: "Москва", quantity: 12 },
          { warehouseName: "Санкт-Петербург", quantity: 0 },
        ],
      },
      // Empty cells change nothing: only what the line fills.
      { kind: "price-row", where: "price.xlsx:5", article: "КВ-002", prices: [{ priceTypeName: "Розничная", price: 9900 }], stocks: [{ warehouseName: "Санкт-Петербург", quantity: 5 }] },
      { kind: "price-row", where: "price.xlsx:6", article: "КВ-003", name: "Формула", prices: [{ priceTypeName: "Розничная", price: 10000 }], stocks: [] },
    ]);
  });

  it("reads a UTF-8 csv with `;` and a BOM, skipping a line whose number is bad (with the line and reason) and one without an article", async () => {
    const file = writeCsv("price.csv", '\ufeffАртикул;Наименование;Цена Оптовая;Склад Москва\r\nA-1;"Лампа; 9 Вт ""тёплая""";1 234,50;7\r\nA-2;Розетка;двенадцать;3\r\n;Без артикула;10;1\r\nA-3;Удлинитель;;-2\r\n');
    const records = await read(file);
    expect(records).toEqual([
      { kind: "price-row", where: "price.csv:2", article: "A-1", name: 'Лампа; 9 Вт "тёплая"', prices: [{ priceTypeName: "Оптовая", price: 123450 }], stocks: [{ warehouseName: "Москва", quantity: 7 }] },
      { kind: "skip", where: "price.csv:3", reason: "артикул A-2: цена «Оптовая» «двенадцать» не число — строка пропущена" },
      { kind: "skip", where: "price.csv:4", reason: "нет артикула" },
      { kind: "skip", where: "price.csv:5", reason: "артикул A-3: остаток «Москва» «-2» не целое число ≥ 0 — строка пропущена" },
    ]);
  });

  it("reads a windows-1251 csv with `,` and quoted values", async () => {
    const file = writeCsv("cp1251.csv", 'Артикул,Наименование,Розничная\n"Б-1","Болт М6, оцинк.","1234.50"\n', "windows-1251");
    expect(await read(file)).toEqual([
      { kind: "price-row", where: "cp1251.csv:2", article: "Б-1", name: "Болт М6, оцинк.", prices: [{ priceTypeName: "Розничная", price: 123450 }], stocks: [] },
    ]);
  });

  it("refuses a file without an «Артикул» column, naming the headers it found", async () => {
    await expect(read(writeCsv("no-article.csv", "Код;Цена\nA;1\n"))).rejects.toThrow("Файл no-article.csv: нет столбца «Артикул»; найдены столбцы: «Код», «Цена»");
    await expect(read(await writeXlsx("no-article.xlsx", [["Наименование", "Розничная"]]))).rejects.toThrow("найдены столбцы: «Наименование», «Розничная»");
    await expect(read(writeCsv("price.ods", "x"))).rejects.toThrow(".xlsx или .csv");
  });
});
