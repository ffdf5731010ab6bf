// The in-process search index (SEARCH_ENGINE=memory, issue 19): the same answers as the SQL engine for
// the catalogue's queries, and every change a buyer or a seller makes visible in the next search — a
// price, a stock reaching zero, a withdrawn product, a renamed one (an import batch), a new synonym.
import { and, eq, sql } from "drizzle-orm";
import { GET as search } from "@/app/api/v2/search/route";
import { GET as filters } from "@/app/api/v2/search/filters/route";
import { getDb, getDbHandle } from "@/lib/server/db/client";
import { companies, priceTypes, productPrices, productRelations, products, searchSynonyms, stocks, users } from "@/lib/server/db/schema";
import { forgetSiteIndexes, siteIndex } from "@/lib/server/search/engine/load-index";
import { chooseSearchEngine, type TSearchEngine } from "@/lib/server/search/engine/select-engine";
import { clearFacetCache } from "@/lib/server/search/facet-cache";
import { refreshSearchIndex, refreshSearchPrices } from "@/lib/server/search/refresh-search-index";
import { clearSynonymCache } from "@/lib/server/search/site-synonyms";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";
import { insertFixtures } from "./search-fixtures";

type TItem = { id: number; name: string };
type TList = { items: TItem[]; meta: { totalCount: number; correctedKeyword: string | null } };
type TFilters = {
  totalCount: number;
  instock: number;
  price: { min: string | null; max: string | null };
  brands: { id: number; count: number }[];
  items: { id: number; kind: string; values: { value: string; count: number }[]; value: { min: number; max: number } | null }[];
  set: { value: string; count: number }[];
};
type TQuery = Record<string, string | string[]>;

/** An answer without the search log's uuid (each search writes its own log row). */
const unlogged = <T>(json: T): T => {
  const meta = (json as { meta?: { searchLogUuid?: unknown } }).meta;
  return meta ? { ...json, meta: { ...meta, searchLogUuid: "—" } } : json;
};

const find = (query: TQuery, token?: string) => callRoute<TList>(search, { path: "/api/v2/search", query, token });
const facets = (query: TQuery, token?: string) => callRoute<TFilters>(filters, { path: "/api/v2/search/filters", query, token });

async function on<T>(engine: TSearchEngine, run: () => Promise<T>): Promise<T> {
  chooseSearchEngine(engine);
  clearFacetCache();
  try {
    return await run();
  } finally {
    chooseSearchEngine("memory");
  }
}

let ids: Map<string, number>;
let siteId: number;

function idOf(article: string): number {
  const id = ids.get(article);
  if (id === undefined) throw new Error(`no fixture ${article}`);
  return id;
}

beforeAll(async () => {
  chooseSearchEngine("memory");
  ids = await insertFixtures("localhost", [
    { article: "ВА47-29", name: "Автоматический выключатель ВА47-29 1P C16 4,5кА", description: "Модульный автомат", stock: 5 },
    { article: "BA47-29-2P-C25", name: "Автоматический выключатель ВА47-29 2P C25 4,5кА", stock: 2 },
    { article: "ZZ-PRICE", name: "Клеммник зажимной ЗЖ-777", basePrice: 50_000, stock: 3 },
    { article: "ZZ-STOCK", name: "Клеммник зажимной ЗЖ-888", stock: 1 },
    { article: "ZZ-GONE", name: "Клеммник зажимной ЗЖ-999", stock: 4 },
    { article: "CF-1", name: "Переходник Цефей ЦФ-1", basePrice: 30_000 },
    { article: "CF-2", name: "Переходник Цефей ЦФ-2", basePrice: 20_000 },
    { article: "CF-3", name: "Переходник Цефей ЦФ-3", basePrice: 10_000 },
  ]);
  siteId = (await siteOf("localhost")).id;
});

afterAll(() => chooseSearchEngine(undefined));

describe("the memory engine answers as the SQL engine", () => {
  it("gives the same pages, totals, corrections and facets for the catalogue's queries", async () => {
    const all = await on("sql", () => facets({}));
    const brand = all.json.brands[0];
    const text = all.json.items.find((i) => i.kind !== "numeric" && i.values.length > 1);
    const numeric = all.json.items.find((i) => i.kind === "numeric" && i.value);
    const [relation] = await getDb().select({ id: productRelations.productId }).from(productRelations).where(eq(productRelations.siteId, siteId)).limit(1);
    const queries: TQuery[] = [
      {},
      { page: "3", pageSize: "7" },
      { keyword: "кабель" },
      { keyword: "кабель", sort: "name" },
      { keyword: "кабель", sort: "-price", page: "2", pageSize: "10" },
      { keyword: "кабель", sort: "article" },
      { keyword: "кабель", sort: "brand" },
      { keyword: "кабель", sort: "-new" },
      { keyword: "кабель", instock: "1", priceMin: "100", priceMax: "5000" },
      { keyword: "кабелей медный" },
      { keyword: "ва47-29" },
      { keyword: "BA 47 29" },
      { keyword: "rf,tkm" },
      { keyword: "выключатль" },
      { keyword: "узо" },
      { keyword: "автомат 16а" },
      { keyword: `Аналог: id.${relation?.id ?? 1}` },
      { brands: String(brand.id) },
      { brands: String(brand.id), sort: "-price" },
      { sort: "name", page: "2" },
      { sort: "stock", stockId: "1" },
      ...(text ? [{ features: `${text.id}:${text.values[0].value}` }, { features: [`${text.id}:${text.values[0].value}`, `${text.id}:${text.values[1].value}`] }] : []),
      ...(numeric?.value ? [{ features: `${numeric.id}:${numeric.value.min},${numeric.value.max}`, brands: String(brand.id) }] : []),
      { keyword: "qqqzzzxx" },
    ];
    // Every query's differences, so a failure names them all.
    const differences: unknown[] = [];
    for (const query of queries) {
      const [sqlPage, sqlFacets] = await on("sql", async () => [await find(query), await facets(query)] as const);
      const [memoryPage, memoryFacets] = await on("memory", async () => [await find(query), await facets(query)] as const);
      const shown = (page: typeof sqlPage, filters: typeof sqlFacets) => ({
        status: page.status,
        ids: page.json.items?.map((p) => p.id),
        total: page.json.meta?.totalCount,
        corrected: page.json.meta?.correctedKeyword,
        filters: filters.json,
      });
      const [expected, got] = [shown(sqlPage, sqlFacets), shown(memoryPage, memoryFacets)];
      for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
        if (JSON.stringify(got[key]) !== JSON.stringify(expected[key])) differences.push({ query, key, sql: expected[key], memory: got[key] });
      }
    }
    expect(differences).toEqual([]);
    expect(queries.length).toBeGreaterThan(20);
  });

  it("counts a signed-in buyer's favourites and lists them only, as the SQL engine does", async () => {
    const token = await tokenFor("buyer@demo.test");
    const queries: TQuery[] = [{ infavorite: "1" }, { keyword: "кабель" }];
    for (const query of queries) {
      const sqlAnswer = await on("sql", async () => [unlogged((await find(query, token)).json), (await facets(query, token)).json]);
      const memoryAnswer = await on("memory", async () => [unlogged((await find(query, token)).json), (await facets(query, token)).json]);
      // The price range is the buyer's company prices on the memory engine, the base prices on the SQL
      // fallback (see «company prices» below): everything else is the same.
      const withoutPrice = ([list, counts]: (TList | TFilters)[]) => [list, { ...counts, price: null }];
      expect(withoutPrice(memoryAnswer)).toEqual(withoutPrice(sqlAnswer));
    }
  });
});

describe("company prices in the memory engine", () => {
  // «ООО "Ромашка"» (buyer@demo.test) buys at «wholesale» prices, «АО "Вектор"» at «large-wholesale»; the
  // base type is «retail» (the fixtures' base prices). CF-3 has no wholesale price: Ромашка pays retail.
  const byPrice = async (query: TQuery, token?: string) => (await find({ keyword: "цефей", sort: "price", ...query }, token)).json.items.map((p) => p.id);
  let romashka: string;
  let vector: string;

  beforeAll(async () => {
    const db = getDb();
    const types = new Map((await db.select({ id: priceTypes.id, code: priceTypes.code }).from(priceTypes).where(eq(priceTypes.siteId, siteId))).map((t) => [t.code, t.id]));
    const price = (article: string, code: string, kopecks: number) => ({ siteId, productId: idOf(article), priceTypeId: types.get(code) ?? 0, price: kopecks });
    await db.insert(productPrices).values([
      price("CF-1", "wholesale", 1_000),
      price("CF-2", "wholesale", 5_000),
      price("CF-1", "large-wholesale", 9_000),
      price("CF-2", "large-wholesale", 2_000),
      price("CF-3", "large-wholesale", 3_000),
    ]);
    romashka = await tokenFor("buyer@demo.test");
    // multi@demo.test works for both companies: Вектор is made the active one.
    const [company] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.siteId, siteId), eq(companies.name, 'АО "Вектор"')));
    await db.update(users).set({ activeCompanyId: company.id }).where(and(eq(users.siteId, siteId), eq(users.email, "multi@demo.test")));
    vector = await tokenFor("multi@demo.test");
  });

  it("sorts and filters by the buyer's company prices, each company by its own", async () => {
    const [cf1, cf2, cf3] = ["CF-1", "CF-2", "CF-3"].map(idOf);
    expect(await byPrice({})).toEqual([cf3, cf2, cf1]);
    expect(await byPrice({}, romashka)).toEqual([cf1, cf2, cf3]);
    expect(await byPrice({}, vector)).toEqual([cf2, cf3, cf1]);
    expect(await byPrice({ sort: "-price" }, vector)).toEqual([cf1, cf3, cf2]);
    // 20 ₽ … 60 ₽ (kopecks in the index, roubles in the query's bounds).
    expect(await byPrice({ priceMin: "20", priceMax: "60" }, romashka)).toEqual([cf2]);
    expect(await byPrice({ priceMin: "20", priceMax: "60" }, vector)).toEqual([cf2, cf3]);
    expect(await byPrice({ priceMin: "20", priceMax: "60" })).toEqual([]);
    const range = async (token?: string) => (await facets({ keyword: "цефей" }, token)).json.price;
    expect(await range(romashka)).toEqual({ min: "10.00", max: "100.00" });
    expect(await range(vector)).toEqual({ min: "20.00", max: "90.00" });
    expect(await range()).toEqual({ min: "100.00", max: "300.00" });
  });

  it("sees a changed company price in the next search (product_prices is in the change feed)", async () => {
    const [cf1, cf2, cf3] = ["CF-1", "CF-2", "CF-3"].map(idOf);
    const types = await getDb().select({ id: priceTypes.id }).from(priceTypes).where(and(eq(priceTypes.siteId, siteId), eq(priceTypes.code, "wholesale")));
    await getDb().insert(productPrices).values({ siteId, productId: cf3, priceTypeId: types[0].id, price: 500 });
    expect(await byPrice({}, romashka)).toEqual([cf3, cf1, cf2]);
    await getDb().delete(productPrices).where(and(eq(productPrices.productId, cf3), eq(productPrices.priceTypeId, types[0].id)));
    expect(await byPrice({}, romashka)).toEqual([cf1, cf2, cf3]);
  });
});

describe("the memory engine sees every change in the next search", () => {
  const total = async (query: TQuery) => (await find(query)).json.meta.totalCount;
  const found = async (query: TQuery) => (await find({ pageSize: "100", ...query })).json.items.map((p) => p.id);

  it("a price change (as an offers import writes it)", async () => {
    const id = idOf("ZZ-PRICE");
    expect(await found({ keyword: "клеммник", priceMax: "100" })).not.toContain(id);
    await getDb().update(products).set({ basePrice: 5_000 }).where(eq(products.id, id));
    await refreshSearchPrices(getDb(), siteId, [id]);
    expect(await found({ keyword: "клеммник", priceMax: "100" })).toContain(id);
    expect((await find({ keyword: "клеммник", sort: "price" })).json.items[0].id).toBe(id);
  });

  it("a stock reaching zero (a reservation takes the last piece)", async () => {
    const id = idOf("ZZ-STOCK");
    const before = (await facets({ keyword: "клеммник" })).json.instock;
    expect(await found({ keyword: "клеммник", instock: "1" })).toContain(id);
    await getDb().update(stocks).set({ reserved: sql`${stocks.quantity}` }).where(and(eq(stocks.siteId, siteId), eq(stocks.productId, id)));
    expect(await found({ keyword: "клеммник", instock: "1" })).not.toContain(id);
    expect((await facets({ keyword: "клеммник" })).json.instock).toBe(before - 1);
  });

  it("a withdrawn product", async () => {
    const id = idOf("ZZ-GONE");
    const before = await total({ keyword: "клеммник" });
    expect(await found({ keyword: "зж-999" })).toContain(id);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, id));
    await refreshSearchIndex(getDbHandle(), siteId, { productIds: [id] });
    expect(await found({ keyword: "зж-999" })).not.toContain(id);
    expect(await total({ keyword: "клеммник" })).toBe(before - 1);
  });

  it("a renamed product of an import batch, found by its new name only", async () => {
    const id = idOf("ZZ-PRICE");
    await getDb().update(products).set({ name: "Гребёнка шинная ГШ-12" }).where(eq(products.id, id));
    await getDb().transaction((tx) => refreshSearchIndex(tx, siteId, { productIds: [id] }));
    expect(await found({ keyword: "гребенка шинная" })).toContain(id);
    expect(await found({ keyword: "клеммник" })).not.toContain(id);
  });

  it("a new synonym", async () => {
    const id = idOf("ZZ-STOCK");
    expect(await found({ keyword: "терминал" })).not.toContain(id);
    await getDb().insert(searchSynonyms).values({ siteId, terms: ["терминал", "клеммник"] });
    clearSynonymCache();
    expect(await found({ keyword: "терминал" })).toContain(id);
  });

  it("comes back equal after a restart: an index built afresh answers as the updated one", async () => {
    const queries: TQuery[] = [{ keyword: "клеммник" }, { keyword: "кабель", sort: "price" }, { instock: "1" }, {}];
    const answers = async () => Promise.all(queries.map(async (q) => [unlogged((await find(q)).json), (await facets(q)).json]));
    const updated = await answers();
    const before = await siteIndex(siteId);
    forgetSiteIndexes();
    const rebuilt = await siteIndex(siteId);
    expect(rebuilt).not.toBe(before);
    expect(rebuilt.size).toBe(before.size);
    expect(await answers()).toEqual(updated);
  });

  it("rebuilds a site whose documents were all replaced (a whole-site refresh)", async () => {
    const before = await siteIndex(siteId);
    await refreshSearchIndex(getDbHandle(), siteId);
    const after = await siteIndex(siteId);
    expect(after.size).toBe(before.size);
    expect(await found({ keyword: "терминал" })).toContain(ids.get("ZZ-STOCK"));
  });

  it("keeps another site's products apart", async () => {
    const other = await siteOf("second.localhost");
    const own = await siteIndex(siteId);
    const theirs = await siteIndex(other.id);
    for (const id of ids.values()) expect(theirs.slotOfProduct(id)).toBeUndefined();
    expect(own.slotOfProduct(idOf("ZZ-STOCK"))).toBeDefined();
  });
});
