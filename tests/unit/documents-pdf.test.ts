/** @jest-environment node */
import { demoSitePreset } from "@/lib/server/db/seed/site-presets";
import type { TDocumentPrint } from "@/lib/server/documents/document-print";
import { renderDocumentPdf } from "@/lib/server/documents/render-document-pdf";
import { extractPdfText } from "../helpers/extract-pdf-text";

const extract = extractPdfText;

const line = (i: number) => ({ name: `Автоматический выключатель ВА47-29 1P ${i} А`, article: `MVA20-1-0${i}`, unit: "шт", amount: 2, price: 12_345, total: 24_690, vatRate: 20, vatAmount: 4_115 });

// The demo seller's requisites (the seed's): 'ООО "Электро-Опт"', ПАО "Демо Банк", БИК 044525999…
const demoRequisites = demoSitePreset.config.sellerRequisites ?? null;

const invoice: TDocumentPrint = {
  kind: "invoice",
  number: "42",
  date: new Date("2026-11-26T12:00:00+03:00"),
  payUntil: new Date("2026-12-01T12:00:00+03:00"),
  seller: { name: 'ООО "Электро-Опт"', inn: "7701234561", kpp: "770101001", address: "115088, г. Москва, ул. Угрешская, д. 2, стр. 3" },
  requisites: demoRequisites,
  buyer: { name: 'ООО "Ромашка"', inn: "7712345678", kpp: "771201001", address: "125009, г. Москва, ул. Полевая, д. 7, офис 12" },
  basis: "Заказ № 42",
  lines: [line(1)],
  total: 12_345,
  vatTotal: 2_058,
  bonusSpent: 0,
};

describe("a document's PDF", () => {
  it("is the invoice in the standard form with Cyrillic text a reader can extract", async () => {
    const bytes = await renderDocumentPdf(invoice, "ru");
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { totalPages, text } = extract(bytes);
    expect(totalPages).toBe(1);
    for (const expected of [
      "Счёт на оплату № 42 от 26 ноября 2026 г.",
      'ООО "Электро-Опт"',
      "Банк получателя",
      'ПАО "Демо Банк", г. Москва',
      "044525999",
      "40702810900000012345",
      "Поставщик (Исполнитель):",
      "Покупатель (Заказчик):",
      'ООО "Ромашка"',
      "ИНН 7712345678",
      "Автоматический выключатель ВА47-29 1P 1 А",
      "Итого:",
      "В том числе НДС:",
      "Всего к оплате:",
      "123,45",
      "20,58",
      "Сто двадцать три рубля 45 копеек",
      "Оплатить не позднее 01.12.2026",
      "Руководитель",
      "Соколов А. В.",
      "Бухгалтер",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows the golden club bonuses that paid part of the invoice between the lines' total and what is to pay", async () => {
    // Lines of 123,45 ₽, 23,45 ₽ paid with bonuses: 100,00 ₽ to pay, its VAT 16,67 ₽.
    const bytes = await renderDocumentPdf({ ...invoice, total: 10_000, vatTotal: 1_667, bonusSpent: 2_345 }, "ru");
    const { text } = extract(bytes);
    // Each text after the one before it, under the table.
    let from = text.indexOf("Итого:");
    for (const expected of ["123,45", "Оплачено бонусами:", "-23,45", "В том числе НДС:", "16,67", "Всего к оплате:", "100,00", "Сто рублей 00 копеек"]) {
      const at = text.indexOf(expected, from);
      expect({ expected, found: at > from }).toEqual({ expected, found: true });
      from = at;
    }
  });

  it("runs a long invoice over several pages without losing a line", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => line(i + 1));
    const bytes = await renderDocumentPdf({ ...invoice, lines, total: 70 * 24_690, vatTotal: 70 * 4_115 }, "ru");
    const { totalPages, text } = extract(bytes);
    expect(totalPages).toBeGreaterThan(1);
    for (const l of lines) expect(text).toContain(l.name);
    expect(text).toContain("Семнадцать тысяч двести восемьдесят три рубля 00 копеек");
  });

  it("lays out a delivery note with VAT by line and the receiving signatures, without the bank block", async () => {
    const { text } = extract(await renderDocumentPdf({ ...invoice, kind: "delivery-note", number: "ТН-77" }, "ru"));
    expect(text).toContain("Товарная накладная № ТН-77 от 26 ноября 2026 г.");
    expect(text).toContain("Сумма НДС");
    expect(text).toContain("Получил");
    expect(text).not.toContain("Банк получателя");
    expect(text).not.toContain("Всего к оплате");
  });

  it("prints a blank bank block where the seller has given no requisites", async () => {
    const { text } = extract(await renderDocumentPdf({ ...invoice, requisites: null, seller: { name: "Электро-Опт", inn: null, kpp: null, address: null } }, "ru"));
    expect(text).toContain("Банк получателя");
    expect(text).toContain("Электро-Опт");
  });
});
