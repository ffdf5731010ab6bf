// Where an offer's lines come from besides the cart (docs/api.md «Commercial offers», issue 23 item 1): a
// specification or an order at the company's current prices (custom products along, withdrawn products
// flagged), catalogue products into a new or an existing offer with the cart's batch and multiplicity
// rules, and the bad input: others' records 404, an archived offer 409, an empty specification 400.
import { eq } from "drizzle-orm";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { ZOfferChangeResponse } from "@/lib/contracts/offers";
import { getDb } from "@/lib/server/db/client";
import { productPrices, products } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { addOfferLines, archiveOffer, createOffer, getOffer } from "./offer-fixtures";
import { countRows, orderOne, patchSite, prepareProduct, pricedProducts, rub } from "./order-fixtures";
import { createSpec, customProductOf } from "./specification-fixtures";

scratchDataDir("b2b-offer-sources-");

let buyer: string;
let individual: string;
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
  individual = await tokenFor("individual@demo.test");
});

const setPrice = (productId: number, price: number) => getDb().update(productPrices).set({ price }).where(eq(productPrices.productId, productId));
const withdraw = (productId: number) => getDb().update(products).set({ isActive: false }).where(eq(products.id, productId));

describe("an offer from a specification or an order", () => {
  it("takes a specification's lines at today's company prices, its custom product, and flags a withdrawn product", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 10);
    for (const x of [p, q]) await prepareProduct("localhost", x.id, { stock: [100] });
    const custom = await customProductOf("buyer@demo.test", "Шкаф сборный", 150_000);
    const spec = await createSpec(buyer, { name: "Квартира на Ленина", lines: [{ productId: p.id, amount: 4 }, { customProductId: custom.id, amount: 1 }, { productId: q.id, amount: 2 }] });
    expect(spec.status).toBe(201);
    await setPrice(p.id, p.price + 1000);
    await withdraw(q.id);

    const res = await createOffer(buyer, { name: "КП: Квартира на Ленина", markup: 10, source: { type: "specification", id: spec.json.id } });
    expect(res.status).toBe(201);
    const offer = ZOfferChangeResponse.parse(res.json);
    expect(offer.items.map((i) => [i.type, i.productId ?? i.customProductId, i.amount, i.state])).toEqual([
      ["product", p.id, 4, "ok"],
      ["custom", custom.id, 1, "ok"],
      ["product", q.id, 2, "missing"],
    ]);
    expect(offer.items[0]).toMatchObject({ price: rub(p.price + 1000), offerPrice: rub(Math.round((p.price + 1000) * 1.1)) });
    expect(offer.items[1]).toMatchObject({ name: "Шкаф сборный", price: rub(150_000) });
    expect(offer.items[2]).toMatchObject({ price: null, offerPrice: null });
    expect(offer.adjusted).toBe(false);
  });

  it("takes an order's lines at today's prices; another company's order or specification is 404 and writes nothing", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 12);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token: buyer });
    const order = await orderOne(buyer, p.id, 3);
    await setPrice(p.id, p.price + 500);
    const res = await createOffer(buyer, { name: `КП по заказу № ${order.name}`, source: { type: "order", id: order.id } });
    expect(res.status).toBe(201);
    expect(res.json.items.map((i) => [i.productId, i.amount, i.price])).toEqual([[p.id, 3, rub(p.price + 500)]]);

    const spec = await createSpec(buyer, { name: "Только моя", lines: [{ productId: p.id, amount: 1 }] });
    const before = await countRows("offers");
    const theirOrder = await createOffer(individual, { name: "Чужой", source: { type: "order", id: order.id } });
    expect(theirOrder.status).toBe(404);
    expect(theirOrder.json.message).toBe("Заказ не существует.");
    expect((await createOffer(individual, { name: "Чужая", source: { type: "specification", id: spec.json.id } })).status).toBe(404);
    // Another site's buyer (the same e-mail on second.localhost) does not see them either.
    const otherSite = await tokenFor("buyer@demo.test", "second.localhost");
    await patchSite("second.localhost", { modules: { enabled: true, offers: true } });
    expect((await createOffer(otherSite, { name: "Чужой", source: { type: "order", id: order.id } }, { host: "second.localhost" })).status).toBe(404);
    expect((await createOffer(otherSite, { name: "Чужая", source: { type: "specification", id: spec.json.id } }, { host: "second.localhost" })).status).toBe(404);
    expect(await countRows("offers")).toBe(before);
  });

  it("refuses an empty specification with a clear 400 and writes no offer", async () => {
    const spec = await createSpec(buyer, { name: "Пустая" });
    const before = await countRows("offers");
    const res = await createOffer(buyer, { name: "Из пустой", source: { type: "specification", id: spec.json.id } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("В спецификации нет позиций: добавьте товары, чтобы сделать из неё предложение");
    expect(res.json.errors?.source).toEqual([res.json.message]);
    expect(await countRows("offers")).toBe(before);
  });
});

describe("catalogue products into an offer", () => {
  it("a new offer with a product: the amount rounded up to the batch and multiplicity, and said so", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 14);
    await prepareProduct("localhost", p.id, { stock: [100], minimumBatch: 10, multiplicity: 5 });
    const res = await createOffer(buyer, { name: "Новое с товаром", source: { type: "products", lines: [{ productId: p.id, amount: 3 }] } });
    expect(res.status).toBe(201);
    expect(res.json.items.map((i) => [i.productId, i.amount])).toEqual([[p.id, 10]]);
    expect(res.json.adjusted).toBe(true);
    expect(res.json.message).toContain("10");
  });

  it("adds to an existing offer: a product already there grows, a new one comes last; the answer is the whole offer", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 16);
    await prepareProduct("localhost", p.id, { stock: [100], minimumBatch: 1, multiplicity: 4 });
    await prepareProduct("localhost", q.id, { stock: [100] });
    const created = await createOffer(buyer, { name: "Существующее", markup: 20, source: { type: "products", lines: [{ productId: p.id, amount: 4 }] } });
    const id = created.json.id;

    const grown = await addOfferLines(buyer, id, { lines: [{ productId: p.id, amount: 5 }, { productId: q.id }] });
    expect(grown.status).toBe(200);
    const offer = ZOfferChangeResponse.parse(grown.json);
    // 4 + 5 = 9 → 12 (multiplicity 4); q without an amount: its smallest valid one.
    expect(offer.items.map((i) => [i.productId, i.amount, i.markup])).toEqual([
      [p.id, 12, 20],
      [q.id, 1, 20],
    ]);
    expect(offer).toMatchObject({ adjusted: true, totals: { positionsCount: 2 } });
    expect(offer.message).toContain("12");
    expect((await getOffer(buyer, id)).json.items).toHaveLength(2);
  });

  it("takes the company's custom product, not another company's", async () => {
    const created = await createOffer(buyer, { name: "Со своим товаром" });
    const mine = await customProductOf("buyer@demo.test", "Монтаж щита", 500_000);
    const theirs = await customProductOf("individual@demo.test", "Чужая услуга", 100_000);
    const added = await addOfferLines(buyer, created.json.id, { lines: [{ customProductId: mine.id, amount: 2 }] });
    expect(added.status).toBe(200);
    expect(added.json.items.map((i) => [i.type, i.customProductId, i.amount])).toEqual([["custom", mine.id, 2]]);
    expect((await addOfferLines(buyer, created.json.id, { lines: [{ customProductId: theirs.id }] })).status).toBe(404);
  });

  it("bad input: 400 with field errors, unknown or withdrawn products 404 for the whole call, archived 409, others' offers 404", async () => {
    const [p, gone] = await pricedProducts("localhost", "wholesale", 2, 18);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await withdraw(gone.id);
    const id = (await createOffer(buyer, { name: "Проверки" })).json.id;

    for (const body of [{}, { lines: [] }, { lines: [{ amount: 2 }] }, { lines: [{ productId: p.id, customProductId: 1 }] }, { lines: [{ productId: "abc" }] }, { lines: [{ productId: p.id, amount: -1 }] }]) {
      const res = await addOfferLines(buyer, id, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await createOffer(buyer, { name: "Пусто", source: { type: "products", lines: [] } })).status).toBe(400);

    // One unknown product fails the whole call: nothing is added.
    for (const lines of [[{ productId: p.id }, { productId: gone.id }], [{ productId: p.id }, { productId: 999_999_999 }]]) {
      const res = await addOfferLines(buyer, id, { lines });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Товар не найден");
    }
    expect((await getOffer(buyer, id)).json.items).toEqual([]);

    // Another company's (and another site's) offer is not found; nothing changes in it.
    expect((await addOfferLines(individual, id, { lines: [{ productId: p.id }] })).status).toBe(404);
    const otherSite = await tokenFor("buyer@demo.test", "second.localhost");
    await patchSite("second.localhost", { modules: { enabled: true, offers: true } });
    expect((await addOfferLines(otherSite, id, { lines: [{ productId: p.id }] }, { host: "second.localhost" })).status).toBe(404);
    expect((await addOfferLines(buyer, 999_999_999, { lines: [{ productId: p.id }] })).status).toBe(404);

    // An archived offer takes no lines until restored.
    await archiveOffer(buyer, id);
    const locked = await addOfferLines(buyer, id, { lines: [{ productId: p.id }] });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe("Предложение в архиве: восстановите его, чтобы изменить");
    expect((await getOffer(buyer, id)).json.items).toEqual([]);

    // The module switched off: the call does not exist.
    await patchSite("localhost", { modules: { offers: false } });
    try {
      expect((await addOfferLines(buyer, id, { lines: [{ productId: p.id }] })).status).toBe(404);
    } finally {
      await patchSite("localhost", { modules: { offers: true } });
    }
  });
});
