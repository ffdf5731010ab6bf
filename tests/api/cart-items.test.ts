import { and, eq } from "drizzle-orm";
import { DELETE as clearCartRoute } from "@/app/api/v1/cart/route";
import { DELETE as removeItem, PUT as updateItem } from "@/app/api/v1/cart/items/[id]/route";
import { POST as selection } from "@/app/api/v1/cart/selection/route";
import type { TCartChangeResponse } from "@/lib/contracts/cart";
import { getDb } from "@/lib/server/db/client";
import { cartItems, companies, customProducts, products, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, countRows, prepareProduct, pricedProducts, readCart, rub, type TErrorBody } from "./order-fixtures";

type TChange = TCartChangeResponse & TErrorBody;

const update = (token: string, id: number, body: unknown, host?: string) =>
  callRoute<TChange>(updateItem, { path: `/api/v1/cart/items/${id}`, method: "PUT", body, token, params: { id: String(id) }, host });
const remove = (token: string, id: number, host?: string) =>
  callRoute<TChange>(removeItem, { path: `/api/v1/cart/items/${id}`, method: "DELETE", token, params: { id: String(id) }, host });
const select = (token: string, body: unknown) => callRoute<TChange>(selection, { path: "/api/v1/cart/selection", body, token });
const clear = (token: string) => callRoute<TChange>(clearCartRoute, { path: "/api/v1/cart", method: "DELETE", token });

async function companyId(name: string) {
  const site = await siteOf("localhost");
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

describe("GET /api/v1/cart", () => {
  it("starts empty for the buyer's active company, with the free-delivery note", async () => {
    const res = await readCart(await tokenFor("buyer@demo.test"));
    expect(res.status).toBe(200);
    expect(res.json.company.name).toBe('ООО "Ромашка"');
    expect(res.json.items).toEqual([]);
    expect(res.json.productAmountMap).toEqual({});
    expect(res.json.totals).toMatchObject({ positionsCount: 0, selectedCount: 0, totalPrice: "0.00", vatAmount: "0.00" });
    expect(res.json.totals.freeDelivery).toMatchObject({ threshold: "10000.00", remaining: "10000.00", isReached: false });
  });

  it("answers visitors and other sites' tokens 401", async () => {
    expect((await readCart("")).status).toBe(401);
    expect((await readCart(await tokenFor("buyer@demo.test"), { host: "second.localhost" })).status).toBe(401);
    expect((await readCart("not-a-token")).status).toBe(401);
  });
});

describe("POST /api/v1/cart/items", () => {
  it("prices a line by the company's price type and shows the VAT included", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("buyer@demo.test");
    const res = await addToCart(token, { productId: p.id, amount: 3 });
    expect(res.status).toBe(200);
    expect(res.json.adjusted).toBe(false);
    expect(res.json.message).toBeUndefined();
    const [line] = res.json.items;
    const total = p.price * 3;
    const vat = Math.round((total * 20) / 120);
    expect(line).toMatchObject({ id: res.json.itemId, type: "product", productId: p.id, amount: 3, price: rub(p.price), total: rub(total), vatRate: 20, vatAmount: rub(vat), state: "ok", selected: true, availableQuantity: 100 });
    expect(res.json.productAmountMap).toEqual({ [String(p.id)]: 3 });
    expect(res.json.selection).toEqual([line.id]);
    expect(res.json.totals).toMatchObject({ positionsCount: 1, selectedCount: 1, itemsTotalPrice: rub(total), customItemsTotalPrice: "0.00", totalPrice: rub(total), vatAmount: rub(vat) });
    // Adding the product again grows the same line.
    const again = await addToCart(token, { productId: p.id, amount: 2 });
    expect(again.json.items).toHaveLength(1);
    expect(again.json.items[0].amount).toBe(5);
  });

  it("rounds amounts UP to the minimum batch and multiplicity, with a notice", async () => {
    const [, p] = await pricedProducts("localhost", "wholesale", 2);
    await prepareProduct("localhost", p.id, { stock: [1000], minimumBatch: 10, multiplicity: 4 });
    const token = await tokenFor("admin@demo.test");

    const below = await addToCart(token, { productId: p.id, amount: 3 });
    expect(below.status).toBe(200);
    expect(below.json.adjusted).toBe(true);
    expect(below.json.message).toBe(`Количество «${p.name}» изменено на 12 ${p.unit}: минимальная партия 10, кратность 4`);
    expect(below.json.productAmountMap[String(p.id)]).toBe(12);
    const id = below.json.itemId ?? 0;

    const up = await update(token, id, { amount: 13 });
    expect(up.status).toBe(200);
    expect(up.json).toMatchObject({ adjusted: true, itemId: id });
    expect(up.json.items[0].amount).toBe(16);

    const exact = await update(token, id, { amount: 20 });
    expect(exact.json.adjusted).toBe(false);
    expect(exact.json.message).toBeUndefined();
    expect(exact.json.items[0].amount).toBe(20);

    // Without an amount: one more multiplicity step on an existing line.
    const step = await addToCart(token, { productId: p.id });
    expect(step.json.items[0].amount).toBe(24);
    expect(step.json.adjusted).toBe(false);
  });

  it("gives a new line without an amount the smallest valid amount", async () => {
    const [, , p] = await pricedProducts("localhost", "wholesale", 3);
    await prepareProduct("localhost", p.id, { stock: [1000], minimumBatch: 5, multiplicity: 3 });
    const res = await addToCart(await tokenFor("manager@demo.test"), { productId: p.id });
    expect(res.status).toBe(200);
    expect(res.json.items[0].amount).toBe(6);
    expect(res.json.adjusted).toBe(false);
  });

  it("puts the company's custom products in the cart; another company's are 404", async () => {
    const site = await siteOf("localhost");
    const romashka = await companyId('ООО "Ромашка"');
    const vector = await companyId('АО "Вектор"');
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const [own, foreign] = await getDb()
      .insert(customProducts)
      .values([
        { siteId: site.id, companyId: romashka, userId: buyer.id, name: "Кронштейн по чертежу", article: "KR-1", unit: "шт", price: 12_345 },
        { siteId: site.id, companyId: vector, userId: buyer.id, name: "Чужой товар", unit: "шт", price: 100 },
      ])
      .returning();
    const token = await tokenFor("buyer@demo.test");
    await clear(token);
    const res = await addToCart(token, { customProductId: own.id, amount: 2 });
    expect(res.status).toBe(200);
    expect(res.json.items[0]).toMatchObject({ type: "custom", customProductId: own.id, productId: null, name: "Кронштейн по чертежу", price: "123.45", total: "246.90", vatAmount: "41.15", availableQuantity: null, state: "ok" });
    expect(res.json.customProductAmountMap).toEqual({ [String(own.id)]: 2 });
    expect(res.json.totals).toMatchObject({ itemsTotalPrice: "0.00", customItemsTotalPrice: "246.90", totalPrice: "0.00", vatAmount: "0.00" });
    const other = await addToCart(token, { customProductId: foreign.id, amount: 1 });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe("Пользовательский товар не найден");
  });

  it("answers 404 for unknown, withdrawn and other sites' products and changes nothing", async () => {
    const site = await siteOf("localhost");
    const [foreign] = await pricedProducts("second.localhost", "retail", 1);
    const [inactive] = await getDb().insert(products).values({ siteId: site.id, article: "CART-OFF-1", articleNorm: "cartoff1", name: "Снят с продажи", isActive: false, basePrice: 100 }).returning();
    const token = await tokenFor("individual@demo.test");
    const before = await countRows("cart_items");
    for (const productId of [999_999, foreign.id, inactive.id]) {
      const res = await addToCart(token, { productId, amount: 1 });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Товар не найден");
    }
    expect(await countRows("cart_items")).toBe(before);
  });

  it("rejects bad bodies with field errors and changes nothing", async () => {
    const token = await tokenFor("individual@demo.test");
    const [p] = await pricedProducts("localhost", "retail", 1);
    const before = await countRows("cart_items");
    const cases: [unknown, string][] = [
      [{}, "productId"],
      [{ productId: p.id, customProductId: 1, amount: 1 }, "productId"],
      [{ productId: p.id, amount: 0 }, "amount"],
      [{ productId: p.id, amount: 2.5 }, "amount"],
      [{ productId: p.id, amount: "много" }, "amount"],
      [{ productId: p.id, amount: 1_000_001 }, "amount"],
      [{ productId: "abc", amount: 1 }, "productId"],
    ];
    for (const [body, field] of cases) {
      const res = await addToCart(token, body);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]?.length).toBeGreaterThan(0);
    }
    const put = await update(token, 1, { amount: -1 });
    expect(put.status).toBe(400);
    expect(put.json.errors?.amount).toBeDefined();
    expect(await countRows("cart_items")).toBe(before);
  });

  it("says in Russian why an amount is refused: the product and the limit, in the message and the amount field", async () => {
    const token = await tokenFor("individual@demo.test");
    const [p] = await pricedProducts("localhost", "retail", 1, 40);
    await prepareProduct("localhost", p.id, { stock: [100], multiplicity: 3 });
    // Rounded up to the multiplicity, 999 999 would pass the limit of 1 000 000.
    const add = await addToCart(token, { productId: p.id, amount: 999_999 });
    expect(add.status).toBe(200);
    const over = await addToCart(token, { productId: p.id, amount: 3 });
    expect(over.status).toBe(400);
    const limit = `Количество «${p.name}» — не больше 1\u00a0000\u00a0000 ${p.unit} в корзине`;
    expect(over.json.message).toBe(limit);
    expect(over.json.errors?.amount).toEqual([limit]);
    const put = await update(token, add.json.itemId ?? 0, { amount: 1_000_000 });
    expect(put.status).toBe(400);
    expect(put.json.message).toBe(limit);
    const typed = await update(token, add.json.itemId ?? 0, { amount: 99_999_999 });
    expect(typed.status).toBe(400);
    expect(typed.json.errors?.amount).toEqual(["Количество — не больше 1\u00a0000\u00a0000"]);
    expect(JSON.stringify(typed.json)).not.toMatch(/Код/);
  });

  it("replays a retried add with the same X-Request-Id instead of adding twice", async () => {
    const [, , , p] = await pricedProducts("localhost", "retail", 4);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("individual@demo.test");
    const headers = { "x-request-id": "cart-add-retry-1" };
    const first = await addToCart(token, { productId: p.id, amount: 2 }, { headers });
    const second = await addToCart(token, { productId: p.id, amount: 2 }, { headers });
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect((await readCart(token)).json.productAmountMap[String(p.id)]).toBe(2);
  });
});

describe("PUT, DELETE /api/v1/cart/items/{id}, selection and clear", () => {
  it("never touches another buyer's line (404) and removes one's own", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 10);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const owner = await tokenFor("individual@demo.test");
    const added = await addToCart(owner, { productId: p.id, amount: 1 });
    const id = added.json.itemId ?? 0;
    const stranger = await tokenFor("buyer@demo.test");
    expect((await update(stranger, id, { amount: 5 })).status).toBe(404);
    const gone = await remove(stranger, id);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe("Позиция корзины не найдена");
    // A token of this site on another host: 401 before anything else.
    expect((await remove(owner, id, "second.localhost")).status).toBe(401);
    const [row] = await getDb().select({ amount: cartItems.amount }).from(cartItems).where(eq(cartItems.id, id));
    expect(row.amount).toBe(1);

    const removed = await remove(owner, id);
    expect(removed.status).toBe(200);
    expect(removed.json.items.find((i) => i.id === id)).toBeUndefined();
    expect((await remove(owner, id)).status).toBe(404);
  });

  it("selects lines for the order; totals follow the selection; an unknown id changes nothing", async () => {
    const [a, b] = await pricedProducts("localhost", "wholesale", 2, 20);
    for (const p of [a, b]) await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("manager@demo.test");
    await clear(token);
    await addToCart(token, { productId: a.id, amount: 1 });
    const both = await addToCart(token, { productId: b.id, amount: 1 });
    const [lineA, lineB] = both.json.items;
    const off = await select(token, { ids: [lineA.id], selected: false });
    expect(off.status).toBe(200);
    expect(off.json.selection).toEqual([lineB.id]);
    expect(off.json.totals).toMatchObject({ selectedCount: 1, positionsCount: 2, totalPrice: rub(b.price) });

    const bad = await select(token, { ids: [lineB.id, 999_999], selected: false });
    expect(bad.status).toBe(404);
    expect((await readCart(token)).json.selection).toEqual([lineB.id]);

    const all = await select(token, { selected: true });
    expect(all.json.selection.sort()).toEqual([lineA.id, lineB.id].sort());
    expect((await select(token, { ids: "all", selected: true })).status).toBe(400);
    expect((await select(token, { ids: [lineA.id] })).status).toBe(400);

    const emptied = await clear(token);
    expect(emptied.status).toBe(200);
    expect(emptied.json.items).toEqual([]);
    expect(emptied.json.totals.totalPrice).toBe("0.00");
  });

  it("sorts lines by name and price on request", async () => {
    const list = await pricedProducts("localhost", "retail", 3, 30);
    for (const p of list) await prepareProduct("localhost", p.id, { stock: [100] });
    const token = await tokenFor("individual@demo.test");
    await clear(token);
    for (const p of list) await addToCart(token, { productId: p.id, amount: 1 });
    const byPrice = await readCart(token, { query: { sort: "-price" } });
    expect(byPrice.json.sort).toBe("-price");
    const prices = byPrice.json.items.map((i) => Number(i.price));
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const byName = await readCart(token, { query: { sort: "name" } });
    const names = byName.json.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, "ru")));
    expect((await readCart(token, { query: { sort: "colour" } })).status).toBe(400);
  });
});
