import { and, eq } from "drizzle-orm";
import { POST as selection } from "@/app/api/v1/cart/selection/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as checkout } from "@/app/api/v1/order/checkout/route";
import type { TCheckoutOptions, TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { analyticsEvents, companies, deliveryAddresses, orderDocuments, orderEvents, orderReservations, orders, products } from "@/lib/server/db/schema";
import { addWorkingDays } from "@/lib/shared/working-days";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, countRows, patchSite, placeOrder, prepareProduct, pricedProducts, readCart, rub, stockOf, warehousesOf } from "./order-fixtures";

async function addressesOf(companyName: string) {
  const site = await siteOf("localhost");
  const [company] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, companyName)));
  return getDb().select().from(deliveryAddresses).where(and(eq(deliveryAddresses.siteId, site.id), eq(deliveryAddresses.companyId, company.id)));
}

describe("GET /api/v1/order/checkout", () => {
  it("offers pickup (default) from the site's warehouses and delivery to the company's addresses", async () => {
    const res = await callRoute<TCheckoutOptions>(checkout, { path: "/api/v1/order/checkout", token: await tokenFor("buyer@demo.test") });
    expect(res.status).toBe(200);
    expect(res.json.defaultDeliveryType).toBe("pickup");
    expect(res.json.deliveryTypes).toEqual([
      { type: "pickup", name: "Самовывоз" },
      { type: "delivery", name: "Доставка" },
    ]);
    expect(res.json.warehouses.map((w) => w.name)).toContain("Центральный склад (Подольск)");
    expect(res.json.deliveryAddresses.map((a) => a.address)).toEqual(["г. Москва, ул. Полевая, д. 7, офис 12", "Московская обл., г. Химки, ул. Заводская, д. 3, склад 2"]);
    expect(res.json).toMatchObject({ freeDeliveryThreshold: "10000.00", reservationWorkingDays: 3, orderRedirect: "order", offerConditionsUrl: "/content/usloviya-oferty" });
    expect(res.json.freeDeliveryText).toContain("10 000");
    expect((await callRoute(checkout, { path: "/api/v1/order/checkout" })).status).toBe(401);
  });
});

describe("POST /api/v1/order", () => {
  it("places a pickup order from the selected lines in one go: order, reservation, history, invoice, analytics, cart", async () => {
    const site = await siteOf("localhost");
    const [a, b, c] = await pricedProducts("localhost", "wholesale", 3, 100);
    const [warehouse, second] = await warehousesOf("localhost");
    await prepareProduct("localhost", a.id, { stock: [10, 50] });
    await prepareProduct("localhost", b.id, { stock: [6] });
    await prepareProduct("localhost", c.id, { stock: [5] });
    const token = await tokenFor("buyer@demo.test");
    await addToCart(token, { productId: a.id, amount: 4 });
    await addToCart(token, { productId: b.id, amount: 6 });
    const withC = await addToCart(token, { productId: c.id, amount: 1 });
    const lineC = withC.json.items.find((i) => i.productId === c.id);
    await callRoute(selection, { path: "/api/v1/cart/selection", body: { ids: [lineC?.id], selected: false }, token });

    const before = Date.now();
    const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, comment: "Заберём в пятницу", acceptOfferConditions: true });
    expect(res.status).toBe(200);
    const order = res.json.order;
    const total = a.price * 4 + b.price * 6;
    expect(order).toMatchObject({
      name: `Заказ № ${order.id}`,
      status: "confirmed",
      statusName: "Подтверждён",
      deliveryType: "pickup",
      positionsCount: 2,
      totalPrice: rub(total),
      orderItemsTotalPrice: rub(total),
      orderCustomItemsTotalPrice: "0.00",
      comment: "Заберём в пятницу",
      company: { name: 'ООО "Ромашка"' },
      author: { name: "Петров Иван" },
      warehouse: { id: warehouse.id },
      actions: { repeat: true, cancel: false },
    });
    expect(order.address).toContain(warehouse.address);
    expect(order.items.map((i) => [i.productId, i.amount, i.price])).toEqual([
      [a.id, 4, rub(a.price)],
      [b.id, 6, rub(b.price)],
    ]);
    expect(res.json.redirect).toBe(`/orders/${order.id}`);
    expect(res.json.message).toMatch(new RegExp(`^Заказ «Заказ № ${order.id}» оформлен\\. Товар зарезервирован до \\d{2}\\.\\d{2}\\.\\d{4}$`));

    // Reserved for 3 working days.
    const reservedUntil = new Date(order.reservedUntil ?? "").getTime();
    expect(reservedUntil).toBeGreaterThanOrEqual(addWorkingDays(new Date(before), 3).getTime());
    expect(reservedUntil).toBeLessThanOrEqual(addWorkingDays(new Date(), 3).getTime());
    // Pickup takes from the chosen warehouse only.
    expect((await stockOf("localhost", a.id)).rows.find((r) => r.warehouseId === warehouse.id)?.reserved).toBe(4);
    expect((await stockOf("localhost", a.id)).rows.find((r) => r.warehouseId === second.id)?.reserved).toBe(0);
    expect((await stockOf("localhost", b.id)).reserved).toBe(6);
    expect((await stockOf("localhost", c.id)).reserved).toBe(0);

    // The ordered lines left the cart; the unselected one stayed.
    const cart = await readCart(token);
    expect(cart.json.items.map((i) => i.productId)).toEqual([c.id]);

    expect(order.events).toEqual([expect.objectContaining({ status: "confirmed", author: expect.objectContaining({ name: "Петров Иван" }) })]);
    expect(order.documents).toEqual([expect.objectContaining({ kind: "invoice", name: `Счёт на оплату № ${order.id}`, total: rub(total), state: "awaiting-payment", validUntil: order.reservedUntil })]);

    const events = await getDb().select().from(analyticsEvents).where(and(eq(analyticsEvents.siteId, site.id), eq(analyticsEvents.type, "ORDER_SUCCESS"), eq(analyticsEvents.orderId, order.id)));
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ orderId: order.id, totalPrice: rub(total), items: [expect.objectContaining({ productId: a.id, amount: 4 }), expect.objectContaining({ productId: b.id, amount: 6 })] });
  });

  it("delivers to a saved address, taking stock from several warehouses in the seller's order", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 110);
    const list = await warehousesOf("localhost");
    await prepareProduct("localhost", p.id, { stock: [3, 0, 4, 10] });
    const token = await tokenFor("admin@demo.test");
    const [, khimki] = await addressesOf('ООО "Ромашка"');
    await addToCart(token, { productId: p.id, amount: 9 });
    const res = await placeOrder(token, { deliveryType: "delivery", deliveryAddressId: khimki.id, acceptOfferConditions: true });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ deliveryType: "delivery", address: khimki.address, deliveryAddressId: khimki.id, warehouse: null });
    const stock = await stockOf("localhost", p.id);
    const reservedBy = new Map(stock.rows.map((r) => [r.warehouseId, r.reserved]));
    expect(list.map((w) => reservedBy.get(w.id))).toEqual([3, 0, 4, 2]);
    const held = await getDb().select().from(orderReservations).where(eq(orderReservations.orderId, res.json.order.id));
    expect(held.reduce((s, r) => s + r.amount, 0)).toBe(9);
  });

  it("saves a new address typed in the address dialog to the company (unless asked not to)", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 120);
    for (const x of [p, q]) await prepareProduct("localhost", x.id, { stock: [20] });
    const token = await tokenFor("manager@demo.test");
    const before = (await addressesOf('ООО "Ромашка"')).length;
    await addToCart(token, { productId: p.id, amount: 1 });
    const saved = await placeOrder(token, { deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Новая, д. 1", city: "Москва" }, acceptOfferConditions: true });
    expect(saved.status).toBe(200);
    expect(saved.json.order.address).toBe("г. Москва, ул. Новая, д. 1");
    expect(saved.json.order.deliveryAddressId).not.toBeNull();
    expect((await addressesOf('ООО "Ромашка"')).length).toBe(before + 1);

    await addToCart(token, { productId: q.id, amount: 1 });
    const once = await placeOrder(token, { deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Разовая, д. 2", save: false }, acceptOfferConditions: true });
    expect(once.status).toBe(200);
    expect(once.json.order.deliveryAddressId).toBeNull();
    expect((await addressesOf('ООО "Ромашка"')).length).toBe(before + 1);
  });

  it("keeps the city and the driver's comment of a delivery address with the order, new or saved", async () => {
    const [p, q, r] = await pricedProducts("localhost", "wholesale", 3, 180);
    for (const x of [p, q, r]) await prepareProduct("localhost", x.id, { stock: [20] });
    const token = await tokenFor("manager@demo.test");
    const getOrder = (id: number) => callRoute<TOrderDetail>(getOrderRoute, { path: `/api/v1/order/${id}`, token, params: { id: String(id) } });

    await addToCart(token, { productId: p.id, amount: 1 });
    const typed = { address: "ул. Складская, д. 7, корп. 2", city: "Подольск", comment: "Въезд со двора, звонить за час" };
    const once = await placeOrder(token, { deliveryType: "delivery", deliveryAddress: { ...typed, save: false }, acceptOfferConditions: true });
    expect(once.status).toBe(200);
    expect(once.json.order).toMatchObject({ address: typed.address, deliveryCity: "Подольск", deliveryComment: "Въезд со двора, звонить за час" });
    expect((await getOrder(once.json.order.id)).json).toMatchObject({ deliveryCity: "Подольск", deliveryComment: "Въезд со двора, звонить за час" });

    await addToCart(token, { productId: q.id, amount: 1 });
    const saved = await placeOrder(token, { deliveryType: "delivery", deliveryAddress: { ...typed, address: "ул. Складская, д. 9" }, acceptOfferConditions: true });
    expect(saved.json.order).toMatchObject({ deliveryCity: "Подольск", deliveryComment: "Въезд со двора, звонить за час" });
    const address = (await addressesOf('ООО "Ромашка"')).find((a) => a.id === saved.json.order.deliveryAddressId);
    expect(address).toMatchObject({ address: "ул. Складская, д. 9", city: "Подольск", comment: "Въезд со двора, звонить за час" });

    // Ordering to the saved address again brings its city and comment along.
    await addToCart(token, { productId: r.id, amount: 1 });
    const again = await placeOrder(token, { deliveryType: "delivery", deliveryAddressId: address?.id, acceptOfferConditions: true });
    expect((await getOrder(again.json.order.id)).json).toMatchObject({ address: "ул. Складская, д. 9", deliveryCity: "Подольск", deliveryComment: "Въезд со двора, звонить за час" });

    // Pickup has neither.
    await addToCart(token, { productId: p.id, amount: 1 });
    const [warehouse] = await warehousesOf("localhost");
    const pickup = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(pickup.json.order).toMatchObject({ deliveryCity: null, deliveryComment: null });
  });

  it("requires the offer conditions, a warehouse or an address; bad input changes nothing", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 130);
    await prepareProduct("localhost", p.id, { stock: [20] });
    const token = await tokenFor("individual@demo.test");
    await addToCart(token, { productId: p.id, amount: 1 });
    const [warehouse] = await warehousesOf("localhost");
    const ordersBefore = await countRows("orders");
    const cases: [unknown, string, string?][] = [
      [{ deliveryType: "pickup", warehouseId: warehouse.id }, "acceptOfferConditions", "Необходимо принять условия оферты"],
      [{ deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: false }, "acceptOfferConditions", "Необходимо принять условия оферты"],
      [{ deliveryType: "pickup", acceptOfferConditions: true }, "warehouseId", "Выберите склад самовывоза"],
      [{ acceptOfferConditions: true }, "warehouseId"],
      [{ deliveryType: "delivery", acceptOfferConditions: true }, "deliveryAddressId", "Укажите адрес доставки"],
      [{ deliveryType: "courier", acceptOfferConditions: true }, "deliveryType"],
      [{ deliveryType: "delivery", deliveryAddress: { address: "x" }, acceptOfferConditions: true }, "deliveryAddress.address"],
      [{ deliveryType: "pickup", warehouseId: warehouse.id, comment: "я".repeat(1001), acceptOfferConditions: true }, "comment"],
    ];
    for (const [body, field, text] of cases) {
      const res = await placeOrder(token, body);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]).toBeDefined();
      if (text) expect(res.json.errors?.[field]).toContain(text);
    }
    expect(await countRows("orders")).toBe(ordersBefore);
    expect((await readCart(token)).json.items).toHaveLength(1);
  });

  it("answers 404 for another site's warehouse and another company's address", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 140);
    await prepareProduct("localhost", p.id, { stock: [20] });
    const token = await tokenFor("individual@demo.test");
    await addToCart(token, { productId: p.id, amount: 1 });
    const [foreignWarehouse] = await warehousesOf("second.localhost");
    const [romashkaAddress] = await addressesOf('ООО "Ромашка"');
    const pickup = await placeOrder(token, { deliveryType: "pickup", warehouseId: foreignWarehouse.id, acceptOfferConditions: true });
    expect(pickup.status).toBe(404);
    expect(pickup.json.errors?.warehouseId).toEqual(["Склад не найден"]);
    const delivery = await placeOrder(token, { deliveryType: "delivery", deliveryAddressId: romashkaAddress.id, acceptOfferConditions: true });
    expect(delivery.status).toBe(404);
    expect(delivery.json.errors?.deliveryAddressId).toEqual(["Адрес доставки не найден"]);
    expect((await stockOf("localhost", p.id)).reserved).toBe(0);
  });

  it("refuses an empty selection with 400", async () => {
    const [warehouse] = await warehousesOf("localhost");
    const token = await tokenFor("multi@demo.test");
    const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Выберите в корзине товары для заказа");
  });

  it("fails with 409 naming the lines short of stock or gone, and changes nothing", async () => {
    const [short, fine, gone] = await pricedProducts("localhost", "wholesale", 3, 150);
    const [warehouse] = await warehousesOf("localhost");
    await prepareProduct("localhost", short.id, { stock: [2, 100] });
    await prepareProduct("localhost", fine.id, { stock: [50] });
    await prepareProduct("localhost", gone.id, { stock: [50] });
    const token = await tokenFor("multi@demo.test");
    const first = await addToCart(token, { productId: short.id, amount: 5 });
    await addToCart(token, { productId: fine.id, amount: 5 });
    const lineShort = first.json.itemId ?? 0;
    const ordersBefore = await countRows("orders");
    const eventsBefore = await countRows("analytics_events");

    // The pickup warehouse has 2 of the 5 (the other warehouse does not count for pickup).
    const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Недостаточно товара на складе: уменьшите количество или уберите позиции");
    expect(res.json.errors).toEqual({ [`items.${lineShort}`]: [`Доступно 2 ${short.unit}`] });
    expect(res.json.items).toEqual([{ id: lineShort, productId: short.id, requested: 5, available: 2 }]);
    expect(await countRows("orders")).toBe(ordersBefore);
    expect(await countRows("analytics_events")).toBe(eventsBefore);
    expect((await stockOf("localhost", fine.id)).reserved).toBe(0);
    expect((await readCart(token)).json.items).toHaveLength(2);

    // A withdrawn product in the selection blocks the order too.
    const withGone = await addToCart(token, { productId: gone.id, amount: 1 });
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    const blocked = await placeOrder(token, { deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Складская, д. 5" }, acceptOfferConditions: true });
    expect(blocked.status).toBe(409);
    expect(blocked.json.errors?.[`items.${withGone.json.itemId}`]).toEqual(["Товар больше недоступен"]);
    expect(await countRows("orders")).toBe(ordersBefore);
  });

  it("answers 400 for pickup when the site turned pickup off", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 160);
    await prepareProduct("localhost", p.id, { stock: [20] });
    const [warehouse] = await warehousesOf("localhost");
    const token = await tokenFor("individual@demo.test");
    await addToCart(token, { productId: p.id, amount: 1 });
    await patchSite("localhost", { featureFlags: { orderPickup: false } });
    try {
      const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true });
      expect(res.status).toBe(400);
      expect(res.json.errors?.deliveryType).toEqual(["Самовывоз недоступен"]);
    } finally {
      await patchSite("localhost", { featureFlags: { orderPickup: true } });
    }
  });

  it("returns the same order for a retry with the same X-Request-Id and creates it once", async () => {
    const site = await siteOf("localhost");
    const [p] = await pricedProducts("localhost", "retail", 1, 170);
    await prepareProduct("localhost", p.id, { stock: [20] });
    const [warehouse] = await warehousesOf("localhost");
    const token = await tokenFor("individual@demo.test");
    await addToCart(token, { productId: p.id, amount: 2 });
    const body = { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true };
    const headers = { "x-request-id": "place-order-retry-1" };
    const first = await placeOrder(token, body, { headers });
    expect(first.status).toBe(200);
    const retry = await placeOrder(token, body, { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json.order.id).toBe(first.json.order.id);
    expect(retry.json).toEqual(first.json);
    expect((await stockOf("localhost", p.id)).reserved).toBe(2);
    const mine = await getDb().select({ id: orders.id }).from(orders).where(and(eq(orders.siteId, site.id), eq(orders.userId, first.json.order.author?.id ?? 0)));
    expect(mine.filter((o) => o.id === first.json.order.id)).toHaveLength(1);
    expect(await countRows("order_events", `order_id = ${first.json.order.id}`)).toBe(1);
    expect(await countRows("order_documents", `order_id = ${first.json.order.id}`)).toBe(1);
    // A new request id is a new order attempt: the cart is empty now.
    const fresh = await placeOrder(token, body, { headers: { "x-request-id": "place-order-retry-2" } });
    expect(fresh.status).toBe(400);
    expect(await countRows("orders", `id = ${first.json.order.id}`)).toBe(1);
    expect(await getDb().select().from(orderEvents).where(eq(orderEvents.orderId, first.json.order.id))).toHaveLength(1);
    expect(await getDb().select().from(orderDocuments).where(eq(orderDocuments.orderId, first.json.order.id))).toHaveLength(1);
  });
});
