import "server-only";
import type { TCartContext } from "../cart/cart-context";
import { getDb } from "../db/client";
import { AppError } from "../http/app-error";
import type { TExportCell } from "../orders/export-table";
import { writeXlsxSheets } from "../orders/write-export-xlsx";
import { kopecksToDecimal } from "@/lib/shared/money";
import { findOfferOrThrow, type TOfferRow } from "./find-offer-or-throw";
import { offerTotalsOf, percentOf } from "./format-offer";
import { loadOfferLines, type TOfferLine } from "./load-offer-lines";
import { htmlToText } from "./offer-template";
import { renderOfferPdf } from "./render-offer-pdf";
import { requireOfferViewer } from "./require-offer-viewer";
import { translator } from "@/lib/server/i18n/translator";

/** The viewer's offer with its lines; 400 with a clear message when it has none (a file of nothing helps nobody). */
async function loadForFile(ctx: TCartContext, id: number): Promise<{ offer: TOfferRow; lines: TOfferLine[] }> {
  const { site, locale } = ctx;
  const viewer = await requireOfferViewer(ctx);
  const db = getDb();
  const offer = await findOfferOrThrow(db, { siteId: site.id, viewer, locale }, id);
  const lines = await loadOfferLines(db, { siteId: site.id, companyId: viewer.companyId }, new Map([[offer.id, offer.markupBasisPoints]]));
  if (lines.length === 0) throw new AppError("BAD_REQUEST", translator(locale, "offers")("api.emptyOffer"), { errors: { lines: [translator(locale, "offers")("api.emptyOffer")] } });
  return { offer, lines };
}

function fileResponse(body: Uint8Array, type: string, name: string, ext: string): Response {
  return new Response(new Blob([body.slice()]), {
    headers: {
      "content-type": type,
      // An ASCII name for old clients, the offer's own in filename*.
      "content-disposition": `attachment; filename="offer.${ext}"; filename*=UTF-8''${encodeURIComponent(`${name}.${ext}`)}`,
      "cache-control": "no-store",
    },
  });
}

/** GET /api/v1/offer/{id}/pdf: the offer in its template as a PDF. */
export async function downloadOfferPdf(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { offer, lines } = await loadForFile(ctx, id);
  const pdf = await renderOfferPdf(offer, lines, { locale: ctx.locale, seller: offer.template.contacts.split("\n")[0] || ctx.site.name });
  return fileResponse(pdf, "application/pdf", offer.name, "pdf");
}

/** GET /api/v1/offer/{id}/xlsx: the offer as a spreadsheet — its heading, every column, the totals. */
export async function downloadOfferXlsx(ctx: TCartContext, { id }: { id: number }): Promise<Response> {
  const { locale } = ctx;
  const { offer, lines } = await loadForFile(ctx, id);
  const t = translator(locale, "offers");
  const columns = (["image", "article", "manufacturerCode", "brand", "name", "amount", "price", "discount", "vat", "total"] as const).filter((c) => c !== "image");
  const rows: TExportCell[][] = lines.map((l) => [
    { text: l.article ?? "" },
    { text: l.manufacturerCode ?? "" },
    { text: l.brand ?? "" },
    { text: l.name },
    { count: l.amount },
    l.offerPrice === null ? { text: t("pdf.missing") } : { money: kopecksToDecimal(l.offerPrice) },
    { text: `${percentOf(l.markup)}%` },
    { money: kopecksToDecimal(l.offerVatAmount) },
    { money: kopecksToDecimal(l.offerTotal) },
  ]);
  const totals = offerTotalsOf(lines);
  rows.push([{ text: "" }, { text: "" }, { text: "" }, { text: t("pdf.total") }, { count: totals.positionsCount }, { text: "" }, { text: "" }, { money: totals.vatAmount }, { money: totals.totalPrice }]);
  const heading: [string, string][] = [
    [t("xlsx.offer"), offer.template.title || offer.name],
    [t("xlsx.contacts"), offer.template.contacts],
    [t("xlsx.intro"), htmlToText(offer.template.intro)],
  ];
  const body = await writeXlsxSheets(
    [{ name: offer.name, heading, table: { header: columns.map((c) => t(`columns.${c}`)), rows, moneyColumns: [5, 7, 8] }, widths: [16, 16, 16, 56, 10, 14, 10, 14, 14] }],
    { creator: ctx.site.name },
  );
  if (!body) throw new AppError("UNAVAILABLE", t("api.xlsxUnavailable"));
  return fileResponse(body, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", offer.name, "xlsx");
}
