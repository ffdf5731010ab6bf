import { and, desc, eq } from "drizzle-orm";
import { POST as cancelRoute } from "@/app/api/v1/order/[id]/cancel/route";
import { GET as checkoutRoute } from "@/app/api/v1/order/checkout/route";
import { POST as exportRoute } from "@/app/api/v1/order/export/route";
import { GET as getOrderRoute } from "@/app/api/v1/order/[id]/route";
import { GET as historyRoute } from "@/app/api/v1/golden-club/history/route";
import { GET as clubRoute } from "@/app/api/v1/golden-club/route";
import type { TBonusHistory, TGoldenClub } from "@/lib/contracts/golden-club";
import { ZCheckoutOptions, ZPlaceOrderResponse, type TCheckoutOptions, type TOrderDetail } from "@/lib/contracts/orders";
import { getDb } from "@/lib/server/db/client";
import { bonusTransactions, clubMembers, companies, companyMembers, users } from "@/lib/server/db/schema";
import { applyOrdersFrom1C } from "@/lib/server/exchange/apply-orders-from-1c";
import { switchGoldenClub } from "@/lib/server/club/set-club-programme";
import { freshIp, siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { exchange, signIn1C } from "./exchange-fixtures";
import { addToCart, countRows, patchSite, placeOrder, prepareProduct, pricedProducts, readCart, rub, warehousesOf, type TErrorBody } from "./order-fixtures";

scratchDataDir("b2b-bonus-spending-");

// The demo site's club lets bonuses pay up to 30 % of an order; buyer@demo.test's «Ромашка» is a member with 3 540,00 ₽.
const SHARE_BP = 3000;
const ROMASHKA_BALANCE = 354_000;

const checkout = (token: string, host = "localhost") => callRoute<TCheckoutOptions & TErrorBody>(checkoutRoute, { path: "/api/v1/order/checkout", token, host });
const club = (token: string) => callRoute<TGoldenClub>(clubRoute, { path: "/api/v1/golden-club", token });
const history = (token: string) => callRoute<TBonusHistory>(historyRoute, { path: "/api/v1/golden-club/history", token });
const order = (token: string, id: number) => callRoute<TOrderDetail & TErrorBody>(getOrderRoute, { path: `/api/v1/order/${id}`, token, params: { id: String(id) } });
const cancel = (token: string, id: number) => callRoute<TErrorBody>(cancelRoute, { path: `/api/v1/order/${id}/cancel`, method: "POST", token, params: { id: String(id) } });
const kopecks = (money: string) => Math.round(Number(money) * 100);

/** Puts `amount` of the product in the buyer's cart and places a pickup order paying `bonusSpend` with bonuses. */
async function orderWithBonus(token: string, productId: number, amount: number, bonusSpend: unknown) {
  const [warehouse] = await warehousesOf("localhost");
  expect((await addToCart(token, { productId, amount })).status).toBe(200);
  return placeOrder(token, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true, bonusSpend });
}

async function balanceOf(companyId: number): Promise<number> {
  const [row] = await getDb().select({ bonus: companies.bonus }).from(companies).where(eq(companies.id, companyId));
  return row.bonus;
}

async function companyOf(email: string): Promise<number> {
  const [row] = await getDb().select({ id: users.activeCompanyId }).from(users).where(eq(users.email, email));
  return row.id ?? 0;
}

let product: { id: number; price: number };

beforeAll(async () => {
  const [p] = await pricedProducts("localhost", "wholesale", 1, 30);
  await prepareProduct("localhost", p.id, { stock: [1000] });
  product = { id: p.id, price: p.price };
});

describe("GET /api/v1/order/checkout → bonus", () => {
  it("offers a member its balance and the share of an order bonuses may pay; nothing to a non-member or where the site runs no club", async () => {
    const member = await checkout(await tokenFor("buyer@demo.test"));
    expect(member.status).toBe(200);
    expect(ZCheckoutOptions.parse(member.json).bonus).toEqual({ balance: rub(ROMASHKA_BALANCE), spendMaxPercent: 30 });
    // «individual» has 750,00 ₽ of bonuses but has not joined the club; second.localhost runs no club.
    expect((await checkout(await tokenFor("individual@demo.test"))).json.bonus).toBeNull();
    expect((await checkout(await tokenFor("buyer@demo.test", "second.localhost"), "second.localhost")).json.bonus).toBeNull();
  });
});

describe("POST /api/v1/order with bonusSpend", () => {
  it("pays part of the order with bonuses: a smaller total, VAT and invoice, the spending in the history, the balance down", async () => {
    const token = await tokenFor("buyer@demo.test");
    const companyId = await companyOf("buyer@demo.test");
    const amount = 3;
    const goods = product.price * amount;
    const limit = Math.min(ROMASHKA_BALANCE, Math.floor((goods * SHARE_BP) / 10_000));
    const spend = limit - 1;
    const placed = await orderWithBonus(token, product.id, amount, rub(spend).replace(".", ","));
    expect(placed.status).toBe(200);
    const detail = ZPlaceOrderResponse.parse(placed.json).order;
    expect(detail).toMatchObject({ orderItemsTotalPrice: rub(goods), bonusSpent: rub(spend), totalPrice: rub(goods - spend) });
    const goodsVat = detail.items.reduce((sum, item) => sum + kopecks(item.vatAmount), 0);
    expect(detail.vatAmount).toBe(rub(Math.round((goodsVat * (goods - spend)) / goods)));
    expect(detail.documents[0]).toMatchObject({ kind: "invoice", total: rub(goods - spend) });
    // The order page reads the same from the database.
    expect((await order(token, detail.id)).json).toMatchObject({ bonusSpent: rub(spend), totalPrice: rub(goods - spend) });
    expect(await balanceOf(companyId)).toBe(ROMASHKA_BALANCE - spend);
    expect((await club(token)).json.balance).toBe(rub(ROMASHKA_BALANCE - spend));
    expect((await history(token)).json.items[0]).toMatchObject({ kind: "spending", amount: `-${rub(spend)}`, orderId: detail.id, orderName: detail.name });
  });

  it("refuses more than the share of the order or than the balance, and bad amounts, with a 400 on bonusSpend and nothing changed", async () => {
    const token = await tokenFor("buyer@demo.test");
    const companyId = await companyOf("buyer@demo.test");
    const balance = await balanceOf(companyId);
    const orders = await countRows("orders");
    const entries = await countRows("bonus_transactions");
    const amount = 2;
    const limit = Math.min(balance, Math.floor((product.price * amount * SHARE_BP) / 10_000));
    const over = await orderWithBonus(token, product.id, amount, rub(limit + 1));
    expect(over.status).toBe(400);
    expect(over.json.errors?.bonusSpend).toEqual([`Бонусами можно оплатить не больше ${rub(limit).replace(/\B(?=(\d{3})+\.)/g, "\u00a0").replace(".", ",")}\u00a0₽`]);
    for (const bad of ["сто", "-5", -5, "1.2.3", true]) {
      const res = await placeOrder(token, { deliveryType: "pickup", warehouseId: (await warehousesOf("localhost"))[0].id, acceptOfferConditions: true, bonusSpend: bad });
      expect(res.status).toBe(400);
      expect(res.json.errors?.bonusSpend).toEqual(["Сумма бонусов — число рублей не меньше нуля, например 150 или 150,50"]);
    }
    expect(await countRows("orders")).toBe(orders);
    expect(await countRows("bonus_transactions")).toBe(entries);
    expect(await balanceOf(companyId)).toBe(balance);
    // The lines stay in the cart; spending nothing places the order as before.
    expect((await readCart(token)).json.totals.selectedCount).toBe(1);
    const plain = await placeOrder(token, { deliveryType: "pickup", warehouseId: (await warehousesOf("localhost"))[0].id, acceptOfferConditions: true, bonusSpend: "0" });
    expect(plain.status).toBe(200);
    expect(plain.json.order).toMatchObject({ bonusSpent: "0.00", totalPrice: rub(product.price * amount) });
    expect(await balanceOf(companyId)).toBe(balance);
  });

  it("refuses a company outside the club, and any spending where the site allows none or runs no club", async () => {
    const individual = await tokenFor("individual@demo.test");
    const outside = await orderWithBonus(individual, product.id, 1, "1");
    expect(outside.status).toBe(400);
    expect(outside.json.errors?.bonusSpend).toEqual(["Оплата бонусами недоступна: компания не участвует в Золотом клубе или бонусов на счёте нет"]);
    const site = await siteOf("localhost");
    await switchGoldenClub(site, true, 0);
    try {
      const buyer = await tokenFor("buyer@demo.test");
      expect((await checkout(buyer)).json.bonus).toBeNull();
      const off = await orderWithBonus(buyer, product.id, 1, "1");
      expect(off.status).toBe(400);
      expect(off.json.errors?.bonusSpend).toHaveLength(1);
    } finally {
      await switchGoldenClub(await siteOf("localhost"), true, 30);
    }
    const second = await tokenFor("buyer@demo.test", "second.localhost");
    const [p] = await pricedProducts("second.localhost", "retail", 1);
    await prepareProduct("second.localhost", p.id, { stock: [10] });
    const [warehouse] = await warehousesOf("second.localhost");
    expect((await addToCart(second, { productId: p.id, amount: 1 }, { host: "second.localhost" })).status).toBe(200);
    const noClub = await placeOrder(second, { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true, bonusSpend: "1" }, { host: "second.localhost" });
    expect(noClub.status).toBe(400);
    expect(noClub.json.errors?.bonusSpend).toHaveLength(1);
  });

  it("never takes the balance below zero when two orders of one company spend it at the same moment", async () => {
    const site = await siteOf("localhost");
    const db = getDb();
    const [company] = await db.insert(companies).values({ siteId: site.id, name: 'ООО "Две кассы"', bonus: 100_000 }).returning();
    await db.insert(clubMembers).values({ siteId: site.id, companyId: company.id });
    const tokens: string[] = [];
    for (const n of [1, 2]) {
      const email = `bonus-race-${n}@demo.test`;
      const [user] = await db.insert(users).values({ siteId: site.id, email, activeCompanyId: company.id }).returning();
      await db.insert(companyMembers).values({ siteId: site.id, companyId: company.id, userId: user.id });
      tokens.push(await tokenFor(email));
    }
    // Each order alone may spend 700,00 ₽ (≤ 30 % of it, ≤ 1 000,00 ₽ on the balance); both together may not.
    const amount = Math.ceil(70_000 / ((product.price * SHARE_BP) / 10_000));
    const [warehouse] = await warehousesOf("localhost");
    for (const token of tokens) expect((await addToCart(token, { productId: product.id, amount })).status).toBe(200);
    const body = { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true, bonusSpend: "700" };
    const results = await Promise.all(tokens.map((token) => placeOrder(token, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.json.errors?.bonusSpend).toHaveLength(1);
    expect(await balanceOf(company.id)).toBe(30_000);
    const spent = await db.select({ amount: bonusTransactions.amount }).from(bonusTransactions).where(eq(bonusTransactions.companyId, company.id));
    expect(spent).toEqual([{ amount: -70_000 }]);
  });
});

describe("cancelling an order paid with bonuses", () => {
  it("gives the bonuses back once, whether the buyer cancels or 1C does", async () => {
    const token = await tokenFor("buyer@demo.test");
    const companyId = await companyOf("buyer@demo.test");
    const site = await siteOf("localhost");
    await patchSite("localhost", { featureFlags: { orderCancel: true } });
    const before = await balanceOf(companyId);
    const byBuyer = (await orderWithBonus(token, product.id, 1, "10")).json.order;
    expect(await balanceOf(companyId)).toBe(before - 1000);
    expect((await cancel(token, byBuyer.id)).status).toBe(200);
    expect(await balanceOf(companyId)).toBe(before);
    expect((await history(token)).json.items[0]).toMatchObject({ kind: "refund", amount: "10.00", orderId: byBuyer.id });
    // Another company's buyer cannot see or cancel it.
    const stranger = await tokenFor("individual@demo.test");
    expect((await order(stranger, byBuyer.id)).status).toBe(404);
    expect((await cancel(stranger, byBuyer.id)).status).toBe(404);

    const by1C = (await orderWithBonus(token, product.id, 1, "20")).json.order;
    const cancelled = { kind: "order" as const, id: String(by1C.id), number: "", status: "cancelled" as const, statusText: "Отменён", paidAt: null, isPaidAtExact: false, shipment: null };
    await applyOrdersFrom1C(site.id, [cancelled]);
    await applyOrdersFrom1C(site.id, [{ ...cancelled, statusText: "Отменён покупателем" }]);
    expect(await balanceOf(companyId)).toBe(before);
    const refunds = await getDb()
      .select({ orderId: bonusTransactions.orderId, amount: bonusTransactions.amount })
      .from(bonusTransactions)
      .where(and(eq(bonusTransactions.companyId, companyId), eq(bonusTransactions.kind, "refund")))
      .orderBy(desc(bonusTransactions.id));
    expect(refunds).toEqual([
      { orderId: by1C.id, amount: 2000 },
      { orderId: byBuyer.id, amount: 1000 },
    ]);
  });
});

describe("the bonuses paid in the exports", () => {
  it("1C's sale/query carries them as the document's discount, and the CSV as a line of the order", async () => {
    const token = await tokenFor("buyer@demo.test");
    const placed = (await orderWithBonus(token, product.id, 2, "15.50")).json.order;
    const cookie = await signIn1C("localhost", "sale", freshIp());
    const xml = (await exchange({ type: "sale", mode: "query", cookie })).text;
    const doc = xml.slice(xml.indexOf(`<Ид>${placed.id}</Ид>`));
    const own = doc.slice(0, doc.indexOf("</Документ>"));
    expect(own).toContain(`<Сумма>${placed.totalPrice}</Сумма>`);
    expect(own).toMatch(/<Скидки>\s*<Скидка>\s*<Наименование>Оплата бонусами<\/Наименование>\s*<Сумма>15\.50<\/Сумма>\s*<УчтеноВСумме>true<\/УчтеноВСумме>/);
    expect(own).toMatch(/<Наименование>Оплачено бонусами<\/Наименование>\s*<Значение>15\.50<\/Значение>/);

    const res = await callRoute<{ raw: string }>(exportRoute, { path: "/api/v1/order/export", body: { ids: [placed.id], format: "csv" }, token });
    expect(res.status).toBe(200);
    const lines = res.json.raw.trim().split("\r\n");
    expect(lines).toHaveLength(1 + 3);
    expect(lines[2]).toContain(";Оплачено бонусами;");
    expect(lines[2]).toContain(";-15,50;");
    expect(lines[3]).toContain(";Итого по заказу;");
    expect(lines[3]).toContain(`;${placed.totalPrice.replace(".", ",")};`);
  });
});
