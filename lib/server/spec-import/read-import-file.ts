import "server-only";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { MAX_IMPORT_FILE_ROWS } from "@/lib/contracts/spec-import";
import { parseImportLine } from "@/lib/shared/import-line";
import type { TLocale } from "@/lib/shared/locales";
import { AppError } from "../http/app-error";
import { csvRows, xlsxRows, type TCell, type TRow } from "../imports/spreadsheet-rows";
import type { TUploadedFile } from "../storage/read-multipart-file";
import type { TSourceLine } from "./check-specification-import";
import { findImportColumns, type TImportColumns } from "./find-import-columns";
import { translator, type TMessageKey } from "@/lib/server/i18n/translator";

// A 500-row list unpacks to well under a megabyte; these refuse a zip bomb before exceljs inflates anything.
/** An upload larger than this is refused before it is read (a 500-row .xlsx is tens of kilobytes). */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
const MAX_ENTRIES = 1_000;
// The header is looked for among the first rows (a title and a date may sit above it).
const HEADER_SEARCH_ROWS = 10;

const ZIP = Buffer.from("PK\u0003\u0004", "latin1");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// Excel keeps a password-protected .xlsx in an OLE container with this stream (MS-OFFCRYPTO).
const ENCRYPTED_PACKAGE = Buffer.from("EncryptedPackage", "utf16le");

type TKind = "xlsx" | "csv";

function fail(locale: TLocale, code: "UNPROCESSABLE" | "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE", key: TMessageKey<"specImport.errors">): never {
  const message = translator(locale, "specImport.errors")(key);
  throw new AppError(code, message, { errors: { file: [message] } });
}

/** What the bytes are, whatever the name says: .xlsx (a zip), the old .xls or an encrypted .xlsx (OLE), text. */
function kindOf(locale: TLocale, file: TUploadedFile): TKind {
  const head = file.bytes.subarray(0, 8);
  if (head.subarray(0, 4).equals(ZIP)) return "xlsx";
  if (head.equals(OLE)) fail(locale, "UNPROCESSABLE", file.bytes.includes(ENCRYPTED_PACKAGE) ? "encrypted" : "xls");
  if (/\.xls$/i.test(file.name)) fail(locale, "UNSUPPORTED_MEDIA_TYPE", "xls");
  // A text file has no NUL bytes (UTF-8 and windows-1251 alike); pictures, PDFs and archives do.
  if (file.bytes.subarray(0, 8192).includes(0)) fail(locale, "UNSUPPORTED_MEDIA_TYPE", "notSpreadsheet");
  return "csv";
}

/** Refuses an .xlsx whose entries are encrypted, that is not a workbook, or that would unpack too large. */
async function checkZip(locale: TLocale, bytes: Buffer): Promise<void> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) => (err ? reject(err) : resolve(z))),
  ).catch(() => fail(locale, "UNPROCESSABLE", "corrupt"));
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    const out: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      out.push(entry);
      if (out.length > MAX_ENTRIES) return reject(new Error("entries"));
      zip.readEntry();
    });
    zip.on("end", () => resolve(out));
    zip.on("error", reject);
    zip.readEntry();
  }).catch(() => fail(locale, "UNPROCESSABLE", "corrupt"));
  zip.close();
  if (entries.some((e) => e.isEncrypted())) fail(locale, "UNPROCESSABLE", "encrypted");
  if (!entries.some((e) => e.fileName === "xl/workbook.xml")) fail(locale, "UNSUPPORTED_MEDIA_TYPE", "notSpreadsheet");
  // Declared sizes: yauzl's validateEntrySizes makes exceljs's inflate stop at a lie only when read through yauzl,
  // so a size that is too large, or an entry that packs better than any real sheet, is refused here.
  const unpacked = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const suspicious = entries.some((e) => e.uncompressedSize > 1024 * 1024 && e.uncompressedSize / Math.max(1, e.compressedSize) > 200);
  if (unpacked > MAX_UNPACKED_BYTES || suspicious) fail(locale, "PAYLOAD_TOO_LARGE", "unpacksTooLarge");
}

const isBlank = (cell: TCell) => cell === null || String(cell).trim() === "";
const textOf = (cell: TCell | undefined) => (cell === null || cell === undefined ? "" : String(cell).trim());

/** A data row as the line parser reads a pasted spreadsheet row: code, name, quantity, unit between tabs. */
function lineOfRow(row: TRow, columns: TImportColumns | null): TSourceLine {
  const filled = row.cells.map(textOf).filter(Boolean);
  const source = filled.join("\t");
  if (!columns) return { line: row.line, source, parsed: parseImportLine(source) };
  const cells = [columns.code, columns.name, columns.quantity, columns.unit].map((at) => (at === null ? "" : textOf(row.cells[at])));
  const [code, name, quantity] = cells;
  const parsed = parseImportLine(cells.filter(Boolean).join("\t"));
  // A row with a code or name but no quantity cell says so, not "junk".
  if (!quantity && (code || name)) return { line: row.line, source, parsed: { kind: "error", error: "missingQuantity", text: code || name } };
  return { line: row.line, source, parsed };
}

/**
 * Reads the wizard's file (spec §5: xlsx or csv, at most 500 rows): the first sheet, the header row found
 * by its column names (code/article, name, quantity, unit in Russian or English), every filled row after
 * it a line. A file without such a header is read as rows of "code or name … quantity". Formulas give
 * their cached values. The old .xls, an encrypted, corrupt or too large workbook is refused with advice.
 */
export async function readImportFile(ctx: { locale: TLocale }, file: TUploadedFile): Promise<TSourceLine[]> {
  const kind = kindOf(ctx.locale, file);
  if (kind === "xlsx") await checkZip(ctx.locale, file.bytes);
  const rows = kind === "xlsx" ? xlsxRows(file) : csvRows(file, ctx.locale);
  const lines: TSourceLine[] = [];
  let columns: TImportColumns | null = null;
  const before: TRow[] = [];
  try {
    for await (const row of rows) {
      if (row.cells.every(isBlank)) continue;
      if (!columns && lines.length === 0 && before.length < HEADER_SEARCH_ROWS) {
        columns = findImportColumns(row.cells);
        if (!columns) before.push(row);
        continue;
      }
      lines.push(lineOfRow(row, columns));
      if (lines.length > MAX_IMPORT_FILE_ROWS) break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    fail(ctx.locale, "UNPROCESSABLE", kind === "xlsx" ? "corrupt" : "notSpreadsheet");
  }
  // No header among the first rows: they were data after all.
  if (!columns) lines.unshift(...before.map((row) => lineOfRow(row, null)));
  if (lines.length > MAX_IMPORT_FILE_ROWS) {
    const message = translator(ctx.locale, "specImport")("errors.tooManyRows", { max: MAX_IMPORT_FILE_ROWS });
    throw new AppError("BAD_REQUEST", message, { errors: { file: [message] } });
  }
  return lines;
}
