import "server-only";
import type { TExportTable } from "./export-table";

// The part of exceljs this file uses. exceljs is the stack's spreadsheet library (ARCHITECTURE.md);
// it is loaded at run time so the code builds before the package is installed.
type TRow = { font: { bold?: boolean } };
type TColumn = { numFmt: string; width: number };
type TWorksheet = {
  addRow: (values: (string | number)[]) => TRow;
  getColumn: (index: number) => TColumn;
  views: { state: "frozen"; ySplit: number }[];
};
type TWorkbook = { creator: string; addWorksheet: (name: string) => TWorksheet; xlsx: { writeBuffer: () => Promise<ArrayBuffer | Uint8Array> } };
type TExcelJs = { Workbook: new () => TWorkbook };

const MODULE = "exceljs";

/** exceljs when it is installed, else null (the caller answers 503 and offers CSV). */
async function loadExcelJs(): Promise<TExcelJs | null> {
  try {
    const mod = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ MODULE)) as Partial<TExcelJs> & { default?: TExcelJs };
    return mod.Workbook ? (mod as TExcelJs) : (mod.default ?? null);
  } catch {
    return null;
  }
}

const widths = [16, 14, 12, 28, 22, 14, 40, 30, 16, 48, 8, 12, 14, 14, 14];

/** One sheet of a workbook: label–value lines above the table (a document's heading), the table, column widths. */
export type TXlsxSheet = { name: string; heading?: [string, string][]; table: TExportTable; widths: number[] };

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook (case-insensitive). */
function sheetNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const base = raw.replace(/[:\\/?*[\]]/g, " ").replace(/^'+|'+$/g, "").trim().slice(0, 31) || "—";
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Export tables as an .xlsx workbook, a sheet each: the heading lines, then the bold header frozen under
 * them, money as numbers with two decimals. Null without exceljs.
 */
export async function writeXlsxSheets(sheets: TXlsxSheet[], { creator }: { creator: string }): Promise<Uint8Array | null> {
  const excel = await loadExcelJs();
  if (!excel) return null;
  const workbook = new excel.Workbook();
  workbook.creator = creator;
  const names = sheetNames(sheets.map((s) => s.name));
  sheets.forEach(({ heading = [], table, widths: columnWidths }, index) => {
    const sheet = workbook.addWorksheet(names[index]);
    for (const [label, value] of heading) sheet.addRow([label, value]);
    if (heading.length > 0) sheet.addRow([]);
    sheet.addRow(table.header).font = { bold: true };
    sheet.views = [{ state: "frozen", ySplit: heading.length > 0 ? heading.length + 2 : 1 }];
    for (const row of table.rows) {
      // A spreadsheet shows money as a number; the decimal string converts exactly to two places.
      sheet.addRow(row.map((cell) => ("text" in cell ? cell.text : "money" in cell ? Number(cell.money) : cell.count)));
    }
    columnWidths.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    for (const column of table.moneyColumns) sheet.getColumn(column + 1).numFmt = "#,##0.00";
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
}

/** The export table as an .xlsx sheet: bold frozen header, money as numbers with two decimals. Null without exceljs. */
export async function writeExportXlsx(table: TExportTable, { sheetName, creator }: { sheetName: string; creator: string }): Promise<Uint8Array | null> {
  return writeXlsxSheets([{ name: sheetName, table, widths }], { creator });
}
