// The order manager calls (docs/api.md «Order manager»): a reseller's customer order from a commercial offer or
// by hand; the customer's card, the status, the lines at the reseller's own prices, the comment thread; the
// archive lifecycle; «заказать у поставщика» into the cart with the cart's rounding; bad input that changes
// nothing; another company's, another site's and a switched-off site's entries are not found.
import { and, eq } from "drizzle-orm";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { ZManagerOrder, ZManagerOrderListResponse, ZManagerToCartResponse } from "@/lib/contracts/order-manager";
import { getDb } from "@/lib/server/db/client";
import { products } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { createOffer, patchOffer, patchOfferLine } from "./offer-fixtures";
import { addToCart, countRows, patchSite, prepareProduct, pricedProducts, readCart, rub } from "./order-fixtures";
import {
  addManagerComment,
  addManagerLine,
  archiveManagerOrder,
  createManagerOrder,
  deleteManagerLine,
  deleteManagerOrder,
  getManagerOrder,
  listManagerOrders,
  managerOrderToCart,
  patchManagerLine,
  patchManagerOrder,
  restoreManagerOrder,
} from "./order-manager-fixtures";

scratchDataDir("b2b-order-manager-");

let buyer: string;
let individual: string;
beforeAll(async () => {
  buyer = await tokenFor("buyer@demo.test");
  individual = await tokenFor("individual@demo.test");
});

const clearCart = (token: string, host = "localhost") => callRoute(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token, host });
const customer = { name: "ИП Сидоров А. В.", phone: "+7 (912) 345-67-89", email: "sidorov@example.ru", address: "г. Тула, ул. Ленина, д. 5" };
const up = (kopecks: number, percent: number) => Math.round((kopecks * (100 + percent)) / 100);
const articleOf = async (id: number) => (await getDb().select({ article: products.article }).from(products).where(eq(products.id, id)))[0].article ?? "";

describe("an entry from a commercial offer", () => {
  it("takes the offer's lines at the offer's prices, with the customer and a first comment", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 110);
    for (const product of [p, q]) await prepareProduct("localhost", product.id, { stock: [100] });
    await clearCart(buyer);
    await addToCart(buyer, { productId: p.id, amount: 3 });
    await addToCart(buyer, { productId: q.id, amount: 2 });
    const offer = (await createOffer(buyer, { name: "КП для Сидорова", markup: 20, source: { type: "cart" } })).json;
    await patchOfferLine(buyer, offer.id, offer.items[1].id, { markup: -5 });

    const created = await createManagerOrder(buyer, { customer: { name: "  ИП Сидоров А. В. ", phone: customer.phone }, source: { type: "offer", id: offer.id }, comment: "Клиент принял КП" });
    expect(created.status).toBe(201);
    const entry = ZManagerOrder.parse(created.json);
    expect(entry).toMatchObject({ status: "new", archived: false, offerId: offer.id, customer: { name: "ИП Сидоров А. В.", phone: customer.phone, email: "", address: "" } });
    expect(entry.items.map((i) => [i.productId, i.amount, i.price, i.orderable])).toEqual([
      [p.id, 3, rub(up(p.price, 20)), true],
      [q.id, 2, rub(up(q.price, -5)), true],
    ]);
    expect(entry.totals).toEqual({ positionsCount: 2, totalPrice: rub(up(p.price, 20) * 3 + up(q.price, -5) * 2) });
    expect(entry.comments).toHaveLength(1);
    expect(entry.comments[0]).toMatchObject({ text: "Клиент принял КП" });
    expect(entry.comments[0].author.length).toBeGreaterThan(0);

    // The entry's prices are its own: the offer changing later does not move them.
    await patchOffer(buyer, offer.id, { markup: 50 });
    expect((await getManagerOrder(buyer, entry.id)).json.items[0].price).toBe(rub(up(p.price, 20)));
  });

  it("another company's offer is not found and nothing is created", async () => {
    const theirs = (await createOffer(individual, { name: "Чужое КП" })).json;
    const before = await countRows("manager_orders");
    const res = await createManagerOrder(buyer, { customer, source: { type: "offer", id: theirs.id } });
    expect(res.status).toBe(404);
    expect(await countRows("manager_orders")).toBe(before);
  });
});

describe("an entry by hand: customer, status, lines, comments", () => {
  it("adds a catalogue product by article and a free line, edits amounts and prices, changes the status and the card", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 120);
    const article = await articleOf(p.id);
    const entry = (await createManagerOrder(buyer, { customer })).json;
    expect(entry.items).toEqual([]);
    expect(entry.customer).toEqual(customer);

    const withProduct = await addManagerLine(buyer, entry.id, { article, amount: 4, price: "1250,50" });
    expect(withProduct.status).toBe(200);
    expect(withProduct.json.items[0]).toMatchObject({ kind: "product", productId: p.id, name: p.name, amount: 4, price: "1250.50", total: "5002.00", orderable: true });
    const withWork = await addManagerLine(buyer, entry.id, { name: "Монтаж щита", unit: "усл", amount: 1, price: 3000 });
    expect(withWork.json.items[1]).toMatchObject({ kind: "custom", productId: null, name: "Монтаж щита", unit: "усл", price: "3000.00", orderable: false });
    expect(withWork.json.totals).toEqual({ positionsCount: 2, totalPrice: "8002.00" });

    const lineId = withWork.json.items[0].id;
    const changed = await patchManagerLine(buyer, entry.id, lineId, { amount: 6, price: 1100 });
    expect(changed.json.items[0]).toMatchObject({ amount: 6, price: "1100.00", total: "6600.00" });
    const removed = await deleteManagerLine(buyer, entry.id, withWork.json.items[1].id);
    expect(removed.json.items.map((i) => i.id)).toEqual([lineId]);
    expect((await deleteManagerLine(buyer, entry.id, withWork.json.items[1].id)).status).toBe(404);

    const working = await patchManagerOrder(buyer, entry.id, { status: "in_progress" });
    expect(working.json.status).toBe("in_progress");
    const recard = await patchManagerOrder(buyer, entry.id, { customer: { name: "ООО «Сидоров и сыновья»", email: "" } });
    expect(recard.json).toMatchObject({ status: "in_progress", customer: { name: "ООО «Сидоров и сыновья»", phone: "", email: "", address: "" } });
    expect((await patchManagerOrder(buyer, entry.id, {})).status).toBe(200);

    const first = await addManagerComment(buyer, entry.id, { text: "Позвонить в понедельник" });
    const second = await addManagerComment(buyer, entry.id, { text: "Клиент подтвердил адрес" });
    expect(first.status).toBe(200);
    expect(second.json.comments.map((c) => c.text)).toEqual(["Позвонить в понедельник", "Клиент подтвердил адрес"]);
    expect(Date.parse(second.json.comments[1].created)).toBeGreaterThanOrEqual(Date.parse(second.json.comments[0].created));

    // The list: the status filter, and the page.
    const inWork = ZManagerOrderListResponse.parse((await listManagerOrders(buyer, { status: "in_progress" })).json);
    expect(inWork.items.map((i) => i.id)).toContain(entry.id);
    expect(inWork.items.find((i) => i.id === entry.id)).toMatchObject({ positionsCount: 1, totalPrice: "6600.00", customer: { name: "ООО «Сидоров и сыновья»" } });
    expect((await listManagerOrders(buyer, { status: "done" })).json.items.map((i) => i.id)).not.toContain(entry.id);
    const paged = (await listManagerOrders(buyer, { "per-page": "1" })).json;
    expect(paged.items).toHaveLength(1);
    expect(paged.meta.totalCount).toBeGreaterThanOrEqual(2);
  });

  it("answers 400 with field errors for bad input, and changes nothing", async () => {
    const entry = (await createManagerOrder(buyer, { customer: { name: "Проверка ввода" } })).json;
    const line = (await addManagerLine(buyer, entry.id, { name: "Кабель своего склада", amount: 2, price: 10 })).json.items[0];
    const creates: [unknown, string][] = [
      [{}, "customer"],
      [{ customer: { name: "   " } }, "customer.name"],
      [{ customer: { name: "x".repeat(201) } }, "customer.name"],
      [{ customer: { name: "Клиент", email: "не почта" } }, "customer.email"],
      [{ customer: { name: "Клиент", phone: "позвонить" } }, "customer.phone"],
      [{ customer: { name: "Клиент" }, source: { type: "cart" } }, "source.type"],
      [{ customer: { name: "Клиент" }, source: { type: "offer", id: "abc" } }, "source.id"],
    ];
    const before = await countRows("manager_orders");
    for (const [body, field] of creates) {
      const res = await createManagerOrder(buyer, body);
      expect([res.status, body]).toEqual([400, body]);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    expect(await countRows("manager_orders")).toBe(before);

    const patches: [unknown, string][] = [
      [{ status: "shipped" }, "status"],
      [{ customer: { name: "" } }, "customer.name"],
    ];
    for (const [body, field] of patches) {
      const res = await patchManagerOrder(buyer, entry.id, body);
      expect([res.status, body]).toEqual([400, body]);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    const lines: [unknown, string][] = [
      [{ amount: 1, price: 10 }, "article"],
      [{ article: "НЕТ-ТАКОГО-АРТИКУЛА-42", amount: 1, price: 10 }, "article"],
      [{ name: "Работа", amount: 0, price: 10 }, "amount"],
      [{ name: "Работа", amount: 1.5, price: 10 }, "amount"],
      [{ name: "Работа", amount: 1, price: -1 }, "price"],
      [{ name: "Работа", amount: 1, price: "10.999" }, "price"],
      [{ name: "Работа", amount: 1, price: "десять" }, "price"],
      [{ name: "Работа", amount: 1 }, "price"],
    ];
    for (const [body, field] of lines) {
      const res = await addManagerLine(buyer, entry.id, body);
      expect([res.status, body]).toEqual([400, body]);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    expect((await patchManagerLine(buyer, entry.id, line.id, {})).status).toBe(400);
    expect((await patchManagerLine(buyer, entry.id, line.id, { price: 1e9 })).status).toBe(400);
    const emptyComment = await addManagerComment(buyer, entry.id, { text: "  " });
    expect(emptyComment.status).toBe(400);
    expect(Object.keys(emptyComment.json.errors ?? {})).toContain("text");
    expect((await listManagerOrders(buyer, { status: "lost" })).status).toBe(400);
    expect((await listManagerOrders(buyer, { list: "trash" })).status).toBe(400);

    const after = (await getManagerOrder(buyer, entry.id)).json;
    expect(after).toMatchObject({ status: "new", customer: { name: "Проверка ввода" }, comments: [] });
    expect(after.items.map((i) => [i.name, i.amount, i.price])).toEqual([["Кабель своего склада", 2, "10.00"]]);
  });
});

describe("the archive", () => {
  it("archive (409 on every edit) → restore → archive → delete forever; lists orders and archive", async () => {
    const entry = (await createManagerOrder(buyer, { customer: { name: "Архивный клиент" } })).json;
    const line = (await addManagerLine(buyer, entry.id, { name: "Работа", amount: 1, price: 100 })).json.items[0];
    expect((await deleteManagerOrder(buyer, entry.id)).status).toBe(409);
    const archived = await archiveManagerOrder(buyer, entry.id);
    expect(archived.json.archived).toBe(true);
    expect((await archiveManagerOrder(buyer, entry.id)).status).toBe(409);

    for (const res of [
      await patchManagerOrder(buyer, entry.id, { status: "done" }),
      await addManagerLine(buyer, entry.id, { name: "Ещё", amount: 1, price: 1 }),
      await patchManagerLine(buyer, entry.id, line.id, { amount: 2 }),
      await deleteManagerLine(buyer, entry.id, line.id),
      await addManagerComment(buyer, entry.id, { text: "Нельзя" }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("Заказ в архиве: восстановите его, чтобы изменить");
    }
    expect((await listManagerOrders(buyer, { list: "archive" })).json.items.map((i) => i.id)).toContain(entry.id);
    expect((await listManagerOrders(buyer)).json.items.map((i) => i.id)).not.toContain(entry.id);

    expect((await restoreManagerOrder(buyer, entry.id)).json.archived).toBe(false);
    expect((await restoreManagerOrder(buyer, entry.id)).status).toBe(409);
    await archiveManagerOrder(buyer, entry.id);
    expect((await deleteManagerOrder(buyer, entry.id)).status).toBe(204);
    expect((await getManagerOrder(buyer, entry.id)).status).toBe(404);
    expect(await countRows("manager_order_lines", `order_id = ${entry.id}`)).toBe(0);
  });
});

describe("«заказать у поставщика»", () => {
  it("puts the catalogue lines into the cart, rounded to batch and multiplicity; free and withdrawn lines are skipped and listed", async () => {
    const [p, q, w] = await pricedProducts("localhost", "wholesale", 3, 130);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await prepareProduct("localhost", q.id, { stock: [100], minimumBatch: 5, multiplicity: 5 });
    await prepareProduct("localhost", w.id, { stock: [100] });
    const entry = (await createManagerOrder(buyer, { customer })).json;
    for (const [id, amount] of [
      [p.id, 2],
      [q.id, 7],
      [w.id, 1],
    ]) {
      expect((await addManagerLine(buyer, entry.id, { article: await articleOf(id), amount, price: 500 })).status).toBe(200);
    }
    await addManagerLine(buyer, entry.id, { name: "Доставка до объекта", amount: 1, price: 1500 });
    // Withdrawn after it went into the entry.
    await getDb().update(products).set({ isActive: false }).where(and(eq(products.id, w.id)));
    try {
      expect((await getManagerOrder(buyer, entry.id)).json.items.map((i) => i.orderable)).toEqual([true, true, false, false]);
      await clearCart(buyer);
      const res = await managerOrderToCart(buyer, entry.id);
      expect(res.status).toBe(200);
      const answer = ZManagerToCartResponse.parse(res.json);
      expect(answer.summary.added).toBe(2);
      expect(answer.summary.adjusted.map((a) => a.name)).toEqual([q.name]);
      expect(answer.summary.skipped).toEqual([
        { name: w.name, reason: "товар снят с продажи" },
        { name: "Доставка до объекта", reason: "не товар каталога" },
      ]);
      const cart = (await readCart(buyer)).json;
      expect(cart.items.map((i) => [i.productId, i.amount])).toEqual(
        expect.arrayContaining([
          [p.id, 2],
          [q.id, 10],
        ]),
      );
      expect(cart.items.map((i) => i.productId)).not.toContain(w.id);
      // Again: the cart's lines grow as the cart adds.
      await managerOrderToCart(buyer, entry.id);
      expect((await readCart(buyer)).json.items.find((i) => i.productId === p.id)?.amount).toBe(4);
    } finally {
      await getDb().update(products).set({ isActive: true }).where(eq(products.id, w.id));
    }
    const empty = (await createManagerOrder(buyer, { customer })).json;
    const nothing = await managerOrderToCart(buyer, empty.id);
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe("В заказе нет позиций: добавьте товары, чтобы заказать их у поставщика");
  });
});

describe("whose entries", () => {
  it("another company's entry is not found for every call, and its data never changes", async () => {
    const theirs = (await createManagerOrder(individual, { customer: { name: "Клиент соседа" } })).json;
    const theirLine = (await addManagerLine(individual, theirs.id, { name: "Работа", amount: 1, price: 1 })).json.items[0];
    const calls = [
      await getManagerOrder(buyer, theirs.id),
      await patchManagerOrder(buyer, theirs.id, { status: "done" }),
      await addManagerLine(buyer, theirs.id, { name: "Моя", amount: 1, price: 1 }),
      await patchManagerLine(buyer, theirs.id, theirLine.id, { amount: 3 }),
      await deleteManagerLine(buyer, theirs.id, theirLine.id),
      await addManagerComment(buyer, theirs.id, { text: "Чужой" }),
      await archiveManagerOrder(buyer, theirs.id),
      await restoreManagerOrder(buyer, theirs.id),
      await deleteManagerOrder(buyer, theirs.id),
      await managerOrderToCart(buyer, theirs.id),
    ];
    for (const res of calls) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Заказ клиента не найден");
    }
    // My line id under my own entry of another's line id: not found either.
    const mine = (await createManagerOrder(buyer, { customer })).json;
    expect((await patchManagerLine(buyer, mine.id, theirLine.id, { amount: 3 })).status).toBe(404);
    expect((await listManagerOrders(buyer)).json.items.map((i) => i.id)).not.toContain(theirs.id);
    const still = (await getManagerOrder(individual, theirs.id)).json;
    expect(still).toMatchObject({ status: "new", archived: false, comments: [] });
    expect(still.items.map((i) => i.amount)).toEqual([1]);
  });

  it("another site's entry is not found; a site with the module off answers 404 for every call", async () => {
    const mine = (await createManagerOrder(buyer, { customer })).json;
    const secondBuyer = await tokenFor("buyer@demo.test", "second.localhost");
    // Off on the second site by default.
    const off = await listManagerOrders(secondBuyer, {}, { host: "second.localhost" });
    expect(off.status).toBe(404);
    expect(off.json.message).toBe("Менеджер заказов на этом сайте не включён");
    await patchSite("second.localhost", { modules: { enabled: true, orderManager: true } });
    try {
      expect((await getManagerOrder(secondBuyer, mine.id, { host: "second.localhost" })).status).toBe(404);
      expect((await patchManagerOrder(secondBuyer, mine.id, { status: "done" }, { host: "second.localhost" })).status).toBe(404);
      expect((await managerOrderToCart(secondBuyer, mine.id, undefined, { host: "second.localhost" })).status).toBe(404);
      const theirs = await createManagerOrder(secondBuyer, { customer: { name: "Клиент второго сайта" } }, { host: "second.localhost" });
      expect(theirs.status).toBe(201);
      expect((await getManagerOrder(buyer, theirs.json.id)).status).toBe(404);
      expect((await listManagerOrders(secondBuyer, {}, { host: "second.localhost" })).json.items.map((i) => i.id)).toEqual([theirs.json.id]);
    } finally {
      await patchSite("second.localhost", { modules: { orderManager: false } });
    }
    await patchSite("localhost", { modules: { orderManager: false } });
    try {
      expect((await getManagerOrder(buyer, mine.id)).status).toBe(404);
      expect((await createManagerOrder(buyer, { customer })).status).toBe(404);
    } finally {
      await patchSite("localhost", { modules: { orderManager: true } });
    }
    expect((await getManagerOrder(buyer, mine.id)).status).toBe(200);
  });
});
