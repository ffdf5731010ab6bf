import "server-only";
import { desc } from "drizzle-orm";
import type { TDocumentExportQuery } from "@/lib/contracts/documents";
import { amountInWords } from "@/lib/shared/amount-in-words";
import { formatDate, kopecksToDecimal } from "@/lib/shared/money";
import type { TCartContext } from "../cart/cart-context";
import { orderDocuments } from "../db/schema";
import { AppError } from "../http/app-error";
import type { TExportCell, TExportTable } from "../orders/export-table";
import { siteLocale } from "../orders/orders-text";
import { writeXlsxSheets } from "../orders/write-export-xlsx";
import { buildDocumentPrint } from "./build-document-print";
import type { TDocumentPrint } from "./document-print";
import { documentsWhere, formatDocument, selectDocuments } from "./document-rows";
import { documentCompanyIds } from "./documents-access";
import { findDocumentOrThrow } from "./find-document-or-throw";
import { renderDocumentPdf } from "./render-document-pdf";
import { translator, type TServerTranslator } from "@/lib/server/i18n/translator";

const types = { pdf: "application/pdf", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } as const;

/** A file answer: an ASCII name for old clients and the document's own name in filename*. */
function fileResponse(body: Uint8Array, format: keyof typeof types, asciiName: string, localName: string): Response {
  const disposition = `attachment; filename="${asciiName}.${format}"; filename*=UTF-8''${encodeURIComponent(`${localName}.${format}`)}`;
  return new Response(new Blob([body.slice()]), { headers: { "content-type": types[format], "content-disposition": disposition, "cache-control": "private, no-store" } });
}

const asciiName = (print: Pick<TDocumentPrint, "kind" | "number">) => `${print.kind}-${print.number.replace(/[^\w.-]+/g, "_")}`;

/** GET /api/v1/documents/{id}/pdf: the document as a PDF rendered on the server (in the site's language). */
export async function downloadDocumentPdf(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const row = await findDocumentOrThrow(ctx, id);
  const print = await buildDocumentPrint(ctx.site, row);
  const locale = siteLocale(ctx.site);
  const body = await renderDocumentPdf(print, locale);
  return fileResponse(body, "pdf", asciiName(print), translator(locale, "documentsApi")(`pdf.fileName.${print.kind}`, { number: print.number }));
}

const lineColumns = ["no", "name", "article", "unit", "amount", "price", "vatRate", "vat", "total"] as const;

/** A document's sheet: requisites above, the lines, then the totals and the total in words. */
function documentSheet(print: TDocumentPrint, t: TServerTranslator<"documentsApi">) {
  const rows: TExportCell[][] = print.lines.map((l, i) => [
    { count: i + 1 },
    { text: l.name },
    { text: l.article ?? "" },
    { text: l.unit },
    { count: l.amount },
    { money: kopecksToDecimal(l.price) },
    { text: l.vatRate > 0 ? `${l.vatRate}%` : t("pdf.noVat") },
    { money: kopecksToDecimal(l.vatAmount) },
    { money: kopecksToDecimal(l.total) },
  ]);
  const blank = Array.from({ length: 7 }, (): TExportCell => ({ text: "" }));
  rows.push([...blank, { text: t("pdf.total") }, { money: kopecksToDecimal(print.total + print.bonusSpent) }]);
  if (print.bonusSpent > 0) {
    rows.push([...blank, { text: t("pdf.bonusSpent") }, { money: kopecksToDecimal(-print.bonusSpent) }]);
    rows.push([...blank, { text: t("pdf.payable") }, { money: kopecksToDecimal(print.total) }]);
  }
  rows.push([...blank, { text: t("pdf.vatIncluded") }, { money: kopecksToDecimal(print.vatTotal) }]);
  const table: TExportTable = { header: lineColumns.map((c) => t(`pdf.col.${c}`)), rows, moneyColumns: [5, 7, 8] };
  const party = (p: TDocumentPrint["seller"]) => [p.name, p.inn ? `${t("pdf.inn")} ${p.inn}` : "", p.kpp ? `${t("pdf.kpp")} ${p.kpp}` : "", p.address ?? ""].filter(Boolean).join(", ");
  const heading: [string, string][] = [
    [t(`pdf.title.${print.kind}`, { number: print.number, date: formatDate(print.date) }), ""],
    [t(print.kind === "invoice" ? "pdf.supplier" : "pdf.consignor"), party(print.seller)],
    [t(print.kind === "invoice" ? "pdf.buyer" : "pdf.consignee"), party(print.buyer)],
    [t("pdf.basis"), print.basis],
    [t("pdf.inWords"), amountInWords(print.total)],
  ];
  return { name: `${print.kind === "invoice" ? t("pdf.sheet.invoice") : t("pdf.sheet.other")} ${print.number}`, heading, table, widths: [6, 48, 16, 8, 10, 14, 10, 14, 16] };
}

/** GET /api/v1/documents/{id}/xlsx: the document as an .xlsx sheet. */
export async function downloadDocumentXlsx(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const row = await findDocumentOrThrow(ctx, id);
  const print = await buildDocumentPrint(ctx.site, row);
  const locale = siteLocale(ctx.site);
  const t = translator(locale, "documentsApi");
  const body = await writeXlsxSheets([documentSheet(print, t)], { creator: ctx.site.name });
  if (!body) throw new AppError("UNAVAILABLE", translator(ctx.locale, "documentsApi")("api.xlsxUnavailable"));
  return fileResponse(body, "xlsx", asciiName(print), t(`pdf.fileName.${print.kind}`, { number: print.number }));
}

const EXPORT_LIMIT = 1000;
const listColumns = ["name", "created", "order", "company", "state", "paymentDueAt", "total", "vatTotal"] as const;

/** GET /api/v1/documents/export: the filtered list (newest first, up to 1,000 documents) as an .xlsx sheet. */
export async function exportDocuments(ctx: TCartContext, filters: TDocumentExportQuery, now = new Date()): Promise<Response> {
  const companyIds = await documentCompanyIds(ctx);
  const rows = companyIds.length
    ? await selectDocuments().where(documentsWhere(ctx.site.id, companyIds, filters, now)).orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id)).limit(EXPORT_LIMIT)
    : [];
  const t = translator(ctx.locale, "documents");
  const table: TExportTable = {
    header: listColumns.map((c) => t(`columns.${c}`)),
    rows: rows.map((row) => {
      const d = formatDocument(row, ctx, now);
      return [
        { text: d.name },
        { text: formatDate(d.created) },
        { text: d.order.name },
        { text: d.company.name },
        { text: t(`state.${d.state}`) },
        { text: d.paymentDueAt ? formatDate(d.paymentDueAt) : "" },
        { money: d.total },
        { money: d.vatTotal },
      ];
    }),
    moneyColumns: [6, 7],
  };
  const body = await writeXlsxSheets([{ name: t("title"), table, widths: [32, 12, 18, 30, 20, 14, 16, 14] }], { creator: ctx.site.name });
  if (!body) throw new AppError("UNAVAILABLE", translator(ctx.locale, "documentsApi")("api.xlsxUnavailable"));
  const day = now.toISOString().slice(0, 10);
  return fileResponse(body, "xlsx", `documents-${day}`, `${translator(ctx.locale, "documentsApi")("api.exportFileName")}-${day}`);
}
