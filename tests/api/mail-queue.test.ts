import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";
import { POST as updateSettings } from "@/app/api/v1/user/notification-settings/route";
import { smtpMail } from "@/lib/server/adapters/mail/smtp-mail";
import type { TMailAdapter, TMailMessage } from "@/lib/server/adapters/mail/types";
import { getDb } from "@/lib/server/db/client";
import { orders, outbox } from "@/lib/server/db/schema";
import { expireReservations } from "@/lib/server/jobs/expire-reservations";
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
  await setSettings("buyer@demo.test", { orderPlacedEmail: true, documentsEmail: true, orderStatusEmail: true });
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
