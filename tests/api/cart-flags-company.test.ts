import { and, eq } from "drizzle-orm";
import { POST as setCompany } from "@/app/api/v1/user/set-company/route";
import { getDb } from "@/lib/server/db/client";
import { companies, products, stocks } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, prepareProduct, pricedProducts, readCart, rub } from "./order-fixtures";

async function companyId(name: string) {
  const site = await siteOf("localhost");
  const [row] = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, name)));
  return row.id;
}

describe("cart lines that can no longer be ordered as they are", () => {
  it("flags withdrawn, deleted, sold-out and short lines instead of dropping them", async () => {
    const site = await siteOf("localhost");
    const [withdrawn, deleted, soldOut, short, fine] = await pricedProducts("localhost", "wholesale", 5, 40);
    for (const p of [withdrawn, deleted, soldOut, fine]) await prepareProduct("localhost", p.id, { stock: [50] });
    await prepareProduct("localhost", short.id, { stock: [2, 1] });
    const token = await tokenFor("buyer@demo.test");
    for (const p of [withdrawn, deleted, soldOut, short, fine]) expect((await addToCart(token, { productId: p.id, amount: 5 })).status).toBe(200);

    await getDb().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    await getDb().delete(products).where(eq(products.id, deleted.id));
    await getDb().update(stocks).set({ reserved: 50 }).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, soldOut.id)));

    const res = await readCart(token);
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(5);
    const byName = new Map(res.json.items.map((i) => [i.name, i]));
    expect(byName.get(withdrawn.name)).toMatchObject({ state: "missing", price: null, total: "0.00", message: "Товар больше недоступен" });
    // The deleted product's line keeps the name it was added with.
    expect(byName.get(deleted.name)).toMatchObject({ state: "missing", productId: null, price: null, message: "Товар больше недоступен" });
    expect(byName.get(soldOut.name)).toMatchObject({ state: "out-of-stock", availableQuantity: 0, message: "Нет в наличии", price: rub(soldOut.price) });
    expect(byName.get(short.name)).toMatchObject({ state: "not-enough-stock", availableQuantity: 3, message: `В наличии только 3 ${short.unit}` });
    expect(byName.get(fine.name)).toMatchObject({ state: "ok" });
    expect(byName.get(fine.name)?.message).toBeUndefined();
    // Gone lines cost nothing; the others count.
    const expected = (soldOut.price + short.price + fine.price) * 5;
    expect(res.json.totals).toMatchObject({ positionsCount: 5, selectedCount: 3, totalPrice: rub(expected) });
  });
});

describe("the cart belongs to the buyer AND the active company", () => {
  it("switches with the company and prices by each company's price type (no leaks)", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 60);
    await prepareProduct("localhost", p.id, { stock: [100] });
    const [large] = (await pricedProducts("localhost", "large-wholesale", 200)).filter((x) => x.id === p.id);
    expect(large.price).toBeLessThan(p.price);
    const token = await tokenFor("multi@demo.test");
    const romashka = await companyId('ООО "Ромашка"');
    const vector = await companyId('АО "Вектор"');

    const inRomashka = await addToCart(token, { productId: p.id, amount: 2 });
    expect(inRomashka.json.company.id).toBe(romashka);
    expect(inRomashka.json.items[0].price).toBe(rub(p.price));

    expect((await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: vector }, token })).status).toBe(200);
    const vectorCart = await readCart(token);
    expect(vectorCart.json.company).toEqual({ id: vector, name: 'АО "Вектор"' });
    expect(vectorCart.json.items).toEqual([]);
    const inVector = await addToCart(token, { productId: p.id, amount: 7 });
    expect(inVector.json.items[0]).toMatchObject({ amount: 7, price: rub(large.price), total: rub(large.price * 7) });

    expect((await callRoute(setCompany, { path: "/api/v1/user/set-company", body: { id: romashka }, token })).status).toBe(200);
    const back = await readCart(token);
    expect(back.json.company.id).toBe(romashka);
    expect(back.json.items).toHaveLength(1);
    expect(back.json.items[0]).toMatchObject({ amount: 2, price: rub(p.price) });
  });

  it("keeps colleagues' carts apart: same company, different buyers", async () => {
    const [p] = await pricedProducts("localhost", "wholesale", 1, 70);
    await prepareProduct("localhost", p.id, { stock: [100] });
    await addToCart(await tokenFor("admin@demo.test"), { productId: p.id, amount: 4 });
    const colleague = await readCart(await tokenFor("manager@demo.test"));
    expect(colleague.json.productAmountMap[String(p.id)]).toBeUndefined();
  });

  it("keeps sites apart: the same e-mail on the second site has its own cart and catalogue", async () => {
    const [own] = await pricedProducts("second.localhost", "retail", 1);
    const [demo] = await pricedProducts("localhost", "retail", 1);
    const token = await tokenFor("buyer@demo.test", "second.localhost");
    expect((await addToCart(token, { productId: demo.id, amount: 1 }, { host: "second.localhost" })).status).toBe(404);
    await prepareProduct("second.localhost", own.id, { stock: [10] });
    const added = await addToCart(token, { productId: own.id, amount: 1 }, { host: "second.localhost" });
    expect(added.status).toBe(200);
    expect(added.json.items).toHaveLength(1);
    expect((await readCart(await tokenFor("buyer@demo.test"))).json.productAmountMap[String(own.id)]).toBeUndefined();
  });
});
