import "server-only";
import type { TCell } from "../imports/spreadsheet-rows";

/** Where a buyer's list keeps what the wizard reads (column indexes; null when absent). */
export type TImportColumns = { code: number | null; name: number | null; quantity: number; unit: number | null };

/** A header as it is compared: case, ё/е, spaces and punctuation ignored («Кол-во, шт.» = «колвошт»). */
const normalize = (text: string) => text.toLowerCase().replace(/ё/g, "е").replace(/[^a-zа-я0-9]/g, "");

// Each kind's header words; a header that starts with one of them counts («Количество, шт», «Артикул поставщика»).
const HEADERS: [keyof TImportColumns, string[]][] = [
  ["quantity", ["количество", "колво", "кол", "qty", "quantity", "amount", "count", "заказ"]],
  ["unit", ["едизм", "ед", "единица", "unit", "uom"]],
  ["code", ["артикул", "арт", "код", "каталожныйномер", "партномер", "article", "sku", "code", "partnumber", "pn", "vendorcode", "mpn"]],
  ["name", ["наименование", "название", "номенклатура", "товар", "продукция", "описание", "name", "product", "item", "description"]],
];

function kindOf(header: string): keyof TImportColumns | null {
  const text = normalize(header);
  if (!text) return null;
  for (const [kind, words] of HEADERS) if (words.some((w) => (w.length <= 3 ? text === w : text.startsWith(w)))) return kind;
  return null;
}

/** The columns a header row names, or null when it is not a header (no quantity, or neither code nor name). */
export function findImportColumns(cells: TCell[]): TImportColumns | null {
  const found: Partial<Record<keyof TImportColumns, number>> = {};
  cells.forEach((cell, i) => {
    if (typeof cell !== "string") return;
    const kind = kindOf(cell);
    if (kind && found[kind] === undefined) found[kind] = i;
  });
  if (found.quantity === undefined || (found.code === undefined && found.name === undefined)) return null;
  return { code: found.code ?? null, name: found.name ?? null, quantity: found.quantity, unit: found.unit ?? null };
}
