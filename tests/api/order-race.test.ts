import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { companies, companyMembers, orders, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { tokenFor } from "../helpers/call-route";
import { addToCart, placeOrder, prepareProduct, pricedProducts, stockOf, warehousesOf } from "./order-fixtures";

/** N fresh buyers, each in their own company (so each has their own cart). */
async function makeBuyers(n: number, tag: string): Promise<string[]> {
  const site = await siteOf("localhost");
  const tokens: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const email = `race-${tag}-${i}@demo.test`;
    const [company] = await getDb().insert(companies).values({ siteId: site.id, name: `ООО "Гонка ${tag} ${i}"` }).returning();
    const [user] = await getDb().insert(users).values({ siteId: site.id, email, activeCompanyId: company.id }).returning();
    await getDb().insert(companyMembers).values({ siteId: site.id, companyId: company.id, userId: user.id });
    tokens.push(await tokenFor(email));
  }
  return tokens;
}

describe("concurrent placements racing for the same stock", () => {
  it("gives the last units to exactly one of two buyers", async () => {
    const [p] = await pricedProducts("localhost", "retail", 1, 200);
    const [warehouse] = await warehousesOf("localhost");
    await prepareProduct("localhost", p.id, { stock: [5] });
    const [first, second] = await makeBuyers(2, "pair");
    for (const token of [first, second]) expect((await addToCart(token, { productId: p.id, amount: 5 })).status).toBe(200);

    const body = { deliveryType: "pickup", warehouseId: warehouse.id, acceptOfferConditions: true };
    const results = await Promise.all([placeOrder(first, body), placeOrder(second, body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.json.items?.[0]).toMatchObject({ productId: p.id, requested: 5, available: 0 });
    const stock = await stockOf("localhost", p.id);
    expect(stock.reserved).toBe(5);
    expect(stock.quantity - stock.reserved).toBe(0);
  });

  it("never oversells: 12 buyers × 3 units of 20 in stock → exactly 6 orders, nothing negative", async () => {
    const site = await siteOf("localhost");
    const [p, q] = await pricedProducts("localhost", "retail", 2, 210);
    await prepareProduct("localhost", p.id, { stock: [10, 10] });
    await prepareProduct("localhost", q.id, { stock: [100] });
    const tokens = await makeBuyers(12, "crowd");
    for (const token of tokens) {
      await addToCart(token, { productId: p.id, amount: 3 });
      await addToCart(token, { productId: q.id, amount: 1 });
    }
    const results = await Promise.all(tokens.map((token) => placeOrder(token, { deliveryType: "delivery", deliveryAddress: { address: "г. Москва, ул. Гоночная, д. 1", save: false }, acceptOfferConditions: true })));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(6);
    const stockP = await stockOf("localhost", p.id);
    expect(stockP.reserved).toBe(18);
    for (const row of stockP.rows) {
      expect(row.reserved).toBeGreaterThanOrEqual(0);
      expect(row.reserved).toBeLessThanOrEqual(row.quantity);
    }
    // Losers' other lines were not reserved either (all or nothing).
    expect((await stockOf("localhost", q.id)).reserved).toBe(6);
    const ids = won.map((r) => r.json.order.id);
    const rows = await getDb().select({ id: orders.id }).from(orders).where(and(eq(orders.siteId, site.id), eq(orders.address, "г. Москва, ул. Гоночная, д. 1")));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
  });
});
