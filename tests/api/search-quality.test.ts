import { GET as search } from "@/app/api/v2/search/route";
import { GET as filters } from "@/app/api/v2/search/filters/route";
import { clearFacetCache } from "@/lib/server/search/facet-cache";
import { and, eq } from "drizzle-orm";
import { getDb, getDbHandle } from "@/lib/server/db/client";
import { features, productFeatures, productRelations } from "@/lib/server/db/schema";
import { refreshSearchIndex } from "@/lib/server/search/refresh-search-index";
import { callRoute } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";
import { insertFixtures } from "./search-fixtures";

type TItem = { id: number; article: string; name: string };
type TList = { items: TItem[]; products: TItem[]; meta: { totalCount: number; correctedKeyword: string | null; searchLogUuid: string | null; title: string } };

const find = (keyword: string, extra: Record<string, string> = {}) =>
  callRoute<TList>(search, { path: "/api/v2/search", query: { keyword, pageSize: "100", ...extra } });

let ids: Map<string, number>;

beforeAll(async () => {
  ids = await insertFixtures("localhost", [
    { article: "ВА47-29", name: "Автоматический выключатель ВА47-29 1P C16 4,5кА", description: "Модульный автомат" },
    { article: "BA47-29-2P-C25", name: "Автоматический выключатель ВА47-29 2P C25 4,5кА" },
    { article: "XX-100", name: "Щиток с автоматами ВА47-29 (комплект)" },
    { article: "ЁЛ-01", name: "Ёлочная гирлянда светодиодная 10 м" },
    { article: "UZT-25", name: "Устройство защитного отключения УЗТ-2 25А 30мА" },
  ]);
});

describe("search quality", () => {
  it("finds word forms: «кабелей» finds cables", async () => {
    const res = await find("кабелей");
    expect(res.status).toBe(200);
    expect(res.json.meta.totalCount).toBeGreaterThan(0);
    expect(res.json.items.slice(0, 10).every((p) => /кабел/i.test(p.name))).toBe(true);
  });

  it("treats ё and е alike", async () => {
    for (const keyword of ["елочная гирлянда", "ёлочная гирлянда", "ЁЛОЧНАЯ"]) {
      const res = await find(keyword);
      expect(res.json.items.map((p) => p.id)).toContain(ids.get("ЁЛ-01"));
    }
  });

  it("finds a code however it is typed and puts the exact code first", async () => {
    for (const keyword of ["ва47-29", "BA 47 29", "ВА4729", "ba.47-29", "ВА 47/29"]) {
      const res = await find(keyword);
      expect(res.status).toBe(200);
      expect(res.json.items[0]?.id).toBe(ids.get("ВА47-29"));
      const found = res.json.items.map((p) => p.id);
      expect(found).toContain(ids.get("BA47-29-2P-C25"));
      expect(found).toContain(ids.get("XX-100"));
    }
  });

  it("retries a keyword typed in the wrong keyboard layout", async () => {
    const cable = await find("rf,tkm");
    expect(cable.json.meta.correctedKeyword).toBe("кабель");
    expect(cable.json.items[0].name).toMatch(/кабел/i);
    const breaker = await find("fdnjvfn");
    expect(breaker.json.meta.correctedKeyword).toBe("автомат");
    expect(breaker.json.meta.totalCount).toBeGreaterThan(0);
    expect(breaker.json.items[0].name).toMatch(/автомат/i);
  });

  it("pages a corrected keyword with its facets cached: the same correction, total and order as counted afresh", async () => {
    const pageOf = (page: string) => callRoute<TList>(search, { path: "/api/v2/search", query: { keyword: "rf,tkm", pageSize: "5", page } });
    clearFacetCache();
    const first = await pageOf("2"); // counts the facets of «кабель» and caches them
    const again = await pageOf("2"); // takes the total from them
    const next = await pageOf("3");
    clearFacetCache();
    const fresh = await pageOf("3");
    expect(first.json.meta.totalCount).toBeGreaterThan(10);
    for (const res of [again, next]) {
      expect(res.json.meta).toMatchObject({ correctedKeyword: "кабель", totalCount: first.json.meta.totalCount });
    }
    expect(again.json.items.map((p) => p.id)).toEqual(first.json.items.map((p) => p.id));
    expect(next.json.items.map((p) => p.id)).toEqual(fresh.json.items.map((p) => p.id));
    expect(next.json.items.map((p) => p.id)).not.toEqual(first.json.items.map((p) => p.id));
  });

  it("retries a transliterated keyword", async () => {
    const res = await find("kabel");
    expect(res.json.meta.correctedKeyword).toBe("кабел");
    expect(res.json.items[0].name).toMatch(/кабел/i);
  });

  it("corrects a typo", async () => {
    const res = await find("выключатль");
    expect(res.json.meta.correctedKeyword).toBe("выключатель");
    expect(res.json.items[0].name).toMatch(/выключател/i);
  });

  it("expands synonyms both ways", async () => {
    const uzo = await find("узо 25а");
    expect(uzo.json.items.map((p) => p.id)).toContain(ids.get("UZT-25"));
    const bulb = await find("лампочка");
    expect(bulb.json.meta.totalCount).toBeGreaterThan(0);
    expect(bulb.json.items.some((p) => /ламп/i.test(p.name))).toBe(true);
  });
});

describe("relation keywords", () => {
  async function productWith(kind: "analog" | "related") {
    const { getDb } = await import("@/lib/server/db/client");
    const { productRelations, products } = await import("@/lib/server/db/schema");
    const { and, eq } = await import("drizzle-orm");
    const { siteOf } = await import("../helpers/auth-helpers");
    const site = await siteOf("localhost");
    const rows = await getDb()
      .select({ id: products.id, article: products.article, relatedId: productRelations.relatedId })
      .from(productRelations)
      .innerJoin(products, eq(products.id, productRelations.productId))
      .where(and(eq(productRelations.siteId, site.id), eq(productRelations.kind, kind)))
      .orderBy(products.id);
    if (rows.length === 0) throw new Error(`seed has no ${kind} relations`);
    const first = rows[0];
    return { id: first.id, article: first.article, related: rows.filter((r) => r.id === first.id).map((r) => r.relatedId) };
  }

  it("«Аналог:{article}» and «Аналог:id.{id}» list the product's analogs, not the product itself", async () => {
    const source = await productWith("analog");
    for (const keyword of [`Аналог:${source.article}`, `аналог: id.${source.id}`]) {
      const res = await find(keyword);
      expect(res.status).toBe(200);
      const found = res.json.items.map((p) => p.id);
      expect(found).not.toContain(source.id);
      expect(new Set(found)).toEqual(new Set(source.related));
      expect(res.json.meta.totalCount).toBe(source.related.length);
      expect((res.json.meta as unknown as { hasInitialItem: boolean }).hasInitialItem).toBe(false);
      expect(res.json.meta.title).toContain(source.article);
    }
  });

  it("«Связанные:{article}» lists related products, not the product itself", async () => {
    const source = await productWith("related");
    const res = await find(`Связанные:${source.article}`);
    const found = res.json.items.map((p) => p.id);
    expect(found).not.toContain(source.id);
    expect(new Set(found)).toEqual(new Set(source.related));
    expect(res.json.meta.title).toBe(`Связанные товары «${source.article}»`);
  });

  it("leaves the product out even when a relation points back at it", async () => {
    const source = await productWith("analog");
    const site = await siteOf("localhost");
    await getDb().insert(productRelations).values({ siteId: site.id, productId: source.id, relatedId: source.id, kind: "analog" });
    const found = (await find(`Аналог:id.${source.id}`)).json.items.map((p) => p.id);
    expect(found).not.toContain(source.id);
    expect(new Set(found)).toEqual(new Set(source.related));
  });

  it("an unknown article or another site's id finds nothing", async () => {
    expect((await find("Аналог:НЕТ-ТАКОГО-999")).json.meta.totalCount).toBe(0);
    const { siteOf } = await import("../helpers/auth-helpers");
    const { getDb } = await import("@/lib/server/db/client");
    const { products } = await import("@/lib/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, second.id)).limit(1);
    expect((await find(`Аналог:id.${foreign.id}`)).json.meta.totalCount).toBe(0);
  });
});

describe("decimal sizes", () => {
  type TFacets = { items: { name: string; value: { min: number; max: number } | null }[]; totalCount: number };
  let sizes: Map<string, number>;
  beforeAll(async () => {
    sizes = await insertFixtures("localhost", [
      { article: "DEC-T1", name: "Наконечник штыревой НШВИ 2,5мм² 8 мм" },
      { article: "DEC-T2", name: "Наконечник штыревой НШВИ 25мм² 16 мм" },
      { article: "DEC-T3", name: "Трансформатор тока ТТИ 0,66кВ 100/5А" },
      { article: "DEC-T4", name: "Изолятор опорный 66кВ" },
      { article: "DEC-T5", name: "Трансформатор тока ТТИ 066кВ 100/5А" },
      { article: "DEC-C1", name: "Кабель ВВГнг(А)-LS 3х2,5 ок(N,PE)-0,66" },
      { article: "DEC-C2", name: "Кабель ВВГнг(А)-LS 3х25 мк(N,PE)-1" },
      { article: "DEC-C3", name: "Кабель ВВГ 3х2,5 ок(N,PE)-0,66" },
      { article: "DEC-C4", name: "Кабель ВВГ 3х25 мк(N,PE)-1" },
    ]);
    // The cables' cross-section, as the catalogue import gives it, for the «Сечение» facet.
    const site = await siteOf("localhost");
    const [section] = await getDb().select({ id: features.id }).from(features).where(and(eq(features.siteId, site.id), eq(features.name, "Сечение")));
    const rows = (["DEC-C1", "DEC-C2", "DEC-C3", "DEC-C4"] as const).map((article, i) => ({
      siteId: site.id, productId: sizes.get(article) as number, featureId: section.id, valueNum: i % 2 === 0 ? "2.5" : "25",
    }));
    await getDb().insert(productFeatures).values(rows);
    await refreshSearchIndex(getDbHandle(), site.id);
  });

  it("«кабель ввг 3х2,5» finds 3х2,5 cables only, never 3х25, and its «Сечение» facet stays at 2.5", async () => {
    for (const keyword of ["кабель ввг 3х2,5", "кабель ввг 3x2.5"]) {
      const res = await find(keyword);
      expect(res.status).toBe(200);
      const found = res.json.items.map((p) => p.id);
      expect(found).toEqual(expect.arrayContaining([sizes.get("DEC-C1"), sizes.get("DEC-C3")]));
      for (const p of res.json.items) expect(`${p.name} ${p.article}`).toMatch(/3х2,5/);
    }
    const facets = await callRoute<TFacets>(filters, { path: "/api/v2/search/filters", query: { keyword: "кабель ввг 3х2,5" } });
    expect(facets.status).toBe(200);
    expect(facets.json.items.find((f) => f.name === "Сечение")?.value).toEqual({ min: 2.5, max: 2.5 });
  });

  it("«3х25» finds 3х25 cables and no 3х2,5 ones", async () => {
    const res = await find("кабель ввг 3х25");
    expect(res.json.items.map((p) => p.id)).toEqual(expect.arrayContaining([sizes.get("DEC-C2"), sizes.get("DEC-C4")]));
    for (const p of res.json.items) expect(p.name).toMatch(/3х25(?![0-9])/);
  });

  it("«2,5мм²» and «0,66кВ» find that number, never 25 or 66", async () => {
    const tips = (await find("2,5мм²")).json.items.map((p) => p.id);
    expect(tips).toContain(sizes.get("DEC-T1"));
    expect(tips).not.toContain(sizes.get("DEC-T2"));
    const transformers = (await find("0,66кВ")).json.items.map((p) => p.id);
    expect(transformers[0]).toBe(sizes.get("DEC-T3"));
    expect(transformers).not.toContain(sizes.get("DEC-T4"));
    expect(transformers).not.toContain(sizes.get("DEC-T5"));
  });
});

describe("search log", () => {
  it("writes a search_log row per search and returns its uuid", async () => {
    const { getDb } = await import("@/lib/server/db/client");
    const { searchLog } = await import("@/lib/server/db/schema");
    const { eq } = await import("drizzle-orm");
    const res = await callRoute<TList>(search, { path: "/api/v2/search", query: { keyword: "rf,tkm", brands: "1" }, headers: { "user-uuid": "visitor-42" } });
    const uuid = res.json.meta.searchLogUuid;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await getDb().select().from(searchLog).where(eq(searchLog.uuid, uuid as string));
    expect(row).toMatchObject({ keyword: "rf,tkm", correctedKeyword: "кабель", resultsCount: res.json.meta.totalCount, visitor: "visitor-42", userId: null });
    expect(row.filters).toMatchObject({ brands: [1] });
  });
});
