import { GET as cartStockRoute } from "@/app/api/v1/cart/stock/route";
import { and, eq } from "drizzle-orm";
import type { TCartStock } from "@/lib/contracts/cart";
import { getDb } from "@/lib/server/db/client";
import { companies, customProducts, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";
import { addToCart, prepareProduct, pricedProducts, warehousesOf, type TErrorBody } from "./order-fixtures";

const cartStock = (token: string, host?: string) => callRoute<TCartStock & TErrorBody>(cartStockRoute, { path: "/api/v1/cart/stock", token, host });

describe("GET /api/v1/cart/stock", () => {
  it("gives each catalogue line's free stock at every warehouse of the site, in the seller's order", async () => {
    const [p, q] = await pricedProducts("localhost", "wholesale", 2, 40);
    await prepareProduct("localhost", p.id, { stock: [0, 30] });
    await prepareProduct("localhost", q.id, { stock: [5] });
    const token = await tokenFor("buyer@demo.test");
    const a = await addToCart(token, { productId: p.id, amount: 10 });
    const b = await addToCart(token, { productId: q.id, amount: 2 });
    const list = await warehousesOf("localhost");
    expect(list.length).toBeGreaterThanOrEqual(2);

    const res = await cartStock(token);
    expect(res.status).toBe(200);
    expect(res.json.warehouses).toEqual(list.map((w) => ({ id: w.id, name: w.name })));
    const lineP = res.json.items.find((i) => i.id === a.json.itemId);
    const lineQ = res.json.items.find((i) => i.id === b.json.itemId);
    expect(lineP).toMatchObject({ productId: p.id, amount: 10, unit: p.unit });
    expect(lineP?.warehouses).toEqual(list.map((w, i) => ({ warehouseId: w.id, available: [0, 30][i] ?? 0 })));
    expect(lineQ?.warehouses.map((w) => w.available)).toEqual(list.map((_, i) => (i === 0 ? 5 : 0)));
  });

  it("leaves out custom lines, is empty without a cart, and needs a signed-in buyer of this site", async () => {
    const token = await tokenFor("manager@demo.test");
    const empty = await cartStock(token);
    expect(empty.status).toBe(200);
    expect(empty.json.items).toEqual([]);
    const site = await siteOf("localhost");
    const db = getDb();
    const [company] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, site.id), eq(companies.name, 'ООО "Ромашка"')));
    const [manager] = await db.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "manager@demo.test")));
    const [custom] = await db
      .insert(customProducts)
      .values({ siteId: site.id, companyId: company.id, userId: manager.id, name: "Кабель по заказу", unit: "м", price: 1_000 })
      .returning({ id: customProducts.id });
    const added = await addToCart(token, { customProductId: custom.id, amount: 1 });
    expect(added.status).toBe(200);
    expect(added.json.items).toHaveLength(1);
    expect((await cartStock(token)).json.items).toEqual([]);
    expect((await cartStock("")).status).toBe(401);
    expect((await cartStock(token, "second.localhost")).status).toBe(401);
  });
});
