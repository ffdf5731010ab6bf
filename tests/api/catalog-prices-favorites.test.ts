import { and, eq } from "drizzle-orm";
import { POST as currentPrice } from "@/app/api/v1/product/current-price/route";
import { PUT as toggleFavorite } from "@/app/api/v1/product/[id]/toggle-favorite/route";
import { GET as productList } from "@/app/api/v1/product/route";
import { GET as searchFilters } from "@/app/api/v2/search/filters/route";
import { getDb } from "@/lib/server/db/client";
import { favorites, priceTypes, productPrices, products, users } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TError = { message: string; errors?: Record<string, string[]> };
type TPrices = { items: { id: number; currentPrice: string; cashBack: string }[] };

const rub = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;

/** Active products of a site with their price of a price type (by code). */
async function pricesOf(host: string, code: string, limit = 3) {
  const site = await siteOf(host);
  return getDb()
    .select({ id: products.id, price: productPrices.price })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.siteId, products.siteId)))
    .innerJoin(priceTypes, eq(priceTypes.id, productPrices.priceTypeId))
    .where(and(eq(products.siteId, site.id), eq(products.isActive, true), eq(priceTypes.code, code)))
    .orderBy(products.id)
    .limit(limit);
}

const ask = (body: unknown, extra: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TPrices & TError>(currentPrice, { path: "/api/v1/product/current-price", body, ...extra });

describe("POST /api/v1/product/current-price", () => {
  it("gives the buyer the price of their company's price type («Оптовая»), cheaper than the base «Розничная»", async () => {
    const retail = await pricesOf("localhost", "retail");
    const wholesale = new Map((await pricesOf("localhost", "wholesale", 1000)).map((p) => [p.id, p.price]));
    const token = await tokenFor("buyer@demo.test");
    const res = await ask({ items: retail.map((p) => ({ id: p.id, amount: 5 })), source: "catalog" }, { token });
    expect(res.status).toBe(200);
    expect(res.json.items.map((i) => i.id)).toEqual(retail.map((p) => p.id));
    for (const [index, item] of res.json.items.entries()) {
      const own = wholesale.get(item.id);
      if (own === undefined) throw new Error("seed lacks a wholesale price");
      expect(item.currentPrice).toBe(rub(own));
      expect(own).toBeLessThan(retail[index].price);
      // «Ромашка» is in the demo's golden club: its prices carry cash-back (percents: tests/api/golden-club.test.ts).
      expect(Number(item.cashBack)).toBeGreaterThan(0);
    }
  });

  it("gives a retail buyer and a visitor the base price where the site allows visitors prices", async () => {
    const retail = await pricesOf("localhost", "retail");
    const individual = await ask({ items: [{ id: retail[0].id, amount: 1 }] }, { token: await tokenFor("individual@demo.test") });
    expect(individual.json.items).toEqual([{ id: retail[0].id, currentPrice: rub(retail[0].price), cashBack: "0.00" }]);
    const visitor = await ask({ items: [{ id: retail[0].id }] });
    expect(visitor.status).toBe(200);
    expect(visitor.json.items[0].currentPrice).toBe(rub(retail[0].price));
  });

  it("answers visitors 401 where currentPriceForUnauthorized is off", async () => {
    const [own] = await pricesOf("second.localhost", "retail");
    expect((await ask({ items: [{ id: own.id, amount: 1 }] }, { host: "second.localhost" })).status).toBe(401);
    const token = await tokenFor("buyer@demo.test", "second.localhost");
    const res = await ask({ items: [{ id: own.id, amount: 1 }] }, { host: "second.localhost", token });
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(1);
    // A token of localhost means nothing on second.localhost.
    expect((await ask({ items: [{ id: own.id, amount: 1 }] }, { host: "second.localhost", token: await tokenFor("buyer@demo.test") })).status).toBe(401);
  });

  it("leaves out unknown, inactive and other sites' products, and answers a repeated id once", async () => {
    const [own] = await pricesOf("localhost", "retail");
    const [foreign] = await pricesOf("second.localhost", "retail");
    const site = await siteOf("localhost");
    const [inactive] = await getDb().insert(products).values({ siteId: site.id, article: "TEST-OFF-1", articleNorm: "testoff1", name: "Снятый с продажи товар", isActive: false, basePrice: 1000 }).returning();
    const res = await ask({ items: [{ id: own.id, amount: 1 }, { id: foreign.id, amount: 1 }, { id: 999_999, amount: 1 }, { id: inactive.id, amount: 1 }, { id: own.id, amount: 3 }] });
    expect(res.status).toBe(200);
    expect(res.json.items.map((i) => i.id)).toEqual([own.id]);
  });

  it("rejects bad bodies with field errors", async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, amount: 1 }));
    const cases: [unknown, string][] = [
      [{}, "items"],
      [{ items: [] }, "items"],
      [{ items: many }, "items"],
      [{ items: [{ id: "abc", amount: 1 }] }, "items.0.id"],
      [{ items: [{ id: 1, amount: -1 }] }, "items.0.amount"],
      [{ items: [{ id: 1, amount: 1.5 }] }, "items.0.amount"],
      [{ items: [{ id: 1, amount: 1 }], source: "x".repeat(51) }, "source"],
    ];
    for (const [body, field] of cases) {
      const res = await ask(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toContain(field);
    }
    const res = await callRoute(currentPrice, { path: "/api/v1/product/current-price", body: "{oops", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("PUT /api/v1/product/{id}/toggle-favorite", () => {
  const toggle = (id: number | string, extra: { token?: string; host?: string } = {}) =>
    callRoute<{ favorite: boolean } & TError>(toggleFavorite, { method: "PUT", path: `/api/v1/product/${id}/toggle-favorite`, params: { id: String(id) }, ...extra });

  async function favoriteIds(email: string) {
    const site = await siteOf("localhost");
    const [user] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
    return (await getDb().select({ id: favorites.productId }).from(favorites).where(and(eq(favorites.siteId, site.id), eq(favorites.userId, user.id)))).map((r) => r.id);
  }

  it("asks visitors to sign in with the spec's text", async () => {
    const [own] = await pricesOf("localhost", "retail");
    const res = await toggle(own.id);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Авторизуйтесь, для того чтобы добавлять товары в избранное");
  });

  it("flips the favourite flag for the signed-in user only", async () => {
    const [own] = await pricesOf("localhost", "retail");
    const token = await tokenFor("buyer@demo.test");
    const on = await toggle(own.id, { token });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ favorite: true });
    expect(await favoriteIds("buyer@demo.test")).toContain(own.id);
    expect(await favoriteIds("multi@demo.test")).not.toContain(own.id);
    const off = await toggle(own.id, { token });
    expect(off.json).toEqual({ favorite: false });
    expect(await favoriteIds("buyer@demo.test")).not.toContain(own.id);
  });

  it("a favourites-only listing and the «in favourites» count follow a toggle at once, later pages too", async () => {
    const [a, b] = await pricesOf("localhost", "retail", 2);
    const token = await tokenFor("multi@demo.test");
    const listed = (page: string) =>
      callRoute<{ items: { id: number }[]; meta: { totalCount: number } }>(productList, { path: "/api/v1/product", query: { infavorite: "1", pageSize: "1", page }, token });
    const inFavourites = async () => (await callRoute<{ infavorite: number }>(searchFilters, { path: "/api/v2/search/filters", query: {}, token })).json.infavorite;
    const before = (await listed("1")).json.meta.totalCount;
    const countedBefore = await inFavourites();
    for (const p of [a, b]) expect((await toggle(p.id, { token })).json).toEqual({ favorite: true });
    expect((await listed("1")).json.meta.totalCount).toBe(before + 2);
    expect((await listed("2")).json.meta.totalCount).toBe(before + 2); // a later page: the total of the cached facets
    expect(await inFavourites()).toBe(countedBefore + 2);
    expect((await toggle(a.id, { token })).json).toEqual({ favorite: false });
    const after = await listed("2");
    expect(after.json.meta.totalCount).toBe(before + 1);
    expect(await inFavourites()).toBe(countedBefore + 1);
    const all = await callRoute<{ items: { id: number }[] }>(productList, { path: "/api/v1/product", query: { infavorite: "1", pageSize: "100" }, token });
    expect(all.json.items.map((p) => p.id)).toContain(b.id);
    expect(all.json.items.map((p) => p.id)).not.toContain(a.id);
    await toggle(b.id, { token });
    expect(await favoriteIds("multi@demo.test")).not.toContain(b.id);
  });

  it("answers 404 for another site's or an unknown product and 400 for a malformed id, changing nothing", async () => {
    const [foreign] = await pricesOf("second.localhost", "retail");
    const token = await tokenFor("individual@demo.test");
    const before = await favoriteIds("individual@demo.test");
    const res = await toggle(foreign.id, { token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Товар не найден");
    expect((await toggle(999_999, { token })).status).toBe(404);
    expect((await toggle("abc", { token })).status).toBe(400);
    expect(await favoriteIds("individual@demo.test")).toEqual(before);
    expect((await toggle(foreign.id, { token, host: "second.localhost" })).status).toBe(401);
  });
});
