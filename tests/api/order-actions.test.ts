import { and, eq } from "drizzle-orm";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";
import { POST as repeatRoute } from "@/app/api/v1/order/[id]/repeat/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as listItemsRoute } from "@/app/api/v1/order/item/route";
import { GET as listRoute } from "@/app/api/v1/order/route";
import { ZOrderDetail, type TCancelOrderResponse, type TOrderDetail, type TOrderItemsResponse, type TOrderListResponse, type TRepeatOrderResponse } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { orderEvents, productPrices, products } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, countRows, orderOne, patchSite, prepareProduct, pricedProducts, readCart, rub, stockOf, type TErrorBody } from "./order-fixtures";

const repeat = (token: string, id: number, host?: string) =>
  callRoute<TRepeatOrderResponse & TErrorBody>(repeatRoute, { path: `/api/v1/order/${id}/repeat`, method: "POST", token, params: { id: String(id) }, host });
const cancel = (token: string, id: number, headers?: Record<string, string>) =>
  callRoute<TCancelOrderResponse & TErrorBody>(cancelRoute, { path: `/api/v1/order/${id}/cancel`, method: "POST", token, params: { id: String(id) }, headers });
const detail = (token: string, id: number) => callRoute<TOrderDetail & TErrorBody>(getOrderRoute, { path: `/api/v1/order/${id}`, token, params: { id: String(id) } });

describe("POST /api/v1/order/{id}/repeat", () => {
  it("puts the order's lines back into the cart at today's prices", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 10);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await prepareProduct("localhost", q.id, { stock: [100], minimumBatch: 1, multiplicity: 1 });
    const token = await tokenFor("buyer@demo.test");
    await addToCart(token, { productId: p.id, amount: 2 });
    const order = await orderOne(token, q.id, 3);
    expect(order.items.map((i) => i.productId).sort()).toEqual([p.id, q.id].sort());
    expect((await readCart(token)).json.items).toEqual([]);

    // Prices changed since: the cart shows today's; the multiplicity changed too: rounded up with a notice.
    await getDb().update(productPrices).set({ price: p.price + 1000 }).where(and(eq(productPrices.productId, p.id)));
    await getDb().update(products).set({ multiplicity: 2 }).where(eq(products.id, q.id));
    const res = await repeat(token, order.id);
    expect(res.status).toBe(200);
    expect(res.json.skipped).toEqual([]);
    const byProduct = new Map(res.json.items.map((i) => [i.productId, i]));
    expect(byProduct.get(p.id)).toMatchObject({ amount: 2, price: rub(p.price + 1000) });
    expect(byProduct.get(q.id)).toMatchObject({ amount: 4 });
    expect(res.json.adjusted).toBe(true);
    expect(res.json.message).toContain("Товары заказа добавлены в корзину по сегодняшним ценам");
    // The order itself keeps the prices it was placed at.
    expect((await detail(token, order.id)).json.items.find((i) => i.productId === p.id)?.price).toBe(rub(p.price));
  });

  it("skips products withdrawn since and says so", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 20);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("admin@demo.test");
    const order = await orderOne(token, p.id, 1);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, p.id));
    const res = await repeat(token, order.id);
    expect(res.status).toBe(200);
    expect(res.json.skipped).toEqual([{ name: p.name, reason: "Товар больше недоступен" }]);
    expect(res.json.message).toBe("Ни один товар заказа больше не доступен");
    expect(res.json.items).toEqual([]);
  });

  it("is refused with 403 when the site turns repeat off, and 404 for someone else's order", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 30);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const order = await orderOne(await tokenFor("individual@demo.test"), p.id, 1);
    const stranger = await tokenFor("buyer@demo.test");
    const foreign = await repeat(stranger, order.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Заказ не существует.");
    expect((await repeat(await tokenFor("buyer@demo.test", "second.localhost"), order.id, "second.localhost")).status).toBe(404);

    await patchSite("localhost", { featureFlags: { orderRepeat: false } });
    try {
      const off = await repeat(await tokenFor("individual@demo.test"), order.id);
      expect(off.status).toBe(403);
      expect(off.json.message).toBe("Повтор заказа отключён на этом сайте");
      expect((await detail(await tokenFor("individual@demo.test"), order.id)).json.actions.repeat).toBe(false);
    } finally {
      await patchSite("localhost", { featureFlags: { orderRepeat: true } });
    }
  });
});

describe("POST /api/v1/order/{id}/cancel", () => {
  it("is off by default (403) and changes nothing", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 40);
    await prepareProduct("localhost", p.id, { stock: [10] });
    const token = await tokenFor("individual@demo.test");
    const order = await orderOne(token, p.id, 4);
    const res = await cancel(token, order.id);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Отмена заказа отключена на этом сайте");
    expect((await stockOf("localhost", p.id)).reserved).toBe(4);
    expect((await detail(token, order.id)).json).toMatchObject({ status: "confirmed", actions: { cancel: false } });
  });

  it("cancels a confirmed order and releases its reservation once, when the site allows it", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 50);
    await prepareProduct("localhost", p.id, { stock: [10] });
    const token = await tokenFor("individual@demo.test");
    const order = await orderOne(token, p.id, 4);
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    try {
      expect((await detail(token, order.id)).json.actions).toEqual({ repeat: true, cancel: true });
      const foreign = await cancel(await tokenFor("buyer@demo.test"), order.id);
      expect(foreign.status).toBe(404);
      expect((await stockOf("localhost", p.id)).reserved).toBe(4);

      const res = await cancel(token, order.id, { "x-request-id": "cancel-1" });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Заказ отменён, резерв снят");
      expect(res.json.order).toMatchObject({ status: "cancelled", statusName: "Отменён", reservedUntil: null, actions: { cancel: false } });
      expect(res.json.order.events.map((e) => e.status)).toEqual(["confirmed", "cancelled"]);
      expect((await stockOf("localhost", p.id)).reserved).toBe(0);

      // The same request again is answered from the first time; a new one is a conflict.
      const replay = await cancel(token, order.id, { "x-request-id": "cancel-1" });
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      const again = await cancel(token, order.id);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe("Заказ в статусе «Отменён» нельзя отменить");
      expect((await stockOf("localhost", p.id)).reserved).toBe(0);
      expect(await countRows("order_events", `order_id = ${order.id}`)).toBe(2);
      expect((await getDb().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((e) => e.status)).toEqual(["confirmed", "cancelled"]);
    } finally {
      await patchSite("localhost", { featureFlags: { orderCancel: false } });
    }
  });
});

describe("our texts of an order in the reader's language", () => {
  const inEnglish = { "accept-language": "en" };
  it("the history notes and the order's name follow Accept-Language; a person's comment stays as written", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 52);
    await prepareProduct("localhost", p.id, { stock: [10] });
    const token = await tokenFor("individual@demo.test");
    const order = await orderOne(token, p.id, 2);
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    try {
      expect((await cancel(token, order.id)).status).toBe(200);
    } finally {
      await patchSite("localhost", { featureFlags: { orderCancel: false } });
    }
    // Our notes are stored as kinds, not as Russian text.
    const stored = await getDb().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(stored.map((e) => [e.note, e.comment])).toEqual([
      ["placed", null],
      ["cancelled", null],
    ]);
    await getDb().insert(orderEvents).values({ siteId: stored[0].siteId, orderId: order.id, status: "cancelled", comment: "Звонил менеджер" });

    const ru = ZOrderDetail.parse((await detail(token, order.id)).json);
    expect(ru.name).toBe(`Заказ № ${order.id}`);
    expect(ru.events.map((e) => e.comment)).toEqual([expect.stringMatching(/^Заказ оформлен, товар зарезервирован до \d\d\.\d\d\.\d{4}$/), "Заказ отменён покупателем, резерв снят", "Звонил менеджер"]);

    const en = ZOrderDetail.parse((await callRoute(getOrderRoute, { path: `/api/v1/order/${order.id}`, token, params: { id: String(order.id) }, headers: inEnglish })).json);
    expect(en.name).toBe(`Order No. ${order.id}`);
    expect(en.events.map((e) => e.comment)).toEqual([expect.stringMatching(/^Order placed, goods reserved until \d\d\.\d\d\.\d{4}$/), "Cancelled by the buyer, reservation released", "Звонил менеджер"]);

    const list = await callRoute<TOrderListResponse>(listRoute, { path: "/api/v1/order", token, headers: inEnglish });
    expect(list.json.items.find((o) => o.id === order.id)?.name).toBe(`Order No. ${order.id}`);
    const lines = await callRoute<TOrderItemsResponse>(listItemsRoute, { path: "/api/v1/order/item", token, headers: inEnglish });
    expect(lines.json.items.find((i) => i.orderId === order.id)?.orderName).toBe(`Order No. ${order.id}`);
  });
});
