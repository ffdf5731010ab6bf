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

/** The export table as an .xlsx sheet: bold frozen header, money as numbers with two decimals. Null without exceljs. */
export async function writeExportXlsx(table: TExportTable, { sheetName, creator }: { sheetName: string; creator: string }): Promise<Uint8Array | null> {
  const excel = await loadExcelJs();
  if (!excel) return null;
  const workbook = new excel.Workbook();
  workbook.creator = creator;
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(table.header).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of table.rows) {
    // A spreadsheet shows money as a number; the decimal string converts exactly to two places.
    sheet.addRow(row.map((cell) => ("text" in cell ? cell.text : "money" in cell ? Number(cell.money) : cell.count)));
  }
  widths.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
  for (const index of table.moneyColumns) sheet.getColumn(index + 1).numFmt = "#,##0.00";
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
}
