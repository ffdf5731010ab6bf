import "server-only";
import type { TExportCell, TExportTable } from "./export-table";

function textOf(cell: TExportCell): string {
  if ("text" in cell) return cell.text;
  // Russian spreadsheets read a decimal comma.
  if ("money" in cell) return cell.money.replace(".", ",");
  return String(cell.count);
}

/** Quotes a field when needed and defuses formula-looking text (CSV injection: =, +, -, @ at the start). */
function field(cell: TExportCell): string {
  let value = textOf(cell);
  if ("text" in cell && /^[=+\-@\t\r]/.test(value)) value = `'${value}`;
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV as Excel in Russian opens it: UTF-8 with a byte order mark, semicolons, CRLF. */
export function writeExportCsv(table: TExportTable): Uint8Array {
  const lines = [table.header.map((h) => field({ text: h })), ...table.rows.map((row) => row.map(field))].map((cells) => cells.join(";"));
  return new TextEncoder().encode(`\ufeff${lines.join("\r\n")}\r\n`);
}
