import "server-only";
import type { TSpecification } from "@/lib/contracts/specifications";
import type { TLocale } from "@/lib/shared/locales";
import { formatDate, kopecksOf, kopecksToDecimal } from "@/lib/shared/money";
import type { TExportCell, TExportTable } from "../orders/export-table";
import type { TXlsxSheet } from "../orders/write-export-xlsx";
import { translator } from "@/lib/server/i18n/translator";

const lineColumns = ["number", "article", "product", "amount", "unit", "price", "total", "vat"] as const;
const lineWidths = [6, 16, 56, 12, 8, 14, 14, 14];


/**
 * A specification's lines as export rows: №, article, name, amount, unit, price, total, VAT; a line whose
 * product is gone keeps its name with «нет в продаже» for a price; then the total row (as the answer's
 * totals: catalogue lines) and, when there are any, the buyer's own products' total apart.
 */
function linesOf(spec: TSpecification, locale: TLocale): TExportCell[][] {
  const t = translator(locale, "specifications.export");
  const rows: TExportCell[][] = spec.items.map((item, index) => [
    { count: index + 1 },
    { text: item.article ?? "" },
    { text: item.name },
    { count: item.amount },
    { text: item.unit },
    item.price === null ? { text: t("missing") } : { money: item.price },
    { money: item.total },
    item.type === "custom" ? { text: "" } : { money: item.vatAmount },
  ]);
  rows.push([{ text: "" }, { text: "" }, { text: t("totals") }, { count: spec.totals.positionsCount }, { text: "" }, { text: "" }, { money: spec.totals.totalPrice }, { money: spec.totals.vatAmount }]);
  const custom = spec.items.filter((item) => item.type === "custom" && item.state !== "missing");
  if (custom.length > 0) {
    const sum = custom.reduce((total, item) => total + (kopecksOf(item.total) ?? 0), 0);
    rows.push([{ text: "" }, { text: "" }, { text: t("customTotal") }, { count: custom.length }, { text: "" }, { text: "" }, { money: kopecksToDecimal(sum) }, { text: "" }]);
  }
  return rows;
}

function headingOf(spec: TSpecification, locale: TLocale): [string, string][] {
  const t = translator(locale, "specifications.export");
  return [
    [t("specification"), spec.name],
    [t("description"), spec.description],
    [t("company"), spec.company?.name ?? t("recommended")],
    [t("author"), spec.author?.name ?? ""],
    [t("updated"), formatDate(spec.updated)],
  ];
}

/** The .xlsx layout: a sheet per specification, its heading (name, description, company, author, date) over its lines. */
export function specificationSheets(specs: TSpecification[], locale: TLocale): TXlsxSheet[] {
  const header = lineColumns.map((c) => translator(locale, "specifications")(`export.${c}`));
  return specs.map((spec) => ({
    name: spec.name,
    heading: headingOf(spec, locale),
    table: { header, rows: linesOf(spec, locale), moneyColumns: [5, 6, 7] },
    widths: lineWidths,
  }));
}

/** The .csv layout: one table, the specification's name and description repeated on each of its rows (a CSV has no sheets). */
export function specificationsTable(specs: TSpecification[], locale: TLocale): TExportTable {
  const t = translator(locale, "specifications.export");
  const header = (["specification", "description", ...lineColumns] as const).map((c) => t(c));
  const rows = specs.flatMap((spec) => linesOf(spec, locale).map((row): TExportCell[] => [{ text: spec.name }, { text: spec.description }, ...row]));
  return { header, rows, moneyColumns: [7, 8, 9] };
}
