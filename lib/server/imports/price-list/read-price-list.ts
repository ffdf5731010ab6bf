import "server-only";
import path from "node:path";
import { AppError } from "@/lib/server/http/app-error";
import type { TImportRecord, TPriceListRecord } from "@/lib/server/imports/import-records";
import { kopecksOf } from "@/lib/shared/money";
import { csvRows, xlsxRows, type TCell, type TRow } from "@/lib/server/imports/spreadsheet-rows";

/** What a price list's columns are matched against: the site's price types and warehouses. */
export type TPriceListSite = { priceTypes: { name: string; code: string }[]; warehouses: { name: string }[] };


type TColumn = { kind: "article" } | { kind: "name" } | { kind: "price"; priceTypeName: string } | { kind: "stock"; warehouseName: string };

/** A header as it is compared: case, spaces and ё/е ignored («Цена  Опт» = «ценаопт»). */
const normalize = (text: string) => text.toLowerCase().replace(/ё/g, "е").replace(/[\s\u00a0]+/g, "");

/** A stock quantity: a whole number ≥ 0 ("12", "1 200", "12,0"); null for anything else. */
export function parsePriceListQuantity(value: TCell): number | null {
  const text = typeof value === "number" ? String(value) : (value ?? "").replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.0*)?$/.test(text)) return null;
  return Number(text);
}

/** The column each header names, by the site's price types (name or code, «Цена …») and warehouses (name, «Остаток …», «Склад …»). */
function columnsOf(headers: TCell[], site: TPriceListSite): { columns: (TColumn | null)[]; unknown: string[] } {
  const byHeader = new Map<string, TColumn>([
    ["артикул", { kind: "article" }],
    ["наименование", { kind: "name" }],
  ]);
  for (const type of site.priceTypes) {
    const column: TColumn = { kind: "price", priceTypeName: type.name };
    for (const key of [type.name, type.code].filter(Boolean).map(normalize)) {
      byHeader.set(key, column);
      byHeader.set(`цена${key}`, column);
    }
  }
  for (const warehouse of site.warehouses) {
    const key = normalize(warehouse.name);
    const column: TColumn = { kind: "stock", warehouseName: warehouse.name };
    for (const header of [key, `остаток${key}`, `склад${key}`]) byHeader.set(header, column);
  }
  const unknown: string[] = [];
  const columns = headers.map((header) => {
    const text = String(header ?? "").trim();
    if (!text) return null;
    const column = byHeader.get(normalize(text));
    if (!column) unknown.push(text);
    return column ?? null;
  });
  return { columns, unknown };
}

/** The header is the first row with an «Артикул» cell among this many non-empty rows (a title may sit above it). */
const HEADER_SEARCH_ROWS = 10;

const isBlank = (cell: TCell) => cell === null || (typeof cell === "string" && cell.trim() === "");

/**
 * Turns the rows of a price list into records: the first row with «Артикул» is the header; every line after
 * it is a `price-row` of the prices and stocks it fills (an empty cell changes nothing). A line with a
 * value that is not a number is skipped whole, with the line and the reason, so a line is never half
 * applied; a line without an article likewise.
 */
async function* recordsOfRows(rows: AsyncIterable<TRow>, fileName: string, site: TPriceListSite): AsyncGenerator<TImportRecord> {
  let columns: (TColumn | null)[] | null = null;
  let articleAt = -1;
  let firstRow: TCell[] | null = null;
  let rowsBeforeHeader = 0;
  for await (const row of rows) {
    if (row.cells.every(isBlank)) continue;
    const where = `${fileName}:${row.line}`;
    if (!columns) {
      firstRow ??= row.cells;
      const mapped = columnsOf(row.cells, site);
      articleAt = mapped.columns.findIndex((c) => c?.kind === "article");
      if (articleAt < 0) {
        if (++rowsBeforeHeader < HEADER_SEARCH_ROWS) continue;
        break;
      }
      columns = mapped.columns;
      if (mapped.unknown.length) yield { kind: "skip", where, reason: `столбцы не распознаны и не загружаются: ${mapped.unknown.map((h) => `«${h}»`).join(", ")}` };
      continue;
    }
    const article = String(row.cells[articleAt] ?? "").trim();
    if (!article) {
      yield { kind: "skip", where, reason: "нет артикула" };
      continue;
    }
    const record: TPriceListRecord = { kind: "price-row", where, article, prices: [], stocks: [] };
    const bad: string[] = [];
    columns.forEach((column, i) => {
      const cell = row.cells[i] ?? null;
      if (!column || column.kind === "article" || isBlank(cell)) return;
      if (column.kind === "name") record.name = String(cell).trim();
      else if (column.kind === "price") {
        const price = kopecksOf(cell);
        if (price === null) bad.push(`цена «${column.priceTypeName}» «${cell}» не число`);
        else record.prices.push({ priceTypeName: column.priceTypeName, price });
      } else {
        const quantity = parsePriceListQuantity(cell);
        if (quantity === null) bad.push(`остаток «${column.warehouseName}» «${cell}» не целое число ≥ 0`);
        else record.stocks.push({ warehouseName: column.warehouseName, quantity });
      }
    });
    if (bad.length) yield { kind: "skip", where, reason: `артикул ${article}: ${bad.join("; ")} — строка пропущена` };
    else yield record;
  }
  if (!firstRow) throw new AppError("UNPROCESSABLE", `Файл ${fileName}: пустой — нет ни одной строки`);
  if (!columns) {
    const found = firstRow.filter((c) => !isBlank(c)).map((c) => `«${String(c).trim()}»`);
    throw new AppError("UNPROCESSABLE", `Файл ${fileName}: нет столбца «Артикул»; найдены столбцы: ${found.join(", ")}`);
  }
}

/**
 * Reads a seller's price list (.xlsx, or .csv in UTF-8 or windows-1251 with `;`, `,` or tab between
 * values) as `price-row` records: by article, the name, a price per price type and a stock per
 * warehouse, the columns found by their headers. A file without an «Артикул» column is refused.
 */
export async function* readPriceList(file: string, site: TPriceListSite): AsyncGenerator<TImportRecord> {
  const fileName = path.basename(file);
  const extension = path.extname(file).toLowerCase();
  if (extension === ".xlsx") yield* recordsOfRows(xlsxRows(file), fileName, site);
  else if (extension === ".csv" || extension === ".txt") yield* recordsOfRows(csvRows(file), fileName, site);
  else throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Файл ${fileName}: прайс-лист принимается в формате .xlsx или .csv`);
}
