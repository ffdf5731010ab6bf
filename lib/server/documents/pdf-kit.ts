import "server-only";
import path from "node:path";
import PDFDocument from "pdfkit";

// DejaVu Sans (the npm package dejavu-fonts-ttf) covers Cyrillic; pdfkit embeds the glyphs used (a subset)
// into every PDF. The server, the console and the tests all run from the project folder.
const fontPath = (file: string) => path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf", file);

export const A4_MARGIN = 40;
export const A4_WIDTH = 595.28 - 2 * A4_MARGIN;
const LINE_COLOR = "#000000";

export type TDoc = PDFKit.PDFDocument;

/**
 * A new A4 PDF with the fonts "regular" and "bold" (DejaVu Sans) registered, and the promise of its
 * bytes once `doc.end()` is called. Documents (invoices, delivery notes) and commercial offers share it.
 */
export function createPdf({ title, author }: { title: string; author: string }): { doc: TDoc; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({ size: "A4", margin: A4_MARGIN, font: fontPath("DejaVuSans.ttf"), info: { Title: title, Author: author, Creator: author } });
  doc.registerFont("regular", fontPath("DejaVuSans.ttf"));
  doc.registerFont("bold", fontPath("DejaVuSans-Bold.ttf"));
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return { doc, done };
}

export type TPdfColumn = { title: string; width: number; align: "left" | "right" | "center" };
/** A cell: text, or an image (PNG/JPEG bytes) fitted into the cell. */
export type TPdfCell = string | { image: Buffer };

const IMAGE_HEIGHT = 40;

/**
 * A bordered table row at `doc.y`, as tall as its tallest cell. A row never splits: one that does not fit
 * goes whole to a new page, where `onNewPage` (the header repeated) is drawn first.
 */
export function pdfTableRow(doc: TDoc, columns: TPdfColumn[], values: TPdfCell[], { bold = false, onNewPage }: { bold?: boolean; onNewPage?: () => void } = {}) {
  doc.font(bold ? "bold" : "regular").fontSize(8);
  const heights = values.map((v, i) => (typeof v === "string" ? doc.heightOfString(v, { width: columns[i].width - 6 }) : IMAGE_HEIGHT));
  const height = Math.max(...heights) + 6;
  if (doc.y + height > doc.page.height - A4_MARGIN) {
    doc.addPage();
    doc.y = A4_MARGIN;
    onNewPage?.();
  }
  const y = doc.y;
  let x = A4_MARGIN;
  values.forEach((v, i) => {
    const { width, align } = columns[i];
    doc.rect(x, y, width, height).strokeColor(LINE_COLOR).lineWidth(0.5).stroke();
    if (typeof v === "string") doc.font(bold ? "bold" : "regular").fontSize(8).text(v, x + 3, y + 3, { width: width - 6, align });
    else doc.image(v.image, x + 3, y + 3, { fit: [width - 6, IMAGE_HEIGHT], align: "center", valign: "center" });
    x += width;
  });
  doc.y = y + height;
}
