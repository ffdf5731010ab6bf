/** @jest-environment node */
import mjml2html from "mjml";
import { mailLayout, mailLines, paragraph } from "@/lib/server/mail/templates/mail-layout";
import { renderInvitationMail } from "@/lib/server/mail/templates/invitation-mail";
import {
  ZOrderMailData,
  renderInvoiceMail,
  renderManagerOrderMail,
  renderOrderPlacedMail,
  renderOrderStatusMail,
  renderPaymentReminderMail,
  type TOrderMailData,
} from "@/lib/server/mail/templates/order-mails";

const invoice = { number: "4217", total: 1_234_550, validUntil: new Date("2026-12-01T12:00:00Z") };
const data: TOrderMailData = {
  locale: "ru",
  siteName: "Электро-Опт",
  origin: "https://shop.example",
  order: { id: 4217, name: "Заказ № 4217", total: 1_234_550, reservedUntil: new Date("2026-12-01T12:00:00Z"), delivery: "Самовывоз: Центральный склад", comment: "Позвонить заранее" },
  company: { name: 'ООО "Ромашка"', inn: "7701234567" },
  lines: [
    { name: "Кабель ВВГнг 3×2,5", amount: 100, unit: "м", total: 1_000_000 },
    { name: "Автомат <C16>", amount: 5, unit: "шт", total: 234_550 },
  ],
  invoice,
  recipientName: "Иван Петров",
  buyer: { name: "Петров Иван", contacts: "buyer@demo.test, +79001234567" },
};

describe("mail templates", () => {
  it("the order-placed mail has the order's number, total, lines and link in HTML and in text", async () => {
    const mail = await renderOrderPlacedMail(data);
    expect(mail.subject).toBe("Электро-Опт: заказ «Заказ № 4217» оформлен");
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('lang="ru"');
    expect(mail.html).toContain('href="https://shop.example/orders/4217"');
    expect(mail.html).toContain("Здравствуйте, Иван Петров!");
    // Product names are text, never markup.
    expect(mail.html).toContain("Автомат &lt;C16&gt;");
    expect(mail.html).not.toContain("<C16>");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Заказ № 4217");
      expect(part).toMatch(/Итого: 12\s345,50\s₽/);
      expect(part).toContain("Кабель ВВГнг 3×2,5");
      expect(part).toContain("Счёт № 4217");
      expect(part).toContain("01.12.2026");
    }
    expect(mail.text).toContain("https://shop.example/orders/4217");
    expect(mail.text).not.toMatch(/<\/?(html|body|table|td|p|a|div)\b/);
  });

  it("the manager's mail names the client, its INN and who ordered; it has no settings footer", async () => {
    const mail = await renderManagerOrderMail({ ...data, recipientName: null });
    expect(mail.subject).toBe('Электро-Опт: новый заказ «Заказ № 4217» от ООО "Ромашка"');
    expect(mail.text).toContain('Клиент ООО "Ромашка" (ИНН 7701234567)');
    expect(mail.text).toContain("Оформил: Петров Иван, buyer@demo.test, +79001234567");
    expect(mail.text).toContain("Комментарий: Позвонить заранее");
    expect(mail.text).not.toContain("личном кабинете");
  });

  it("the status, invoice and invitation mails carry their facts and links", async () => {
    const status = await renderOrderStatusMail({ ...data, statusName: "Отгружен", comment: null });
    expect(status.subject).toBe("Электро-Опт: заказ «Заказ № 4217» — Отгружен");
    expect(status.text).toContain("«Отгружен»");
    expect(status.text).toContain("https://shop.example/orders/4217");

    const invoiceMail = await renderInvoiceMail({ ...data, invoice, payBySbp: true });
    expect(invoiceMail.subject).toMatch(/^Электро-Опт: счёт № 4217 на сумму 12\s345,50\s₽$/);
    expect(invoiceMail.text).toContain("по СБП");
    expect((await renderInvoiceMail({ ...data, invoice, payBySbp: false })).text).not.toContain("СБП");

    const reminder = await renderPaymentReminderMail({ ...data, invoice: { ...invoice, paymentDueAt: new Date("2026-11-20T09:00:00Z") }, payBySbp: true });
    expect(reminder.subject).toMatch(/^Электро-Опт: счёт № 4217 на сумму 12\s345,50\s₽ не оплачен$/);
    expect(reminder.text).toContain("истёк 20.11.2026");
    expect(reminder.text).toContain("по СБП");
    expect(reminder.text).toContain("https://shop.example/orders/4217");

    const url = "https://shop.example/user/signin-by-invitation?invitation=abc";
    const invitation = await renderInvitationMail({ locale: "ru", siteName: "Электро-Опт", subject: "Приглашение в компанию «ООО \"Ромашка\"»", company: 'ООО "Ромашка"', url, code: "123456" });
    expect(invitation.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(invitation.text).toContain(url);
    expect(invitation.text).toContain("Код приглашения: 123456");
  });

  it("the data stored with a queued mail (JSON) renders the same mail as the data it came from", async () => {
    const stored = ZOrderMailData.parse(JSON.parse(JSON.stringify(data)));
    expect(stored.order.reservedUntil).toEqual(data.order.reservedUntil);
    expect(await renderOrderPlacedMail(stored)).toEqual(await renderOrderPlacedMail(data));
  });

  it("renders in the site's language", async () => {
    const mail = await renderOrderPlacedMail({ ...data, locale: "en" });
    expect(mail.subject).toBe("Электро-Опт: order “Заказ № 4217” placed");
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain("Open the order");
  });
});

describe("the mail layout", () => {
  it("is valid MJML (renders skip validation for speed, so it is checked here)", async () => {
    const content = mailLines({ lines: [{ name: "Кабель", amount: 1, unit: "м", total: "1,00 ₽" }], labels: { name: "Товар", amount: "Количество", total: "Сумма", more: () => "", sum: "Итого" } });
    const { errors } = await mjml2html(mailLayout({ lang: "ru", siteName: "Сайт", heading: "Заголовок", action: { label: "Открыть", href: "https://shop.example/" }, footer: "Подвал", content: `${paragraph("Текст")}\n${content}` }), {
      validationLevel: "soft",
    });
    expect(errors.map((e) => e.formattedMessage)).toEqual([]);
  });
});
