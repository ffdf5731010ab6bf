import "server-only";
import sharp from "sharp";
import type { TOfferColumnKey } from "@/lib/contracts/offers";
import type { TLocale } from "@/lib/shared/locales";
import { formatMoney } from "@/lib/shared/money";
import { A4_MARGIN, A4_WIDTH, createPdf, pdfTableRow, type TPdfCell, type TPdfColumn } from "../documents/pdf-kit";
import { logger } from "../log";
import { getFileStorage } from "../storage/file-storage";
import type { TOfferRow } from "./find-offer-or-throw";
import { offerTotalsOf, percentOf } from "./format-offer";
import type { TOfferLine } from "./load-offer-lines";
import { htmlToText } from "./offer-template";
import { translator, type TServerTranslator } from "@/lib/server/i18n/translator";

/** 123456 → "1 234,56": money without the currency sign (the offer's currency is roubles). */
const money = (kopecks: number) => formatMoney(kopecks).replace(/\u00a0₽$/, "");
const decimalMoney = (decimal: string) => money(Math.round(Number(decimal) * 100));
const longDate = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" });

/** Widths of the fixed columns (points); the name takes what is left. */
// Wide enough for each header word at 8 pt bold («Количество», «Изображение») so no header breaks mid-word.
const widths: Record<Exclude<TOfferColumnKey, "name">, number> = { image: 64, article: 60, manufacturerCode: 64, brand: 55, amount: 62, price: 58, discount: 64, vat: 58, total: 62 };
const rightAligned = new Set<TOfferColumnKey>(["amount", "price", "discount", "vat", "total"]);

/** A picture for the PDF (PNG, small): pdfkit embeds only PNG and JPEG, catalogue pictures may be WebP or GIF. */
async function pictureOf(key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const bytes = await getFileStorage().read(key);
    return bytes ? await sharp(bytes, { limitInputPixels: 50_000_000 }).resize(120, 120, { fit: "inside", withoutEnlargement: true }).png().toBuffer() : null;
  } catch (err) {
    logger.warn({ err, key }, "offer picture not embedded");
    return null;
  }
}

function cellOf(column: TOfferColumnKey, line: TOfferLine, image: Buffer | null, t: TServerTranslator<"offers">): TPdfCell {
  switch (column) {
    case "image":
      return image ? { image } : "";
    case "article":
      return line.article ?? "";
    case "manufacturerCode":
      return line.manufacturerCode ?? "";
    case "brand":
      return line.brand ?? "";
    case "name":
      return line.name;
    case "amount":
      return `${line.amount} ${line.unit}`;
    case "price":
      return line.offerPrice === null ? t("pdf.missing") : money(line.offerPrice);
    case "discount":
      return line.markup === 0 ? "—" : `${line.markup > 0 ? "+" : ""}${percentOf(line.markup).toLocaleString("ru-RU")} %`;
    case "vat":
      return line.state === "missing" ? "" : `${money(line.offerVatAmount)} (${line.vatRate}%)`;
    case "total":
      return money(line.offerTotal);
  }
}

/**
 * An offer as a PDF in its template: the logo and the contacts, the title and date, the intro, the product
 * table with the template's columns (rows never cut across pages; the header repeats on each page), the
 * totals with VAT, the final text. Cyrillic throughout (DejaVu Sans, as documents).
 */
export async function renderOfferPdf(offer: TOfferRow, lines: TOfferLine[], { locale, seller }: { locale: TLocale; seller: string }): Promise<Uint8Array> {
  const t = translator(locale, "offers");
  const template = offer.template;
  const title = template.title || offer.name;
  const { doc, done } = createPdf({ title, author: seller });

  const logo = await pictureOf(template.logoKey);
  const top = A4_MARGIN;
  if (logo) doc.image(logo, A4_MARGIN, top, { fit: [180, 70] });
  if (template.contacts) doc.font("regular").fontSize(9).fillColor("#000").text(template.contacts, A4_MARGIN + 200, top, { width: A4_WIDTH - 200, align: "right" });
  doc.y = Math.max(doc.y, logo ? top + 80 : top) + 10;

  doc.font("bold").fontSize(16).text(title, A4_MARGIN, doc.y, { width: A4_WIDTH });
  doc.font("regular").fontSize(9).text(t("pdf.date", { date: longDate.format(offer.updatedAt) }), A4_MARGIN, doc.y + 2, { width: A4_WIDTH });
  doc.moveDown(0.8);
  const intro = htmlToText(template.intro);
  if (intro) {
    doc.font("regular").fontSize(10).text(intro, A4_MARGIN, doc.y, { width: A4_WIDTH });
    doc.moveDown(0.8);
  }

  const chosen = template.columns;
  const fixed = chosen.reduce((sum, c) => sum + (c === "name" ? 0 : widths[c]), 22);
  const nameWidth = Math.max(A4_WIDTH - fixed, 80);
  const columns: TPdfColumn[] = [
    { title: t("pdf.col.no"), width: 22, align: "center" },
    ...chosen.map((c): TPdfColumn => ({ title: t(`columns.${c}`), width: c === "name" ? nameWidth : widths[c], align: rightAligned.has(c) ? "right" : "left" })),
  ];
  // Without the name column the table is narrower than the page: scale it to the page width.
  const scale = A4_WIDTH / columns.reduce((sum, c) => sum + c.width, 0);
  if (scale < 1 || !chosen.includes("name")) for (const c of columns) c.width *= scale;
  const header = () => pdfTableRow(doc, columns, columns.map((c) => c.title), { bold: true });
  header();
  const pictures = chosen.includes("image") ? await Promise.all(lines.map((l) => pictureOf(l.picturePath))) : lines.map(() => null);
  lines.forEach((line, i) => pdfTableRow(doc, columns, [String(i + 1), ...chosen.map((c) => cellOf(c, line, pictures[i], t))], { onNewPage: header }));

  const totals = offerTotalsOf(lines);
  if (doc.y + 60 > doc.page.height - A4_MARGIN) {
    doc.addPage();
    doc.y = A4_MARGIN;
  }
  doc.moveDown(0.5);
  for (const [label, value] of [
    [t("pdf.total"), decimalMoney(totals.totalPrice)],
    [t("pdf.vatIncluded"), decimalMoney(totals.vatAmount)],
  ]) {
    const y = doc.y;
    doc.font("bold").fontSize(10).text(label, A4_MARGIN, y, { width: A4_WIDTH - 110, align: "right" });
    doc.text(value, A4_MARGIN + A4_WIDTH - 105, y, { width: 105, align: "right" });
    doc.y = y + 14;
  }
  const final = htmlToText(template.final);
  if (final) {
    doc.moveDown(1);
    doc.font("regular").fontSize(10).text(final, A4_MARGIN, doc.y, { width: A4_WIDTH });
  }
  doc.end();
  return done;
}
