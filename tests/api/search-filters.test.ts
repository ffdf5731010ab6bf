import { GET as search } from "@/app/api/v2/search/route";
import { GET as filters } from "@/app/api/v2/search/filters/route";
import { GET as oneFilter } from "@/app/api/v2/search/filters/[id]/route";
import { GET as productList } from "@/app/api/v1/product/route";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { stocks } from "@/lib/server/db/schema";
import { clearFacetCache } from "@/lib/server/search/facet-cache";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TRef = { id: number; name: string; count: number };
type TFilters = {
  items: { id: number; name: string; kind: "numeric" | "text"; count: number; value: { min: number; max: number } | null; values: { value: string; count: number }[]; primary: boolean }[];
  brands: TRef[];
  manufacturer: (TRef & { country: string })[];
  manufacturerCountries: { value: string; count: number }[];
  sellers: TRef[];
  series: TRef[];
  type: (TRef & { slug: string })[];
  set: { value: string; count: number }[];
  price: { min: string | null; max: string | null };
  instock: number;
  recommended: number;
  infavorite: number | null;
  totalCount: number;
};
type TList = { items: { id: number; article?: string; price: { value: string }; brand: { id: number } | null; [k: string]: unknown }[]; meta: { totalCount: number } };
type TError = { message: string; errors?: Record<string, string[]> };

const facets = (query: Record<string, string | string[]>, token?: string) => callRoute<TFilters & TError>(filters, { path: "/api/v2/search/filters", query, token });
const total = async (query: Record<string, string | string[]>, token?: string) => {
  const res = await callRoute<TList & TError>(search, { path: "/api/v2/search", query, token });
  expect(res.status).toBe(200);
  return res.json.meta.totalCount;
};

describe("GET /api/v2/search/filters", () => {
  it("counts every facet value as the search with that filter added would", async () => {
    const base = { keyword: "выключатель" };
    const res = await facets(base);
    expect(res.status).toBe(200);
    expect(res.json.totalCount).toBe(await total(base));
    expect(res.json.brands.length).toBeGreaterThan(1);
    for (const brand of res.json.brands.slice(0, 3)) expect(await total({ ...base, brands: String(brand.id) })).toBe(brand.count);
    for (const m of res.json.manufacturer.slice(0, 2)) expect(await total({ ...base, manufacturer: String(m.id) })).toBe(m.count);
    for (const c of res.json.manufacturerCountries.slice(0, 2)) expect(await total({ ...base, manufacturerCountries: c.value })).toBe(c.count);
    for (const s of res.json.series.slice(0, 2)) expect(await total({ ...base, series: String(s.id) })).toBe(s.count);
    for (const s of res.json.sellers.slice(0, 2)) expect(await total({ ...base, sellers: String(s.id) })).toBe(s.count);
    for (const t of res.json.type.slice(0, 2)) expect(await total({ ...base, type: String(t.id) })).toBe(t.count);
    expect(await total({ ...base, instock: "1" })).toBe(res.json.instock);
    expect(await total({ ...base, recommended: "1" })).toBe(res.json.recommended);
    expect(res.json.infavorite).toBeNull();
    const text = res.json.items.find((i) => i.kind === "text" && i.values.length > 0);
    if (!text) throw new Error("no text feature among the results");
    expect(await total({ ...base, features: `${text.id}:${text.values[0].value}` })).toBe(text.values[0].count);
    const numeric = res.json.items.find((i) => i.kind === "numeric" && i.value);
    if (!numeric?.value) throw new Error("no numeric feature among the results");
    expect(await total({ ...base, features: `${numeric.id}:${numeric.value.min},${numeric.value.max}` })).toBe(numeric.count);
  });

  it("gives the price range and the set labels of the result", async () => {
    const res = await facets({});
    const list = await callRoute<TList>(productList, { path: "/api/v1/product", query: { sort: "price", pageSize: "1" } });
    expect(res.json.price.min).toBe(list.json.items[0].price.value);
    const desc = await callRoute<TList>(productList, { path: "/api/v1/product", query: { sort: "-price", pageSize: "1" } });
    expect(res.json.price.max).toBe(desc.json.items[0].price.value);
    for (const label of res.json.set) expect(await total({ set: label.value })).toBe(label.count);
  });

  it("counts favourites for the signed-in user only", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await facets({}, token);
    expect(res.json.infavorite).toBe(await total({ infavorite: "1" }, token));
  });

  it("GET /filters/{id} gives one feature with every value; another site's feature is 404", async () => {
    const all = await facets({});
    const text = all.json.items.find((i) => i.kind === "text");
    if (!text) throw new Error("no text feature");
    const one = await callRoute<TFilters["items"][number]>(oneFilter, { path: `/api/v2/search/filters/${text.id}`, params: { id: String(text.id) } });
    expect(one.status).toBe(200);
    expect(one.json.id).toBe(text.id);
    expect(one.json.values.reduce((s, v) => s + v.count, 0)).toBe(text.count);
    const foreign = await callRoute(oneFilter, { host: "second.localhost", path: `/api/v2/search/filters/${text.id}`, params: { id: String(text.id) } });
    expect(foreign.status).toBe(404);
  });
});

describe("a facet's own selection (values are alternatives)", () => {
  const base = { keyword: "выключатель" };
  const page = (query: Record<string, string>) => callRoute<TList & TError>(search, { path: "/api/v2/search", query: { pageSize: "100", ...query } });
  const counts = (list: { id?: number; value?: string; count: number }[]) => list.map((v) => [v.id ?? v.value, v.count]).sort();

  it("a brand ticked keeps every other brand with the count it had; results are that brand's", async () => {
    const none = await facets(base);
    expect(none.json.brands.length).toBeGreaterThan(1);
    const [a, b] = none.json.brands;
    const one = await facets({ ...base, brands: String(a.id) });
    expect(counts(one.json.brands)).toEqual(counts(none.json.brands));
    expect(one.json.totalCount).toBe(a.count);
    const results = await page({ ...base, brands: String(a.id) });
    expect(results.json.meta.totalCount).toBe(a.count);
    expect(results.json.items.every((p) => p.brand?.id === a.id)).toBe(true);
    // Two brands: either of them.
    const both = await page({ ...base, brands: `${a.id},${b.id}` });
    expect(both.json.meta.totalCount).toBe(a.count + b.count);
    expect(new Set(both.json.items.map((p) => p.brand?.id))).toEqual(new Set([a.id, b.id]));
    const twoFacets = await facets({ ...base, brands: `${a.id},${b.id}` });
    expect(counts(twoFacets.json.brands)).toEqual(counts(none.json.brands));
    expect(twoFacets.json.totalCount).toBe(a.count + b.count);
  });

  it("the other facets count within the ticked brand, and a brand's list follows the other facets", async () => {
    const none = await facets(base);
    const a = none.json.brands[0];
    const one = await facets({ ...base, brands: String(a.id) });
    expect(one.json.instock).toBe(await total({ ...base, brands: String(a.id), instock: "1" }));
    expect(one.json.manufacturer.reduce((s, m) => s + m.count, 0)).toBeLessThanOrEqual(a.count);
    for (const m of one.json.manufacturer.slice(0, 2)) expect(await total({ ...base, brands: String(a.id), manufacturer: String(m.id) })).toBe(m.count);
    for (const c of one.json.manufacturerCountries.slice(0, 2)) expect(await total({ ...base, brands: String(a.id), manufacturerCountries: c.value })).toBe(c.count);
    const text = one.json.items.find((i) => i.kind === "text" && i.values.length > 0);
    if (!text) throw new Error("no text feature among the brand's results");
    expect(await total({ ...base, brands: String(a.id), features: `${text.id}:${text.values[0].value}` })).toBe(text.values[0].count);
    // A manufacturer ticked as well: each brand counts within that manufacturer, the manufacturers within the brand.
    const m = one.json.manufacturer[0];
    const mixed = await facets({ ...base, brands: String(a.id), manufacturer: String(m.id) });
    for (const brand of mixed.json.brands.slice(0, 3)) expect(await total({ ...base, brands: String(brand.id), manufacturer: String(m.id) })).toBe(brand.count);
    expect(counts(mixed.json.manufacturer)).toEqual(counts(one.json.manufacturer));
    // The countries are not narrowed by a country ticked, only by the rest.
    const country = one.json.manufacturerCountries[0];
    const byCountry = await facets({ ...base, brands: String(a.id), manufacturerCountries: country.value });
    expect(counts(byCountry.json.manufacturerCountries)).toEqual(counts(one.json.manufacturerCountries));
    expect(byCountry.json.totalCount).toBe(country.count);
  });

  it("a feature value ticked keeps the feature's other values; the other facets count within it", async () => {
    const none = await facets({});
    const text = none.json.items.find((i) => i.kind === "text" && i.values.length > 1);
    if (!text) throw new Error("no text feature with two values");
    const [v1, v2] = text.values;
    const one = await facets({ features: `${text.id}:${v1.value}` });
    const same = one.json.items.find((i) => i.id === text.id);
    expect(same && counts(same.values)).toEqual(counts(text.values));
    expect(one.json.totalCount).toBe(v1.count);
    for (const brand of one.json.brands.slice(0, 3)) expect(await total({ brands: String(brand.id), features: `${text.id}:${v1.value}` })).toBe(brand.count);
    const two = await facets({ [`custom-${text.id}`]: `${v1.value},${v2.value}` });
    expect(counts(two.json.items.find((i) => i.id === text.id)?.values ?? [])).toEqual(counts(text.values));
    expect(two.json.totalCount).toBe(v1.count + v2.count);
    // GET /filters/{id}, the panel's "show all", the same.
    const all = await callRoute<TFilters["items"][number]>(oneFilter, { path: `/api/v2/search/filters/${text.id}`, params: { id: String(text.id) }, query: { features: `${text.id}:${v1.value}` } });
    expect(all.json.values.reduce((s, v) => s + v.count, 0)).toBe(text.count);
  });
});

describe("facets counted by the search page itself", () => {
  it("equal the ones /filters counts on its own, and the page is the same either way", async () => {
    const token = await tokenFor("buyer@demo.test");
    const cases: [Record<string, string>, string | undefined][] = [
      [{ keyword: "выключатель" }, undefined],
      [{ keyword: "кабель", sort: "-price", pageSize: "7", page: "2" }, undefined],
      [{ section: "1", brands: "1,2,3" }, token],
      [{ keyword: "кабель", brands: "1,2", set: "Хит", sort: "name" }, undefined],
      [{ keyword: "rf,tkm" }, undefined],
      [{ keyword: "выключатель", page: "999" }, undefined],
    ];
    for (const [query, who] of cases) {
      clearFacetCache();
      // No facets cached: the page statement counts them and leaves them for /filters.
      const first = await callRoute<TList & TError>(search, { path: "/api/v2/search", query, token: who });
      expect(first.status).toBe(200);
      const shared = await facets(query, who);
      clearFacetCache();
      const own = await facets(query, who);
      expect(shared.json).toEqual(own.json);
      expect(own.json.totalCount).toBe(first.json.meta.totalCount);
      // Facets cached now: the plain page statement.
      const again = await callRoute<TList & TError>(search, { path: "/api/v2/search", query, token: who });
      expect(again.json.items.map((p) => p.id)).toEqual(first.json.items.map((p) => p.id));
      expect(again.json.meta.totalCount).toBe(first.json.meta.totalCount);
    }
  });

  it("a /filters call made alongside the page gets the counts a lone call would", async () => {
    clearFacetCache();
    const query = { keyword: "лампа" };
    const [page, shared] = await Promise.all([callRoute<TList & TError>(search, { path: "/api/v2/search", query }), facets(query)]);
    clearFacetCache();
    const own = await facets(query);
    expect(shared.json).toEqual(own.json);
    expect(page.json.meta.totalCount).toBe(own.json.totalCount);
  });
});

describe("filter keys and their spec §7 mapped forms", () => {
  it("reads criteria[...], properties and from/to like the §2 keys", async () => {
    const all = await facets({});
    const brand = all.json.brands[0];
    const numeric = all.json.items.find((i) => i.kind === "numeric" && i.value && i.value.min < i.value.max);
    if (!numeric?.value) throw new Error("no numeric feature");
    const mid = (numeric.value.min + numeric.value.max) / 2;
    const plain = await total({ brands: String(brand.id), features: `${numeric.id}:${numeric.value.min},${mid}`, priceMin: "10", priceMax: "100000" });
    const mapped = await total({ "criteria[brands]": String(brand.id), properties: `${numeric.id}:${numeric.value.min},${mid}`, from: "10", to: "100000" });
    expect(mapped).toBe(plain);
    // Bounds the wrong way round are swapped.
    expect(await total({ brands: String(brand.id), features: `${numeric.id}:${mid},${numeric.value.min}`, priceMin: "100000", priceMax: "10" })).toBe(plain);
  });

  it("narrows by section (with subsections), price, stock, recommended and set", async () => {
    const all = await total({});
    const bySection = await total({ section: "1" });
    expect(bySection).toBeGreaterThan(0);
    expect(bySection).toBeLessThan(all);
    const cheap = await callRoute<TList>(productList, { path: "/api/v1/product", query: { priceMax: "500", pageSize: "100" } });
    expect(cheap.json.items.every((p) => Number(p.price.value) <= 500)).toBe(true);
    const stocked = await callRoute<TList>(productList, { path: "/api/v1/product", query: { instock: "1", pageSize: "100" } });
    expect(stocked.json.items.every((p) => (p.stocks as { quantity: number }[]).some((s) => s.quantity > 0))).toBe(true);
    expect(await total({ recommended: "true" })).toBeLessThan(all);
  });

  it("follows stock reservations and deletions at once in the in-stock filter", async () => {
    const stocked = await callRoute<TList>(productList, { path: "/api/v1/product", query: { instock: "1", pageSize: "1" } });
    const product = stocked.json.items[0];
    const site = await siteOf("localhost");
    const inStock = async () => {
      const res = await callRoute<TList>(productList, { path: "/api/v1/product", query: { instock: "1", keyword: String(product.article), pageSize: "100" } });
      return res.json.items.some((p) => p.id === product.id);
    };
    expect(await inStock()).toBe(true);
    const before = await getDb().select().from(stocks).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, product.id)));
    // Everything reserved, as an order would: no longer in stock.
    await getDb().update(stocks).set({ reserved: sql`${stocks.quantity}` }).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, product.id)));
    expect(await inStock()).toBe(false);
    await getDb().update(stocks).set({ reserved: 0 }).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, product.id), eq(stocks.warehouseId, before[0].warehouseId)));
    expect(await inStock()).toBe(before[0].quantity > 0);
    await getDb().delete(stocks).where(and(eq(stocks.siteId, site.id), eq(stocks.productId, product.id)));
    expect(await inStock()).toBe(false);
    await getDb().insert(stocks).values(before);
    expect(await inStock()).toBe(true);
  });

  it("filters a text feature by custom-{featureId} values", async () => {
    const all = await facets({});
    const text = all.json.items.find((i) => i.kind === "text" && i.values.length > 1);
    if (!text) throw new Error("no text feature with two values");
    const [a, b] = text.values;
    expect(await total({ [`custom-${text.id}`]: `${a.value},${b.value}` })).toBe(a.count + b.count);
    // An unknown custom property is not ours to know: ignored.
    expect(await total({ "custom-color": "red" })).toBe(await total({}));
  });

  it("answers a visitor's infavorite with 401", async () => {
    const res = await callRoute<TError>(search, { path: "/api/v2/search", query: { infavorite: "1" } });
    expect(res.status).toBe(401);
  });
});
