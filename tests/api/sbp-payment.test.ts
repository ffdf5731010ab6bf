import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { POST as bankPayRoute } from "@/app/api/v1/dev/sbp-bank/[paymentId]/pay/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as statusRoute } from "@/app/api/v1/payment/sbp/[paymentId]/route";
import { POST as callbackRoute } from "@/app/api/v1/payment/sbp/callback/route";
import { POST as createRoute } from "@/app/api/v1/payment/sbp/route";
import type { TOrderDetail } from "@/lib/contracts/orders";
import type { TSbpPayment } from "@/lib/contracts/payment";
import { getDb } from "@/lib/server/db/client";
import { orderDocuments, sbpPayments } from "@/lib/server/db/schema";
import { signSbpCallback } from "@/lib/server/payment/sbp-signature";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { orderOne, patchSite, prepareProduct, pricedProducts, type TErrorBody } from "./order-fixtures";

let productIds: number[] = [];
let next = 0;
/** A placed order of buyer@demo.test (ООО «Ромашка») and its invoice. */
async function placedInvoice(email = "buyer@demo.test", host = "localhost") {
  if (productIds.length === 0) productIds = (await pricedProducts("localhost", "wholesale", 20, 0)).map((p) => p.id);
  const productId = productIds[next++];
  await prepareProduct(host, productId, { stock: [100] });
  const order = await orderOne(await tokenFor(email, host), productId, 2, host);
  return { order, invoice: order.documents[0] };
}

const create = async (documentId: unknown, email = "buyer@demo.test", host = "localhost") =>
  callRoute<TSbpPayment & TErrorBody>(createRoute, { host, path: "/api/v1/payment/sbp", method: "POST", body: { documentId }, token: await tokenFor(email, host) });
const status = async (paymentId: string, email = "buyer@demo.test", host = "localhost") =>
  callRoute<TSbpPayment & TErrorBody>(statusRoute, { host, path: `/api/v1/payment/sbp/${paymentId}`, token: await tokenFor(email, host), params: { paymentId } });
const detail = async (id: number) => callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${id}`, token: await tokenFor("buyer@demo.test"), params: { id: String(id) } });

/** The bank's notice, signed with the site's key (or as given). */
async function callback(notice: Record<string, unknown>, { host = "localhost", signature }: { host?: string; signature?: string } = {}) {
  const rawBody = JSON.stringify(notice);
  const site = await siteOf(host);
  return callRoute<{ ok: boolean; alreadyPaid: boolean } & TErrorBody>(callbackRoute, {
    host,
    path: "/api/v1/payment/sbp/callback",
    rawBody,
    headers: { "content-type": "application/json", "x-sbp-signature": signature ?? signSbpCallback(site, rawBody) },
  });
}

const noticeOf = (payment: { paymentId: string; amount: string }, extra: Record<string, unknown> = {}) => ({
  paymentId: payment.paymentId,
  operationId: "op-1",
  amount: Math.round(Number(payment.amount) * 100),
  status: "paid",
  paidAt: new Date().toISOString(),
  ...extra,
});

async function paidAtOf(documentId: number) {
  const [doc] = await getDb().select({ paidAt: orderDocuments.paidAt }).from(orderDocuments).where(eq(orderDocuments.id, documentId));
  return doc.paidAt;
}

describe("SBP payment of an invoice", () => {
  it("creates a QR and link, a signed callback marks the invoice paid once; the order shows it", async () => {
    const { order, invoice } = await placedInvoice();
    expect(invoice).toMatchObject({ kind: "invoice", state: "awaiting-payment", payBySbp: true });

    const created = await create(invoice.id);
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ documentId: invoice.id, amount: invoice.total, status: "pending", paidAt: null });
    expect(created.json.link).toBe(`http://localhost/dev/sbp-bank/${created.json.paymentId}`);
    expect(created.json.qrPayload).toBe(created.json.link);
    expect(Buffer.from(created.json.qrImage.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toContain("<svg");
    // A second click shows the same payment.
    expect((await create(invoice.id)).json.paymentId).toBe(created.json.paymentId);
    expect((await status(created.json.paymentId)).json.status).toBe("pending");

    const notice = noticeOf(created.json);
    const paid = await callback(notice);
    expect(paid.status).toBe(200);
    expect(paid.json).toEqual({ ok: true, alreadyPaid: false });
    const paidAt = await paidAtOf(invoice.id);
    expect(paidAt?.toISOString()).toBe(notice.paidAt);
    expect((await status(created.json.paymentId)).json).toMatchObject({ status: "paid", paidAt: notice.paidAt });
    const shown = await detail(order.id);
    expect(shown.json.documents[0]).toMatchObject({ state: "paid", payBySbp: false, paidAt: notice.paidAt });

    // The same notice again (a retry or a replay): nothing changes.
    const replay = await callback({ ...notice, paidAt: new Date(Date.now() + 60_000).toISOString(), operationId: "op-1" });
    expect(replay.status).toBe(200);
    expect(replay.json.alreadyPaid).toBe(true);
    expect((await paidAtOf(invoice.id))?.toISOString()).toBe(notice.paidAt);
    // Another operation for a paid payment is refused; a paid invoice gets no new payment.
    expect((await callback({ ...notice, operationId: "op-2" })).status).toBe(409);
    expect((await create(invoice.id)).status).toBe(409);
  });

  it("refuses a forged signature (401), a changed body and a wrong amount (400): nothing is paid", async () => {
    const { invoice } = await placedInvoice();
    const created = await create(invoice.id);
    const notice = noticeOf(created.json);
    const forged = await callback(notice, { signature: `sha256=${"0".repeat(64)}` });
    expect(forged.status).toBe(401);
    expect(forged.json.message).toBe("Подпись уведомления банка неверна");
    expect((await callback(notice, { signature: "" })).status).toBe(401);
    // Signed for one body, sent with another.
    const site = await siteOf("localhost");
    const otherBody = signSbpCallback(site, JSON.stringify({ ...notice, amount: 1 }));
    expect((await callback(notice, { signature: otherBody })).status).toBe(401);
    // Another site's key does not sign this site's callbacks.
    const second = await siteOf("second.localhost");
    expect((await callback(notice, { signature: signSbpCallback(second, JSON.stringify(notice)) })).status).toBe(401);

    const wrongAmount = await callback({ ...notice, amount: notice.amount - 1 });
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.json.errors?.amount).toEqual(["Сумма платежа не совпадает с суммой счёта"]);
    expect((await callback({ ...notice, paymentId: randomUUID() })).status).toBe(404);
    expect((await callback({ ...notice, status: "refunded" })).status).toBe(400);
    expect(await paidAtOf(invoice.id)).toBeNull();
    const [row] = await getDb().select().from(sbpPayments).where(eq(sbpPayments.paymentId, created.json.paymentId));
    expect(row.status).toBe("pending");
  });

  it("answers bad input with 400, another company's or site's invoice and payment with 404", async () => {
    expect((await create("abc")).status).toBe(400);
    expect((await create(0)).status).toBe(400);
    expect((await status("not-a-uuid")).status).toBe(400);
    expect((await create(999_999)).status).toBe(404);
    const { invoice } = await placedInvoice();
    const created = await create(invoice.id);
    // individual@demo.test is not in ООО «Ромашка».
    expect((await create(invoice.id, "individual@demo.test")).status).toBe(404);
    expect((await status(created.json.paymentId, "individual@demo.test")).status).toBe(404);
    // The same account on the second site (SBP on there for this case).
    await patchSite("second.localhost", { featureFlags: { orderPayment: true } });
    try {
      expect((await create(invoice.id, "buyer@demo.test", "second.localhost")).status).toBe(404);
      expect((await status(created.json.paymentId, "buyer@demo.test", "second.localhost")).status).toBe(404);
      expect((await callback(noticeOf(created.json), { host: "second.localhost" })).status).toBe(404);
    } finally {
      await patchSite("second.localhost", { featureFlags: { orderPayment: false } });
    }
    expect((await callRoute(createRoute, { path: "/api/v1/payment/sbp", method: "POST", body: { documentId: invoice.id } })).status).toBe(401);
  });

  it("is off (403, no button) where the site's orderPayment flag or isAllowedSbpPay is off", async () => {
    const { order, invoice } = await placedInvoice();
    const created = await create(invoice.id);
    for (const patch of [{ featureFlags: { orderPayment: false } }, { settings: { isAllowedSbpPay: false } }]) {
      await patchSite("localhost", patch);
      try {
        const refused = await create(invoice.id);
        expect(refused.status).toBe(403);
        expect(refused.json.message).toBe("Оплата по СБП на этом сайте недоступна");
        expect((await callback(noticeOf(created.json))).status).toBe(403);
        expect((await detail(order.id)).json.documents[0].payBySbp).toBe(false);
      } finally {
        await patchSite("localhost", { featureFlags: { orderPayment: true }, settings: { isAllowedSbpPay: true } });
      }
    }
    expect(await paidAtOf(invoice.id)).toBeNull();
  });

  it("the local bank's «Оплатить» sends the signed callback: the invoice is paid", async () => {
    const { invoice } = await placedInvoice();
    const created = await create(invoice.id);
    // The bank calls our callback over HTTP: here the request goes to the route in-process.
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => callbackRoute(new Request(input as string, { ...init, headers: { ...(init?.headers as Record<string, string>), host: "localhost" } }), { params: Promise.resolve({}) }));
    try {
      const pay = () => callRoute(bankPayRoute, { path: `/api/v1/dev/sbp-bank/${created.json.paymentId}/pay`, method: "POST", params: { paymentId: created.json.paymentId } });
      const res = await pay();
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`http://localhost/dev/sbp-bank/${created.json.paymentId}?result=paid`);
      expect(await paidAtOf(invoice.id)).not.toBeNull();
      // A second press: a new bank operation for a paid payment, which the shop refuses.
      expect((await pay()).headers.get("location")).toContain("result=already");
      expect((await callRoute(bankPayRoute, { path: "/api/v1/dev/sbp-bank/x/pay", method: "POST", params: { paymentId: "x" } })).status).toBe(404);
    } finally {
      fetchSpy.mockRestore();
    }
    const [row] = await getDb().select().from(sbpPayments).where(and(eq(sbpPayments.paymentId, created.json.paymentId)));
    expect(row).toMatchObject({ status: "paid", provider: "local" });
  });
});
