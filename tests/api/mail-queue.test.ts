import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";
import { POST as updateSettings } from "@/app/api/v1/user/notification-settings/route";
import { smtpMail } from "@/lib/server/adapters/mail/smtp-mail";
import type { TMailAdapter, TMailMessage } from "@/lib/server/adapters/mail/types";
import { getDb } from "@/lib/server/db/client";
import { orderDocuments, orders, outbox } from "@/lib/server/db/schema";
import { expireReservations } from "@/lib/server/jobs/expire-reservations";
import { sendPaymentReminders } from "@/lib/server/jobs/send-payment-reminders";
import { enqueueOrderStatusMail } from "@/lib/server/mail/enqueue-order-mails";
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, deliverOutbox, outboxBackoffMs, waitForOutboxDelivery } from "@/lib/server/outbox/deliver-outbox";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { orderOne, patchSite, prepareProduct, pricedProducts } from "./order-fixtures";

const MANAGERS = ["m.ivanova@elektro-opt.test", "p.kuzmin@elektro-opt.test"];
const globalForMail = globalThis as unknown as { __b2bMailAdapter?: TMailAdapter };

/** A mail adapter that keeps what it was given. */
function recorder(): TMailAdapter & { sent: TMailMessage[] } {
  const sent: TMailMessage[] = [];
  return { name: "recorder", sent, send: async (message) => void sent.push(message) };
}

async function mailsOf(from: number) {
  return getDb().select().from(outbox).where(gt(outbox.id, from)).orderBy(outbox.id);
}

async function lastOutboxId(): Promise<number> {
  const [row] = await getDb().select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

let productIds: number[] = [];
let next = 0;
/** A product with plenty of stock for the next order (each test orders its own). */
async function freshProduct(): Promise<number> {
  if (productIds.length === 0) productIds = (await pricedProducts("localhost", "wholesale", 20, 0)).map((p) => p.id);
  const id = productIds[next++];
  await prepareProduct("localhost", id, { stock: [100] });
  return id;
}

async function setSettings(email: string, body: Record<string, boolean>) {
  const res = await callRoute(updateSettings, { path: "/api/v1/user/notification-settings", method: "POST", body, token: await tokenFor(email) });
  expect(res.status).toBe(200);
}

afterEach(async () => {
  await waitForOutboxDelivery();
  delete globalForMail.__b2bMailAdapter;
  await setSettings("buyer@demo.test", { orderPlacedEmail: true, documentsEmail: true, orderStatusEmail: true, orderPlacedSms: false, orderStatusSms: false, paymentReminderEmail: true });
});

describe("order mails", () => {
  it("placing an order queues the buyer's mail and each manager's mail exactly once, as HTML and text", async () => {
    const before = await lastOutboxId();
    const order = await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 2);
    await waitForOutboxDelivery();
    const mails = await mailsOf(before);
    expect(mails.map((m) => m.recipient).sort()).toEqual(["buyer@demo.test", ...MANAGERS].sort());
    const [buyer] = mails.filter((m) => m.recipient === "buyer@demo.test");
    expect(buyer.subject).toBe(`Электро-Опт: заказ «Заказ № ${order.id}» оформлен`);
    expect(buyer.body).toContain(`Заказ № ${order.id}`);
    expect(buyer.body).toContain(`http://localhost/orders/${order.id}`);
    expect(buyer.html).toContain(`href="http://localhost/orders/${order.id}"`);
    expect(buyer.html).toContain('lang="ru"');
    const [manager] = mails.filter((m) => m.recipient === MANAGERS[0]);
    expect(manager.subject).toBe(`Электро-Опт: новый заказ «Заказ № ${order.id}» от ООО "Ромашка"`);
    expect(manager.body).toContain("buyer@demo.test");
    // Delivered after the commit (the log adapter: no SMTP_URL in tests), once.
    expect(mails.every((m) => m.sentAt !== null && m.attempts === 1)).toBe(true);
    expect((await deliverOutbox()).sent).toBe(0);
  });

  it("a buyer who turned the order mail off gets none (the invoice mail if they want documents); the managers still do", async () => {
    await setSettings("buyer@demo.test", { orderPlacedEmail: false, documentsEmail: false });
    let before = await lastOutboxId();
    await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 1);
    expect((await mailsOf(before)).map((m) => m.recipient).sort()).toEqual([...MANAGERS].sort());

    await setSettings("buyer@demo.test", { orderPlacedEmail: false, documentsEmail: true });
    before = await lastOutboxId();
    const order = await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 1);
    await waitForOutboxDelivery();
    const buyerMails = (await mailsOf(before)).filter((m) => m.recipient === "buyer@demo.test");
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0].subject).toMatch(new RegExp(`^Электро-Опт: счёт № ${order.id} на сумму `));
    expect(buyerMails[0].body).toContain("по СБП");
  });

  it("a status change mails the order's author: the buyer's cancel and the reservation's expiry; not with the setting off", async () => {
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, await freshProduct(), 1);
    let before = await lastOutboxId();
    const cancelled = await callRoute(cancelRoute, { path: `/api/v1/order/${order.id}/cancel`, method: "POST", token, params: { id: String(order.id) } });
    expect(cancelled.status).toBe(200);
    await waitForOutboxDelivery();
    const [mail] = await mailsOf(before);
    expect(mail).toMatchObject({ recipient: "buyer@demo.test", subject: `Электро-Опт: заказ «Заказ № ${order.id}» — Отменён` });
    expect(mail.html).toContain("Отменён");

    const expiring = await orderOne(token, await freshProduct(), 1);
    before = await lastOutboxId();
    await expireReservations({ now: new Date(Date.now() + 30 * 86_400_000) });
    const expiredMails = (await mailsOf(before)).filter((m) => m.subject.includes(`«Заказ № ${expiring.id}»`));
    expect(expiredMails).toHaveLength(1);
    expect(expiredMails[0].subject).toContain("Резерв истёк");
    // The job leaves delivery to the background loop: deliver now, so later cases start with an empty queue.
    await deliverOutbox();

    await setSettings("buyer@demo.test", { orderStatusEmail: false });
    const quiet = await orderOne(token, await freshProduct(), 1);
    before = await lastOutboxId();
    expect((await callRoute(cancelRoute, { path: `/api/v1/order/${quiet.id}/cancel`, method: "POST", token, params: { id: String(quiet.id) } })).status).toBe(200);
    expect(await mailsOf(before)).toHaveLength(0);
    await patchSite("localhost", { featureFlags: { orderCancel: false } });
  });
});

describe("the outbox queue", () => {
  it("SMTP down: the order is placed anyway, the mail waits with its error and goes at its retry", async () => {
    // A real SMTP transport to a port nobody listens on.
    globalForMail.__b2bMailAdapter = smtpMail("smtp://127.0.0.1:9", "shop@elektro-opt.test");
    const before = await lastOutboxId();
    const order = await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 1);
    expect(order.status).toBe("confirmed");
    await waitForOutboxDelivery();
    const waiting = await mailsOf(before);
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.sentAt).toBeNull();
      expect(row.error).toBeTruthy();
      expect(row.attempts).toBe(1);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    // Before the backoff is over nothing is tried; after it, the mail server is back.
    const up = recorder();
    expect((await deliverOutbox({ adapters: { mail: up } })).sent).toBe(0);
    const later = new Date(Date.now() + outboxBackoffMs(1) + 1_000);
    const result = await deliverOutbox({ now: later, adapters: { mail: up } });
    expect(result).toMatchObject({ sent: 3, failed: 0 });
    expect(up.sent.map((m) => m.to).sort()).toEqual(["buyer@demo.test", ...MANAGERS].sort());
    expect(up.sent.every((m) => m.html && m.text && m.messageId?.startsWith("<outbox-"))).toBe(true);
    expect((await deliverOutbox({ now: later, adapters: { mail: up } })).sent).toBe(0);
    expect(up.sent).toHaveLength(3);
  });

  it("gives a message up after the last attempt: dead, never tried again", async () => {
    const site = await siteOf("localhost");
    const [row] = await getDb().insert(outbox).values({ siteId: site.id, channel: "email", recipient: "dead@example.com", subject: "S", body: "B" }).returning();
    const down: TMailAdapter = { name: "down", send: async () => Promise.reject(new Error("421 try later")) };
    let now = Date.now();
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await deliverOutbox({ now: new Date(now), adapters: { mail: down } });
      now += outboxBackoffMs(attempt) + 1_000;
    }
    const [dead] = await getDb().select().from(outbox).where(eq(outbox.id, row.id));
    expect(dead).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, error: "421 try later", sentAt: null });
    expect(dead.deadAt).not.toBeNull();
    const up = recorder();
    await deliverOutbox({ now: new Date(now + 86_400_000), adapters: { mail: up } });
    expect(up.sent.filter((m) => m.to === "dead@example.com")).toHaveLength(0);
  });

  it("a restart in the middle of sending: the claimed order mail goes once, after the lease runs out", async () => {
    // The first process claims the order's mails and stops while sending them (its send never finishes).
    let gone = false;
    let stop: (reason: Error) => void = () => {};
    const dying: TMailAdapter = { name: "dying", send: () => (gone ? Promise.reject(new Error("process gone")) : new Promise<void>((_, reject) => (stop = reject))) };
    globalForMail.__b2bMailAdapter = dying;
    const before = await lastOutboxId();
    const order = await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 1);
    // The kick after the commit claims them (asynchronously): wait for its claim.
    for (let i = 0; i < 100 && (await mailsOf(before)).filter((m) => m.lockedUntil !== null).length < 3; i++) await new Promise((r) => setTimeout(r, 50));
    const claimed = await mailsOf(before);
    expect(claimed).toHaveLength(3);
    expect(claimed.every((m) => m.sentAt === null && m.lockedUntil !== null && m.attempts === 1)).toBe(true);

    // The restarted process: nothing is sent while the lease holds, each mail once after it.
    const restarted = recorder();
    expect((await deliverOutbox({ adapters: { mail: restarted } })).sent).toBe(0);
    const afterLease = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    expect((await deliverOutbox({ now: afterLease, adapters: { mail: restarted } })).sent).toBe(3);
    expect((await deliverOutbox({ now: new Date(afterLease.getTime() + OUTBOX_LEASE_MS * 2), adapters: { mail: restarted } })).sent).toBe(0);
    const buyerMails = restarted.sent.filter((m) => m.to === "buyer@demo.test");
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0].subject).toContain(`«Заказ № ${order.id}»`);
    // The same Message-ID the first process used: a receiving server can drop the repeat.
    const [buyerRow] = claimed.filter((m) => m.recipient === "buyer@demo.test");
    expect(buyerMails[0].messageId).toBe(`<outbox-${buyerRow.siteId}-${buyerRow.id}@b2b.localhost>`);

    // The old process's send finally fails: it no longer owns the mail and records nothing over the sent row.
    gone = true;
    stop(new Error("process gone"));
    await waitForOutboxDelivery();
    const rows = await getDb().select().from(outbox).where(inArray(outbox.id, claimed.map((m) => m.id)));
    expect(rows.every((m) => m.sentAt !== null && m.error === null && m.attempts === 2)).toBe(true);
    const [{ status }] = await getDb().select({ status: orders.status }).from(orders).where(and(eq(orders.id, order.id)));
    expect(status).toBe("confirmed");
  });
});

describe("mails rendered at delivery", () => {
  it("a status mail is queued as its template and data in the change's transaction and rendered, once, when it is sent", async () => {
    const order = await orderOne(await tokenFor("buyer@demo.test"), await freshProduct(), 1);
    await waitForOutboxDelivery();
    const site = await siteOf("localhost");
    const before = await lastOutboxId();
    await getDb().transaction((tx) => enqueueOrderStatusMail(tx, { siteId: site.id, orderId: order.id, status: "shipped", comment: "Машина <ГАЗель> выехала" }));
    const [queued] = await mailsOf(before);
    // In the transaction: the subject and the data, no HTML yet.
    expect(queued).toMatchObject({ template: "orderStatus", html: null, body: "", sentAt: null, subject: `Электро-Опт: заказ «Заказ № ${order.id}» — Отгружен` });
    expect(queued.templateData).toMatchObject({ order: { id: order.id }, statusName: "Отгружен", comment: "Машина <ГАЗель> выехала" });

    const up = recorder();
    expect((await deliverOutbox({ adapters: { mail: up } })).sent).toBe(1);
    expect(up.sent).toHaveLength(1);
    expect(up.sent[0].html).toContain("Машина &lt;ГАЗель&gt; выехала");
    expect(up.sent[0].text).toContain(`http://localhost:3000/orders/${order.id}`);
    const [sent] = await mailsOf(before);
    expect(sent.html).toBe(up.sent[0].html);
    expect(sent.body).toBe(up.sent[0].text);
    expect(sent.sentAt).not.toBeNull();
  });

  it("a queued mail whose data does not fit its template fails its attempt with the error kept, and is not sent", async () => {
    // No delivery kicked by an earlier test may still be running: on PostgreSQL it would take this row first.
    await waitForOutboxDelivery();
    const site = await siteOf("localhost");
    const [row] = await getDb()
      .insert(outbox)
      .values({ siteId: site.id, channel: "email", recipient: "broken@example.com", subject: "S", body: "", template: "orderStatus", templateData: { order: "nope" } })
      .returning();
    const up = recorder();
    // The row's next_attempt_at is the database's now() in microseconds, JavaScript's clock counts milliseconds:
    // a delivery in the same millisecond as this one-statement insert would find it not yet due.
    expect((await deliverOutbox({ now: new Date(Date.now() + 1_000), adapters: { mail: up } })).failed).toBe(1);
    expect(up.sent).toHaveLength(0);
    const [failed] = await getDb().select().from(outbox).where(eq(outbox.id, row.id));
    expect(failed).toMatchObject({ sentAt: null, html: null, attempts: 1 });
    expect(failed.error).toBeTruthy();
    await getDb().delete(outbox).where(eq(outbox.id, row.id));
  });
});

describe("order SMS", () => {
  it("with orderPlacedSms and orderStatusSms on, the buyer's phone gets the order and its cancel by SMS; with them off, no SMS", async () => {
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    const token = await tokenFor("buyer@demo.test");
    await setSettings("buyer@demo.test", { orderPlacedSms: true, orderStatusSms: true });
    let before = await lastOutboxId();
    const order = await orderOne(token, await freshProduct(), 1);
    let sms = (await mailsOf(before)).filter((m) => m.channel === "sms");
    expect(sms).toHaveLength(1);
    expect(sms[0].recipient).toBe("9000000001");
    expect(sms[0].body).toMatch(new RegExp(`^Электро-Опт: Заказ № ${order.id} на сумму .+ оформлен\\. http://localhost/orders/${order.id}$`));

    before = await lastOutboxId();
    expect((await callRoute(cancelRoute, { path: `/api/v1/order/${order.id}/cancel`, method: "POST", token, params: { id: String(order.id) } })).status).toBe(200);
    sms = (await mailsOf(before)).filter((m) => m.channel === "sms");
    expect(sms.map((m) => m.body)).toEqual([`Электро-Опт: Заказ № ${order.id} — Отменён. http://localhost/orders/${order.id}`]);
    await waitForOutboxDelivery();
    expect((await mailsOf(before)).every((m) => m.sentAt !== null)).toBe(true);

    await setSettings("buyer@demo.test", { orderPlacedSms: false, orderStatusSms: false });
    before = await lastOutboxId();
    const quiet = await orderOne(token, await freshProduct(), 1);
    expect((await callRoute(cancelRoute, { path: `/api/v1/order/${quiet.id}/cancel`, method: "POST", token, params: { id: String(quiet.id) } })).status).toBe(200);
    expect((await mailsOf(before)).filter((m) => m.channel === "sms")).toHaveLength(0);
    await patchSite("localhost", { featureFlags: { orderCancel: false } });
  });
});

describe("payment reminders", () => {
  const DAY = 86_400_000;
  async function invoiceOf(orderId: number) {
    const [doc] = await getDb().select().from(orderDocuments).where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, "invoice")));
    return doc;
  }
  async function setInvoice(id: number, patch: Partial<typeof orderDocuments.$inferInsert>) {
    await getDb().update(orderDocuments).set(patch).where(eq(orderDocuments.id, id));
  }
  const remindersOf = async (from: number) => (await mailsOf(from)).filter((m) => m.template === "paymentReminder");

  it("an unpaid invoice past its payment date gets one reminder per due date; paid, expired, cancelled or with the setting off — none", async () => {
    const token = await tokenFor("buyer@demo.test");
    const order = await orderOne(token, await freshProduct(), 1);
    const invoice = await invoiceOf(order.id);
    const now = new Date();
    const before = await lastOutboxId();
    // Not due yet: nothing.
    await setInvoice(invoice.id, { paymentDueAt: new Date(now.getTime() + DAY), validUntil: new Date(now.getTime() + 10 * DAY) });
    expect((await sendPaymentReminders({ now })).queued.filter((q) => q.documentId === invoice.id)).toHaveLength(0);

    // Overdue: one mail to the order's author; a second run (or a second process) adds nothing.
    await setInvoice(invoice.id, { paymentDueAt: new Date(now.getTime() - DAY) });
    expect((await sendPaymentReminders({ now })).queued).toEqual([{ siteId: invoice.siteId, documentId: invoice.id, to: "buyer@demo.test" }]);
    expect((await sendPaymentReminders({ now })).queued).toEqual([]);
    await Promise.all([sendPaymentReminders({ now }), sendPaymentReminders({ now })]);
    let reminders = await remindersOf(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipient: "buyer@demo.test", siteId: invoice.siteId });
    expect(reminders[0].subject).toMatch(new RegExp(`^Электро-Опт: счёт № ${invoice.number} на сумму .+ не оплачен$`));
    const up = recorder();
    await deliverOutbox({ adapters: { mail: up } });
    const [mail] = up.sent.filter((m) => m.to === "buyer@demo.test");
    expect(mail.text).toContain(`Срок оплаты счёта № ${invoice.number} по заказу «Заказ № ${order.id}»`);
    // The job has no request: links use the site's configured address.
    expect(mail.html).toContain(`href="http://localhost:3000/orders/${order.id}"`);

    // The seller's exchange moves the due date: that date gets its own reminder, once.
    await setInvoice(invoice.id, { paymentDueAt: new Date(now.getTime() - DAY / 2) });
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(1);
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(0);

    // Paid, expired, or the order cancelled: no reminder for a new due date.
    await setInvoice(invoice.id, { paymentDueAt: new Date(now.getTime() - DAY / 3), paidAt: now });
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(0);
    await setInvoice(invoice.id, { paidAt: null, validUntil: new Date(now.getTime() - 1000) });
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(0);
    await setInvoice(invoice.id, { validUntil: null });
    await getDb().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(0);
    await getDb().update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));

    // The author turned reminders off: none; back on: the one for this due date.
    await setSettings("buyer@demo.test", { paymentReminderEmail: false });
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(0);
    await setSettings("buyer@demo.test", { paymentReminderEmail: true });
    expect((await sendPaymentReminders({ now })).queued).toHaveLength(1);
    reminders = await remindersOf(before);
    expect(reminders).toHaveLength(3);
    await setInvoice(invoice.id, { paidAt: now });
    await deliverOutbox();
  });
});
