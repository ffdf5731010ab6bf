import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parse as parseCsv } from "@fast-csv/parse";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { AppError } from "@/lib/server/http/app-error";
import type { TLocale } from "@/lib/shared/locales";
import { operatorLocale } from "../i18n/operator-locale";
import { translator } from "../i18n/translator";

/**
 * Rows of a spreadsheet, streamed: the seller's price lists (imports/price-list) and the buyer's lists of
 * the specification import wizard (spec-import) read .xlsx and .csv the same way.
 */

export type TCell = string | number | null;
export type TRow = { line: number; cells: TCell[] };

/** A file on disk, or one uploaded and held in memory (with the name it came with). */
export type TSpreadsheetSource = string | { name: string; bytes: Buffer };

const nameOf = (source: TSpreadsheetSource) => (typeof source === "string" ? path.basename(source) : source.name);

/** An exceljs cell's value as text or a number: rich text, formulas (their cached result, never evaluated), links, dates. */
function cellOf(value: ExcelJS.CellValue): TCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("result" in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ("text" in value) return cellOf(value.text as ExcelJS.CellValue);
  return null;
}

/** The first worksheet's rows, streamed (the workbook is never loaded whole). */
export async function* xlsxRows(source: TSpreadsheetSource): AsyncGenerator<TRow> {
  const input = typeof source === "string" ? source : Readable.from(source.bytes);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: "emit", sharedStrings: "cache", hyperlinks: "ignore", styles: "ignore", entries: "ignore" });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const values = row.values as ExcelJS.CellValue[];
      yield { line: row.number, cells: values.slice(1).map(cellOf) };
    }
    // A list is its first sheet; the others are notes, pictures, pivot tables.
    return;
  }
}

/** UTF-8 (with or without a BOM) when the head decodes as UTF-8, else windows-1251 (Excel's «CSV» in Russian Windows). */
function csvEncodingOf(head: Buffer): string {
  try {
    // stream: a character cut at the end of the head is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1251";
  }
}

/** `;` (Excel in Russian), `,` or a tab: whichever the header line has most of outside quotes. */
function csvDelimiterOf(firstLine: string): string {
  const unquoted = firstLine.replace(/"[^"]*"/g, "");
  const [delimiter] = [";", ",", "\t"]
    .map((d) => [d, unquoted.split(d).length - 1] as const)
    .reduce((best, c) => (c[1] > best[1] ? c : best), [";", 0] as const);
  return delimiter;
}

async function headOf(source: TSpreadsheetSource): Promise<Buffer> {
  if (typeof source !== "string") return source.bytes.subarray(0, 64 * 1024);
  const handle = await fs.promises.open(source, "r");
  const head = Buffer.alloc(64 * 1024);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  return head.subarray(0, bytesRead);
}

/** The rows of a .csv in UTF-8 or windows-1251 with `;`, `,` or tab between values (a broken file is a 422 in `locale`). */
export async function* csvRows(source: TSpreadsheetSource, locale: TLocale = operatorLocale): AsyncGenerator<TRow> {
  const head = await headOf(source);
  const encoding = csvEncodingOf(head);
  const firstLine = iconv.decode(head, encoding).split(/\r?\n/, 1)[0] ?? "";
  const input = typeof source === "string" ? fs.createReadStream(source) : Readable.from(source.bytes);
  const parser = input
    .pipe(iconv.decodeStream(encoding))
    .pipe(parseCsv<string[], string[]>({ delimiter: csvDelimiterOf(firstLine), headers: false, quote: '"', escape: '"' }));
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) yield { line: ++line, cells: cells.map((c) => (c === "" ? null : c)) };
  } catch (error) {
    throw new AppError("UNPROCESSABLE", translator(locale, "importLog")("errors.csvUnreadable", { name: nameOf(source), line, message: (error as Error).message }));
  }
}
