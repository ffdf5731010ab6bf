import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { GET as catalogInfo } from "@/app/api/v1/catalog/info/route";
import { GET as listSections } from "@/app/api/v1/catalog-section/route";
import { GET as getSection } from "@/app/api/v1/catalog-section/[id]/route";
import { GET as listBrands } from "@/app/api/v1/product-brand/route";
import { GET as getBrand } from "@/app/api/v1/product-brand/[id]/route";
import { GET as listGroups } from "@/app/api/v1/filter/group/route";
import { GET as getGroup } from "@/app/api/v1/filter/group/[id]/route";
import { POST as saveFilter } from "@/app/api/v1/user-filter/route";
import { getDb } from "@/lib/server/db/client";
import { brands, features, productFeatures, productGroups, products, sections, warehouses } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TError = { message: string; errors?: Record<string, string[]> };
type TMeta = { currentPage: number; pageCount: number; totalCount: number; perPage: number };
type TSection = { id: number; text: string; parentId: number | null; depth: number; slug: string; productsCount: number; hasChildren: boolean };
type TNamed = { id: number; name: string; slug: string; productsCount: number };
type TInfo = {
  settings: { products: { view: string; list: { columnsShown: string[]; columns: string[] } }; panel: { shown: boolean; pinned: boolean; sections: { pinned: boolean; expandedLevel: number } } };
  numberOfShownStocks: number;
  warehouses: { id: number; name: string; city: string }[];
  sortOptions: { value: string; label: string }[];
  defaultSort: string | null;
  currency: { code: string; sign: string };
  favoritesFilters: { id: number; name: string; url: string; kind: string }[];
};

async function activeCount(siteId: number, where: ReturnType<typeof sql>) {
  const [row] = await getDb().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(and(eq(products.siteId, siteId), eq(products.isActive, true), where));
  return row.n;
}

describe("GET /api/v1/catalog/info", () => {
  it("gives visitors the view defaults, stock columns, sorts and currency, and no saved filters", async () => {
    const res = await callRoute<TInfo>(catalogInfo, { path: "/api/v1/catalog/info" });
    expect(res.status).toBe(200);
    const info = res.json;
    expect(info.settings.products.view).toBe("list");
    expect(info.settings.panel).toEqual({ shown: true, pinned: true, sections: { pinned: false, expandedLevel: 1 } });
    expect(info.numberOfShownStocks).toBe(2);
    const site = await siteOf("localhost");
    const own = await getDb().select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id));
    expect(info.warehouses.map((w) => w.id).sort()).toEqual(own.map((w) => w.id).sort());
    // The default region's warehouse (Подольск, «Москва и область») comes first.
    expect(info.warehouses[0].city).toBe("Подольск");
    const shownStocks = info.settings.products.list.columnsShown.filter((c) => c.startsWith("stock"));
    expect(shownStocks).toEqual(info.warehouses.slice(0, 2).map((w) => `stock${w.id}`));
    expect(info.settings.products.list.columns.filter((c) => c.startsWith("stock"))).toHaveLength(info.warehouses.length);
    expect(info.sortOptions.map((o) => o.value)).toEqual(expect.arrayContaining(["", "name", "-price", `-stock${info.warehouses[0].id}`]));
    expect(info.currency).toEqual({ code: "RUB", sign: "₽" });
    expect(info.favoritesFilters).toEqual([]);
  });

  it("adds the signed-in user's saved filters, newest first", async () => {
    const token = await tokenFor("buyer@demo.test");
    const [section] = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, (await siteOf("localhost")).id)).limit(1);
    const first = await callRoute<{ id: number }>(saveFilter, { path: "/api/v1/user-filter", token, body: { url: `/catalog?section=${section.id}` } });
    const second = await callRoute<{ id: number }>(saveFilter, { path: "/api/v1/user-filter", token, body: { url: "keyword=кабель&instock=1" } });
    const res = await callRoute<TInfo>(catalogInfo, { path: "/api/v1/catalog/info", token });
    expect(res.json.favoritesFilters.map((f) => f.id)).toEqual([second.json.id, first.json.id]);
  });

  it("puts the warehouses of the signed-in user's region first", async () => {
    // multi@demo.test lives in «Санкт-Петербург и область».
    const res = await callRoute<TInfo>(catalogInfo, { path: "/api/v1/catalog/info", token: await tokenFor("multi@demo.test") });
    expect(res.json.warehouses[0].city).toBe("Санкт-Петербург");
    expect(res.json.settings.products.list.columnsShown).toContain(`stock${res.json.warehouses[0].id}`);
  });

  it("shows the second site's own warehouses and its number of stock columns", async () => {
    const res = await callRoute<TInfo>(catalogInfo, { host: "second.localhost", path: "/api/v1/catalog/info" });
    expect(res.json.numberOfShownStocks).toBe(3);
    expect(res.json.warehouses.map((w) => w.city)).toEqual(expect.arrayContaining(["Люберцы", "Краснодар"]));
    expect(res.json.warehouses.map((w) => w.city)).not.toContain("Подольск");
  });

  it("answers 401 to a bad token (the client then retries without one) and to another site's token", async () => {
    expect((await callRoute(catalogInfo, { path: "/api/v1/catalog/info", token: "nonsense" })).status).toBe(401);
    const token = await tokenFor("buyer@demo.test");
    expect((await callRoute(catalogInfo, { host: "second.localhost", path: "/api/v1/catalog/info", token })).status).toBe(401);
  });

  it("speaks the caller's language in sort labels", async () => {
    const res = await callRoute<TInfo>(catalogInfo, { path: "/api/v1/catalog/info", headers: { "accept-language": "en" } });
    expect(res.json.sortOptions.find((o) => o.value === "name")?.label).toBe("Name: A–Z");
  });
});

describe("GET /api/v1/catalog-section", () => {
  it("lists the whole tree with subtree product counts and child flags", async () => {
    const site = await siteOf("localhost");
    const res = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section" });
    expect(res.status).toBe(200);
    const all = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, site.id));
    expect(res.json.items).toHaveLength(all.length);
    const roots = res.json.items.filter((s) => s.parentId === null);
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((s) => s.depth === 0)).toBe(true);
    // Root counts add up to every active product that has a section.
    const total = await activeCount(site.id, sql`${products.sectionId} is not null`);
    expect(roots.reduce((sum, s) => sum + s.productsCount, 0)).toBe(total);
    const parent = res.json.items.find((s) => s.hasChildren);
    if (!parent) throw new Error("seed has no nested sections");
    const children = res.json.items.filter((s) => s.parentId === parent.id);
    expect(children.length).toBeGreaterThan(0);
    const [row] = await getDb().select({ path: sections.path }).from(sections).where(eq(sections.id, parent.id));
    const subtree = await activeCount(
      site.id,
      sql`${products.sectionId} in (select id from sections where site_id = ${site.id} and (id = ${parent.id} or path like ${`${row.path}.%`}))`,
    );
    expect(parent.productsCount).toBe(subtree);
    expect(res.json.items.filter((s) => !s.hasChildren).every((leaf) => !res.json.items.some((s) => s.parentId === leaf.id))).toBe(true);
  });

  it("narrows to a parent's children with depth=1 and to the whole subtree without depth", async () => {
    const tree = (await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section" })).json.items;
    const root = tree.find((s) => s.parentId === null && s.hasChildren);
    if (!root) throw new Error("no nested root");
    const children = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section", query: { parentId: String(root.id), depth: "1" } });
    expect(children.json.items.length).toBeGreaterThan(0);
    expect(children.json.items.every((s) => s.parentId === root.id)).toBe(true);
    const rootsOnly = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section", query: { depth: "1" } });
    expect(rootsOnly.json.items.every((s) => s.parentId === null)).toBe(true);
    const subtree = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section", query: { parentId: String(root.id) } });
    expect(subtree.json.items.length).toBeGreaterThanOrEqual(children.json.items.length);
    expect(subtree.json.items.some((s) => s.id === root.id)).toBe(false);
  });

  it("finds sections by a part of the name, ignoring case and ё", async () => {
    const tree = (await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section" })).json.items;
    const sample = tree[tree.length - 1];
    const part = sample.text.slice(1, 6).toUpperCase();
    const res = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section", query: { keyword: part } });
    expect(res.json.items.map((s) => s.id)).toContain(sample.id);
    expect(res.json.items.every((s) => s.text.toLowerCase().replaceAll("ё", "е").includes(part.toLowerCase().replaceAll("ё", "е")))).toBe(true);
    const none = await callRoute<{ items: TSection[] }>(listSections, { path: "/api/v1/catalog-section", query: { keyword: "%_ничего такого нет_%" } });
    expect(none.json.items).toEqual([]);
  });

  it("rejects malformed parameters with field errors and another site's parent with 404", async () => {
    const bad = await callRoute<TError>(listSections, { path: "/api/v1/catalog-section", query: { parentId: "abc", depth: "0" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["depth", "parentId"]);
    const long = await callRoute<TError>(listSections, { path: "/api/v1/catalog-section", query: { keyword: "x".repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.json.errors?.keyword).toBeDefined();
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, second.id)).limit(1);
    expect((await callRoute(listSections, { path: "/api/v1/catalog-section", query: { parentId: String(foreign.id) } })).status).toBe(404);
  });

  it("returns one section with breadcrumbs from the root; another site's section is 404", async () => {
    const site = await siteOf("localhost");
    const [deep] = await getDb()
      .select({ id: sections.id, path: sections.path, depth: sections.depth, name: sections.name })
      .from(sections)
      .where(and(eq(sections.siteId, site.id), sql`${sections.depth} > 0`))
      .orderBy(sql`${sections.depth} desc`, asc(sections.id))
      .limit(1);
    const res = await callRoute<TSection & { breadcrumbs: { id: number; text: string }[] }>(getSection, { path: `/api/v1/catalog-section/${deep.id}`, params: { id: String(deep.id) } });
    expect(res.status).toBe(200);
    expect(res.json.text).toBe(deep.name);
    expect(res.json.breadcrumbs.map((b) => b.id)).toEqual(deep.path.split(".").map(Number));
    expect(res.json.breadcrumbs.at(-1)?.text).toBe(deep.name);
    expect(res.json.breadcrumbs).toHaveLength(deep.depth + 1);
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, second.id)).limit(1);
    const other = await callRoute<TError>(getSection, { path: `/api/v1/catalog-section/${foreign.id}`, params: { id: String(foreign.id) } });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe("Раздел каталога не найден");
    expect((await callRoute(getSection, { host: "second.localhost", path: `/api/v1/catalog-section/${foreign.id}`, params: { id: String(foreign.id) } })).status).toBe(200);
    expect((await callRoute(getSection, { path: "/api/v1/catalog-section/x", params: { id: "x" } })).status).toBe(400);
  });
});

describe("GET /api/v1/product-brand", () => {
  it("pages the site's brands with product counts", async () => {
    const site = await siteOf("localhost");
    const all = await getDb().select({ id: brands.id }).from(brands).where(eq(brands.siteId, site.id));
    const res = await callRoute<{ items: TNamed[]; meta: TMeta }>(listBrands, { path: "/api/v1/product-brand", query: { "per-page": "5", page: "2" } });
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ currentPage: 2, pageCount: Math.ceil(all.length / 5), totalCount: all.length, perPage: 5 });
    expect(res.json.items).toHaveLength(Math.min(5, all.length - 5));
    const brand = res.json.items[0];
    expect(brand.productsCount).toBe(await activeCount(site.id, sql`${products.brandId} = ${brand.id}`));
    const defaults = await callRoute<{ items: TNamed[]; meta: TMeta }>(listBrands, { path: "/api/v1/product-brand" });
    expect(defaults.json.meta.perPage).toBe(20);
    expect(defaults.json.meta.currentPage).toBe(1);
  });

  it("filters by keyword, case-insensitively", async () => {
    const site = await siteOf("localhost");
    const [brand] = await getDb().select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.siteId, site.id)).orderBy(asc(brands.id)).limit(1);
    const res = await callRoute<{ items: TNamed[]; meta: TMeta }>(listBrands, { path: "/api/v1/product-brand", query: { keyword: brand.name.toLowerCase() } });
    expect(res.json.items.map((b) => b.id)).toContain(brand.id);
    expect(res.json.items.every((b) => b.name.toLowerCase().includes(brand.name.toLowerCase()))).toBe(true);
  });

  it("rejects bad paging with field errors", async () => {
    const cases: Record<string, string>[] = [{ page: "0" }, { page: "-1" }, { "per-page": "101" }, { "per-page": "abc" }, { page: "1.5" }];
    for (const query of cases) {
      const res = await callRoute<TError>(listBrands, { path: "/api/v1/product-brand", query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toEqual([Object.keys(query)[0]]);
    }
  });

  it("returns one brand; another site's brand is 404", async () => {
    const site = await siteOf("localhost");
    const second = await siteOf("second.localhost");
    const [own] = await getDb().select().from(brands).where(eq(brands.siteId, site.id)).limit(1);
    const [foreign] = await getDb().select().from(brands).where(eq(brands.siteId, second.id)).limit(1);
    const res = await callRoute<TNamed>(getBrand, { path: `/api/v1/product-brand/${own.id}`, params: { id: String(own.id) } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: own.id, name: own.name, slug: own.slug, productsCount: await activeCount(site.id, sql`${products.brandId} = ${own.id}`) });
    expect((await callRoute(getBrand, { path: `/api/v1/product-brand/${foreign.id}`, params: { id: String(foreign.id) } })).status).toBe(404);
    expect((await callRoute(getBrand, { path: "/api/v1/product-brand/999999", params: { id: "999999" } })).status).toBe(404);
  });
});

describe("GET /api/v1/filter/group", () => {
  async function groupWithFeature() {
    const site = await siteOf("localhost");
    const [row] = await getDb()
      .select({ groupId: products.groupId, featureId: features.id, value: productFeatures.valueNum })
      .from(productFeatures)
      .innerJoin(products, eq(products.id, productFeatures.productId))
      .innerJoin(features, eq(features.id, productFeatures.featureId))
      .where(and(eq(productFeatures.siteId, site.id), eq(features.kind, "numeric"), isNotNull(productFeatures.valueNum), isNotNull(products.groupId), eq(products.isActive, true)))
      .limit(1);
    if (!row?.groupId || row.value === null) throw new Error("seed has no numeric features");
    return { site, groupId: row.groupId, featureId: row.featureId, value: Number(row.value) };
  }

  it("pages the site's product groups with counts", async () => {
    const site = await siteOf("localhost");
    const all = await getDb().select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.siteId, site.id));
    const res = await callRoute<{ items: TNamed[]; meta: TMeta }>(listGroups, { path: "/api/v1/filter/group", query: { "per-page": "3" } });
    expect(res.status).toBe(200);
    expect(res.json.meta).toEqual({ currentPage: 1, pageCount: Math.ceil(all.length / 3), totalCount: all.length, perPage: 3 });
    const g = res.json.items[0];
    expect(g.productsCount).toBe(await activeCount(site.id, sql`${products.groupId} = ${g.id}`));
    const past = await callRoute<{ items: TNamed[]; meta: TMeta }>(listGroups, { path: "/api/v1/filter/group", query: { page: "999" } });
    expect(past.json.items).toEqual([]);
    expect(past.json.meta.totalCount).toBe(all.length);
  });

  it("narrows to the given types and to groups with products of the given features", async () => {
    const { site, groupId, featureId, value } = await groupWithFeature();
    const byType = await callRoute<{ items: TNamed[] }>(listGroups, { path: "/api/v1/filter/group", query: { type: String(groupId) } });
    expect(byType.json.items.map((g) => g.id)).toEqual([groupId]);
    const exact = await callRoute<{ items: TNamed[]; meta: TMeta }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${featureId}:${value}` } });
    expect(exact.status).toBe(200);
    expect(exact.json.items.map((g) => g.id)).toContain(groupId);
    const matching = await activeCount(
      site.id,
      sql`${products.groupId} = ${groupId} and exists (select 1 from product_features pf where pf.product_id = ${products.id} and pf.feature_id = ${featureId} and pf.value_num = ${String(value)}::numeric)`,
    );
    expect(exact.json.items.find((g) => g.id === groupId)?.productsCount).toBe(matching);
    // A reversed range is the same range (spec §5).
    const forward = await callRoute<{ items: TNamed[] }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${featureId}:${value - 1},${value + 1}` } });
    const reversed = await callRoute<{ items: TNamed[] }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${featureId}:${value + 1},${value - 1}` } });
    expect(reversed.json.items).toEqual(forward.json.items);
    expect(forward.json.items.map((g) => g.id)).toContain(groupId);
    const nothing = await callRoute<{ items: TNamed[]; meta: TMeta }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${featureId}:-1000000,-999999` } });
    expect(nothing.json.items).toEqual([]);
    expect(nothing.json.meta.totalCount).toBe(0);
  });

  it("matches text features by value, ignoring case", async () => {
    const site = await siteOf("localhost");
    const [row] = await getDb()
      .select({ groupId: products.groupId, featureId: features.id, value: productFeatures.valueText })
      .from(productFeatures)
      .innerJoin(products, eq(products.id, productFeatures.productId))
      .innerJoin(features, eq(features.id, productFeatures.featureId))
      .where(and(eq(productFeatures.siteId, site.id), eq(features.kind, "text"), isNotNull(productFeatures.valueText), isNotNull(products.groupId), eq(products.isActive, true)))
      .limit(1);
    if (!row?.groupId || !row.value) throw new Error("seed has no text features");
    const res = await callRoute<{ items: TNamed[] }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${row.featureId}:${row.value.toUpperCase()}` } });
    expect(res.status).toBe(200);
    expect(res.json.items.map((g) => g.id)).toContain(row.groupId);
    const none = await callRoute<{ items: TNamed[] }>(listGroups, { path: "/api/v1/filter/group", query: { features: `${row.featureId}:нет такого значения` } });
    expect(none.json.items).toEqual([]);
  });

  it("rejects malformed features, unknown features and bad types with field errors", async () => {
    const { featureId } = await groupWithFeature();
    const second = await siteOf("second.localhost");
    const [foreignFeature] = await getDb().select({ id: features.id }).from(features).where(eq(features.siteId, second.id)).limit(1);
    const cases: Record<string, string>[] = [{ features: "abc" }, { features: `${featureId}:abc` }, { features: `${foreignFeature.id}:1` }, { type: "x,1" }];
    for (const query of cases) {
      const res = await callRoute<TError>(listGroups, { path: "/api/v1/filter/group", query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toEqual([Object.keys(query)[0]]);
    }
  });

  it("returns one group; another site's group is 404", async () => {
    const site = await siteOf("localhost");
    const second = await siteOf("second.localhost");
    const [own] = await getDb().select().from(productGroups).where(eq(productGroups.siteId, site.id)).limit(1);
    const [foreign] = await getDb().select().from(productGroups).where(eq(productGroups.siteId, second.id)).limit(1);
    const res = await callRoute<TNamed>(getGroup, { path: `/api/v1/filter/group/${own.id}`, params: { id: String(own.id) } });
    expect(res.json).toEqual({ id: own.id, name: own.name, slug: own.slug, productsCount: await activeCount(site.id, sql`${products.groupId} = ${own.id}`) });
    const other = await callRoute<TError>(getGroup, { path: `/api/v1/filter/group/${foreign.id}`, params: { id: String(foreign.id) } });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe("Группа товаров не найдена");
  });
});
