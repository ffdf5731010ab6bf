import "server-only";
import { amountInWords } from "@/lib/shared/amount-in-words";
import type { TLocale } from "@/lib/shared/locales";
import { formatMoney } from "@/lib/shared/money";
import type { TDocumentPrint, TPrintParty } from "./document-print";
import { A4_MARGIN, A4_WIDTH as WIDTH, createPdf, pdfTableRow, type TDoc, type TPdfColumn } from "./pdf-kit";
import { translator, type TServerTranslator } from "@/lib/server/i18n/translator";

const LINE_COLOR = "#000000";

/** 123456 → "1 234,56": money without the currency sign (the document's currency is roubles). */
const money = (kopecks: number) => formatMoney(kopecks).replace(/\u00a0₽$/, "");

const longDate = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" });
const shortDate = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Moscow" });

type TText = TServerTranslator<"documentsApi">;

/** A bordered cell with text inside (a small caption under it when given). */
function cell(doc: TDoc, x: number, y: number, w: number, h: number, text: string, { bold = false, size = 9, align = "left" as "left" | "right" | "center", caption = "" } = {}) {
  doc.rect(x, y, w, h).strokeColor(LINE_COLOR).lineWidth(0.5).stroke();
  doc.font(bold ? "bold" : "regular").fontSize(size).fillColor("#000").text(text, x + 3, y + 3, { width: w - 6, align, lineBreak: true, height: h - 4 });
  if (caption) doc.font("regular").fontSize(7).text(caption, x + 3, y + h - 10, { width: w - 6 });
}

/** The bank details block at the top of «Счёт на оплату» (the standard form). */
function bankBlock(doc: TDoc, print: TDocumentPrint, t: TText) {
  const r = print.requisites;
  const x = A4_MARGIN;
  let y = A4_MARGIN;
  const [w1, w2, w3] = [WIDTH * 0.55, WIDTH * 0.1, WIDTH * 0.35];
  cell(doc, x, y, w1, 34, r?.bankName ?? "", { caption: t("pdf.bank") });
  cell(doc, x + w1, y, w2, 16, t("pdf.bic"));
  cell(doc, x + w1 + w2, y, w3, 16, r?.bic ?? "");
  cell(doc, x + w1, y + 16, w2, 18, t("pdf.account"));
  cell(doc, x + w1 + w2, y + 16, w3, 18, r?.correspondentAccount ?? "");
  y += 34;
  cell(doc, x, y, w1 / 2, 16, `${t("pdf.inn")} ${r?.inn ?? print.seller.inn ?? ""}`);
  cell(doc, x + w1 / 2, y, w1 / 2, 16, `${t("pdf.kpp")} ${r?.kpp ?? ""}`);
  cell(doc, x + w1, y, w2, 50, t("pdf.account"));
  cell(doc, x + w1 + w2, y, w3, 50, r?.settlementAccount ?? "");
  cell(doc, x, y + 16, w1, 34, print.seller.name, { caption: t("pdf.recipient") });
  doc.y = y + 50 + 16;
}

/** A label in the left column and the party's requisites in one line beside it. */
function party(doc: TDoc, label: string, p: TPrintParty, t: TText) {
  const parts = [p.name, p.inn ? `${t("pdf.inn")} ${p.inn}` : null, p.kpp ? `${t("pdf.kpp")} ${p.kpp}` : null, p.address].filter(Boolean).join(", ");
  const y = doc.y;
  doc.font("regular").fontSize(9).text(label, A4_MARGIN, y, { width: 95 });
  doc.font("bold").fontSize(9).text(parts, A4_MARGIN + 100, y, { width: WIDTH - 100 });
  doc.y = Math.max(doc.y, y + 12) + 6;
}

/** The lines table; a row that does not fit goes to a new page with the header repeated. */
function linesTable(doc: TDoc, print: TDocumentPrint, t: TText, withVat: boolean) {
  const columns: TPdfColumn[] = withVat
    ? [
        { title: t("pdf.col.no"), width: 22, align: "center" },
        { title: t("pdf.col.name"), width: 185, align: "left" },
        { title: t("pdf.col.amount"), width: 45, align: "right" },
        { title: t("pdf.col.unit"), width: 35, align: "center" },
        { title: t("pdf.col.price"), width: 65, align: "right" },
        { title: t("pdf.col.vatRate"), width: 40, align: "center" },
        { title: t("pdf.col.vat"), width: 55, align: "right" },
        { title: t("pdf.col.total"), width: WIDTH - 447, align: "right" },
      ]
    : [
        { title: t("pdf.col.no"), width: 22, align: "center" },
        { title: t("pdf.col.name"), width: 258, align: "left" },
        { title: t("pdf.col.amount"), width: 50, align: "right" },
        { title: t("pdf.col.unit"), width: 40, align: "center" },
        { title: t("pdf.col.price"), width: 70, align: "right" },
        { title: t("pdf.col.total"), width: WIDTH - 440, align: "right" },
      ];
  const row = (values: string[], bold: boolean) => pdfTableRow(doc, columns, values, { bold });
  row(columns.map((c) => c.title), true);
  print.lines.forEach((l, i) => {
    const name = l.article ? `${l.name} (${l.article})` : l.name;
    const base = [String(i + 1), name, String(l.amount), l.unit, money(l.price)];
    row(withVat ? [...base, l.vatRate > 0 ? `${l.vatRate}%` : t("pdf.noVat"), money(l.vatAmount), money(l.total)] : [...base, money(l.total)], false);
  });
}

/** «Итого» (of the lines), «Оплачено бонусами», «В том числе НДС», «Всего к оплате» under the table, right-aligned. */
function totals(doc: TDoc, print: TDocumentPrint, t: TText, payable: boolean) {
  const rows: [string, string][] = [
    [t("pdf.total"), money(print.total + print.bonusSpent)],
    ...(print.bonusSpent > 0 ? [[t("pdf.bonusSpent"), money(-print.bonusSpent)] as [string, string]] : []),
    [t("pdf.vatIncluded"), print.vatTotal > 0 ? money(print.vatTotal) : t("pdf.noVat")],
  ];
  if (payable) rows.push([t("pdf.payable"), money(print.total)]);
  // The totals and the words stay together (with their table's last rows where they fit).
  if (doc.y + 110 > doc.page.height - A4_MARGIN) {
    doc.addPage();
    doc.y = A4_MARGIN;
  }
  doc.moveDown(0.5);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("bold").fontSize(9).text(label, A4_MARGIN, y, { width: WIDTH - 100, align: "right" });
    doc.text(value, A4_MARGIN + WIDTH - 95, y, { width: 95, align: "right" });
    doc.y = y + 13;
  }
  doc.moveDown(0.5);
  doc.font("regular").fontSize(9).text(t("pdf.summary", { count: print.lines.length, total: money(print.total) }), A4_MARGIN, doc.y, { width: WIDTH });
  doc.font("bold").fontSize(9).text(amountInWords(print.total), A4_MARGIN, doc.y, { width: WIDTH });
}

/** Signature lines: role, a line to sign on, the name. */
function signatures(doc: TDoc, signers: [string, string | null | undefined][]) {
  if (doc.y + 60 > doc.page.height - A4_MARGIN) doc.addPage();
  doc.moveDown(1);
  doc.moveTo(A4_MARGIN, doc.y).lineTo(A4_MARGIN + WIDTH, doc.y).lineWidth(1.5).stroke();
  doc.moveDown(1.5);
  const y = doc.y;
  const width = WIDTH / signers.length;
  signers.forEach(([role, name], i) => {
    const x = A4_MARGIN + i * width;
    doc.font("bold").fontSize(9).text(role, x, y, { width: 80 });
    doc.moveTo(x + 80, y + 10).lineTo(x + width - 10, y + 10).lineWidth(0.5).stroke();
    if (name) doc.font("regular").fontSize(8).text(name, x + 80, y + 12, { width: width - 90, align: "center" });
  });
  doc.y = y + 30;
}

/**
 * A document as a PDF: «Счёт на оплату» in the standard Russian form (bank details block, supplier and
 * buyer, the lines, totals with VAT, the total in words, signatures); a delivery note or УПД in a simpler
 * layout with the VAT by line and the signatures of the one who hands over and the one who receives.
 */
export function renderDocumentPdf(print: TDocumentPrint, locale: TLocale): Promise<Uint8Array> {
  const t: TText = translator(locale, "documentsApi");
  const title = t(`pdf.title.${print.kind}`, { number: print.number, date: longDate.format(print.date) });
  const { doc, done } = createPdf({ title, author: print.seller.name });

  const invoice = print.kind === "invoice";
  if (invoice) bankBlock(doc, print, t);
  doc.font("bold").fontSize(14).text(title, A4_MARGIN, doc.y, { width: WIDTH });
  doc.moveTo(A4_MARGIN, doc.y + 4).lineTo(A4_MARGIN + WIDTH, doc.y + 4).lineWidth(1.5).stroke();
  doc.y += 12;
  party(doc, t(invoice ? "pdf.supplier" : "pdf.consignor"), print.seller, t);
  party(doc, t(invoice ? "pdf.buyer" : "pdf.consignee"), print.buyer, t);
  party(doc, t("pdf.basis"), { name: print.basis, inn: null, kpp: null, address: null }, t);
  linesTable(doc, print, t, !invoice);
  totals(doc, print, t, invoice);
  if (invoice && print.payUntil) {
    doc.moveDown(0.5);
    doc.font("regular").fontSize(8).text(t("pdf.payUntil", { date: shortDate.format(print.payUntil) }), A4_MARGIN, doc.y, { width: WIDTH });
  }
  signatures(
    doc,
    invoice
      ? [
          [t("pdf.director"), print.requisites?.director],
          [t("pdf.accountant"), print.requisites?.accountant],
        ]
      : [
          [t("pdf.released"), print.requisites?.director],
          [t("pdf.received"), null],
        ],
  );
  doc.end();
  return done;
}
