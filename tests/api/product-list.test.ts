import { and, eq, sql } from "drizzle-orm";
import { GET as productList } from "@/app/api/v1/product/route";
import { GET as productOne } from "@/app/api/v1/product/[id]/route";
import { GET as search } from "@/app/api/v2/search/route";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { favorites, priceTypes, productPrices, products, searchLog, searchLogClicks, stocks, users, warehouses } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TProduct = {
  id: number;
  type: string;
  article: string;
  name: string;
  currentPrice: string;
  price: { value: string; currency: string };
  favorite: boolean;
  numberOfItemsInCart: number;
  image: string;
  stocks: { id: number; quantity: number }[];
  brand: { id: number; name: string } | null;
  [column: string]: unknown;
};
type TList = { items: TProduct[]; meta: { currentPage: number; pageCount: number; totalCount: number; perPage: number; searchLogUuid: string | null; title: string } };
type TError = { message: string; errors?: Record<string, string[]> };

const list = (query: Record<string, string | string[]> = {}, extra: { token?: string; host?: string } = {}) =>
  callRoute<TList & TError>(productList, { path: "/api/v1/product", query, ...extra });
const one = (id: number | string, extra: { token?: string; host?: string; query?: Record<string, string> } = {}) =>
  callRoute<TProduct & TError>(productOne, { path: `/api/v1/product/${id}`, params: { id: String(id) }, ...extra });
const rub = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;

describe("GET /api/v1/product", () => {
  it("pages the catalogue: default 20, meta, no log without a keyword", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(20);
    expect(res.json.meta).toMatchObject({ currentPage: 1, perPage: 20, searchLogUuid: null, title: "Каталог" });
    expect(res.json.meta.pageCount).toBe(Math.ceil(res.json.meta.totalCount / 20));
    const p = res.json.items[0];
    expect(p).toMatchObject({ type: "catalog", favorite: false, numberOfItemsInCart: 0, image: `/media/product/${p.id}.svg`, price: { currency: "RUB" } });
    expect(p.currentPrice).toBe(p.price.value);
    for (const s of p.stocks) expect(p[`stock${s.id}`]).toBe(s.quantity);
  });

  it("pages never overlap and the last page is short; past the end is empty", async () => {
    const first = await list({ pageSize: "7", page: "1" });
    const second = await list({ pageSize: "7", page: "2" });
    const ids = [...first.json.items, ...second.json.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(14);
    const { totalCount, pageCount } = first.json.meta;
    const last = await list({ pageSize: "7", page: String(pageCount) });
    expect(last.json.items).toHaveLength(totalCount - 7 * (pageCount - 1));
    const past = await list({ pageSize: "7", page: String(pageCount + 1) });
    expect(past.status).toBe(200);
    expect(past.json.items).toEqual([]);
    expect(past.json.meta.totalCount).toBe(totalCount);
    expect((await list({ pageSize: "100" })).json.items).toHaveLength(100);
  });

  it("sorts by price, name, article and stock both ways", async () => {
    const prices = (await list({ sort: "price", pageSize: "50" })).json.items.map((p) => Number(p.price.value));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await list({ sort: "-price", pageSize: "50" })).json.items.map((p) => Number(p.price.value));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list({ sort: "name", pageSize: "50" })).json.items.map((p) => p.name.toLowerCase().replace(/ё/g, "е"));
    // The expected order is the database's Russian collation (ru_ru), the same on PGlite and PostgreSQL.
    const collated = rowsOf<{ n: string }>(
      await getDb().execute(sql`SELECT n FROM (VALUES ${sql.join(names.map((n) => sql`(${n})`), sql`, `)}) v(n) ORDER BY n COLLATE ru_ru`),
    ).map((r) => r.n);
    expect(names).toEqual(collated);
    const site = await siteOf("localhost");
    const [warehouse] = await getDb().select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(warehouses.sort).limit(1);
    for (const query of [{ sort: `-stock${warehouse.id}` }, { sort: "-storage", stockId: String(warehouse.id) }] as Record<string, string>[]) {
      const stock = (await list({ ...query, pageSize: "50" })).json.items.map((p) => p[`stock${warehouse.id}`] as number);
      expect(stock).toEqual([...stock].sort((a, b) => b - a));
    }
    expect((await list({ sort: "article" })).status).toBe(200);
    expect((await list({ sort: "-new" })).status).toBe(200);
  });

  it("sorts by brand in Russian order both ways", async () => {
    const brandsOf = async (sort: string, page: string) => (await list({ sort, page, pageSize: "100" })).json.items.map((p) => p.brand?.name ?? "");
    const collated = async (names: string[], desc: boolean) =>
      rowsOf<{ n: string }>(
        await getDb().execute(
          sql`SELECT n FROM (VALUES ${sql.join(names.map((n, i) => sql`(${n}, ${i})`), sql`, `)}) v(n, i) ORDER BY n COLLATE ru_ru ${sql.raw(desc ? "DESC" : "ASC")}, i`,
        ),
      ).map((r) => r.n);
    const { totalCount } = (await list({ sort: "brand", pageSize: "1" })).json.meta;
    for (const page of ["1", String(Math.ceil(totalCount / 200))]) {
      const asc = await brandsOf("brand", page);
      expect(asc).toEqual(await collated(asc, false));
      const desc = await brandsOf("-brand", page);
      expect(desc).toEqual(await collated(desc, true));
    }
    const first = await brandsOf("brand", "1");
    const last = await brandsOf("-brand", "1");
    expect(new Set([...first, ...last]).size).toBeGreaterThan(2);
    expect(first[0]).not.toBe(last[0]);
  });

  it("ignores unknown keys", async () => {
    const plain = await list({ pageSize: "5" });
    const noisy = await list({ pageSize: "5", utm_source: "mail", erid: "x", "criteria[unknown]": "1" });
    expect(noisy.status).toBe(200);
    expect(noisy.json.items.map((p) => p.id)).toEqual(plain.json.items.map((p) => p.id));
  });

  it.each([
    [{ page: "-1" }, "page"],
    [{ page: "abc" }, "page"],
    [{ pageSize: "10000" }, "pageSize"],
    [{ pageSize: "0" }, "pageSize"],
    [{ features: "abc" }, "features"],
    [{ features: "1:abc" }, "features"],
    [{ features: "999999:1" }, "features"],
    [{ priceMin: "x" }, "priceMin"],
    [{ priceMax: "-5" }, "priceMax"],
    [{ keyword: "к".repeat(201) }, "keyword"],
    [{ brands: "1,x" }, "brands"],
    [{ section: "abc" }, "section"],
    [{ instock: "maybe" }, "instock"],
    [{ sort: "colour" }, "sort"],
    [{ sort: "stock" }, "stockId"],
  ])("answers 400 with a field error for %j", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[field]?.length).toBeGreaterThan(0);
  });

  it("answers 404 for another site's section", async () => {
    expect((await list({ section: "999999" })).status).toBe(404);
  });

  it("gives the buyer their company's price type («Оптовая») and the visitor the base one", async () => {
    const site = await siteOf("localhost");
    const token = await tokenFor("buyer@demo.test");
    const visitor = await list({ pageSize: "5" });
    const buyer = await list({ pageSize: "5" }, { token });
    const wholesale = await getDb()
      .select({ productId: productPrices.productId, price: productPrices.price })
      .from(productPrices)
      .innerJoin(priceTypes, eq(priceTypes.id, productPrices.priceTypeId))
      .where(and(eq(productPrices.siteId, site.id), eq(priceTypes.name, "Оптовая")));
    const byId = new Map(wholesale.map((w) => [w.productId, w.price]));
    for (const [i, p] of buyer.json.items.entries()) {
      const own = byId.get(p.id);
      if (own === undefined) throw new Error("no wholesale price in the seed");
      expect(p.currentPrice).toBe(rub(own));
      expect(Number(p.currentPrice)).toBeLessThan(Number(visitor.json.items[i].currentPrice));
      expect(visitor.json.items[i].currentPrice).toBe(visitor.json.items[i].price.value);
    }
  });

  it("flags favourites only for their owner", async () => {
    const site = await siteOf("localhost");
    const [buyer] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const first = (await list({ pageSize: "3" })).json.items[0];
    await getDb().insert(favorites).values({ siteId: site.id, userId: buyer.id, productId: first.id }).onConflictDoNothing();
    const own = await list({ pageSize: "3" }, { token: await tokenFor("buyer@demo.test") });
    expect(own.json.items[0].favorite).toBe(true);
    expect(own.json.items.slice(1).every((p) => !p.favorite)).toBe(true);
    const other = await list({ pageSize: "3" }, { token: await tokenFor("individual@demo.test") });
    expect(other.json.items[0].favorite).toBe(false);
    expect((await list({ pageSize: "3" })).json.items[0].favorite).toBe(false);
    const favs = await list({ infavorite: "1" }, { token: await tokenFor("buyer@demo.test") });
    expect(favs.json.items.map((p) => p.id)).toContain(first.id);
  });

  it("shows available stock (on hand less reserved) per warehouse", async () => {
    const site = await siteOf("localhost");
    const [row] = await getDb().select().from(stocks).where(eq(stocks.siteId, site.id)).limit(1);
    await getDb().update(stocks).set({ quantity: 10, reserved: 3 }).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, row.productId), eq(stocks.warehouseId, row.warehouseId)));
    const res = await one(row.productId);
    expect(res.json[`stock${row.warehouseId}`]).toBe(7);
  });
});

describe("GET /api/v1/product/{id}", () => {
  it("gives one product and 404 for another site's or an unknown id", async () => {
    const site = await siteOf("localhost");
    const second = await siteOf("second.localhost");
    const [own] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, site.id)).limit(1);
    const [foreign] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, second.id)).limit(1);
    const res = await one(own.id);
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(own.id);
    expect((await one(foreign.id)).status).toBe(404);
    expect((await one(own.id, { host: "second.localhost" })).status).toBe(404);
    expect((await one(99_999_999)).status).toBe(404);
    expect((await one("abc")).status).toBe(400);
  });

  it("records the click from a search with its position; a bad uuid is 400", async () => {
    const found = await callRoute<TList>(search, { path: "/api/v2/search", query: { keyword: "кабель" } });
    const uuid = found.json.meta.searchLogUuid as string;
    const product = found.json.items[2];
    const res = await one(product.id, { query: { "additionalFields[searchLogUuid]": uuid, "additionalFields[searchLogProductPosition]": "3" } });
    expect(res.status).toBe(200);
    const [log] = await getDb().select({ id: searchLog.id }).from(searchLog).where(eq(searchLog.uuid, uuid));
    const clicks = await getDb().select().from(searchLogClicks).where(eq(searchLogClicks.searchLogId, log.id));
    expect(clicks).toEqual([expect.objectContaining({ productId: product.id, position: 3 })]);
    expect((await one(product.id, { query: { "additionalFields[searchLogUuid]": "nope" } })).status).toBe(400);
  });

  it("a token of localhost is not valid on second.localhost", async () => {
    const token = await tokenFor("buyer@demo.test");
    expect((await list({}, { token, host: "second.localhost" })).status).toBe(401);
  });
});
