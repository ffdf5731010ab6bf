import { buildCatalog, type TBuildCatalogOptions } from "@/lib/server/db/seed/catalog/build-catalog";
import { distributeQuotas } from "@/lib/server/db/seed/catalog/distribute-quotas";
import { electroCatalog } from "@/lib/server/db/seed/catalog/electro";
import { stroyCatalog } from "@/lib/server/db/seed/catalog/stroy";
import { createRng } from "@/lib/server/db/seed/prng";
import { renderProductImage } from "@/lib/server/catalog/render-product-image";
import { isValidInn } from "@/lib/shared/inn";
import { normalizeArticle } from "@/lib/shared/article";
import { buildDemoPeople } from "@/lib/server/db/seed/people/demo-people";
import { buildSecondPeople } from "@/lib/server/db/seed/people/second-people";

const options = (products: number, template = electroCatalog): TBuildCatalogOptions => ({
  template,
  products,
  seed: 7,
  idStart: { sections: 1, brands: 1, manufacturers: 1, series: 1, groups: 1, sellers: 1, features: 1, products: 1 },
  priceTypes: [
    { id: 1, isBase: true, discount: [0, 0] },
    { id: 2, isBase: false, discount: [0.08, 0.12] },
    { id: 3, isBase: false, discount: [0.15, 0.2] },
  ],
  warehouseIds: [1, 2, 3, 4],
  newestAt: new Date("2025-10-01T06:00:00Z"),
});

describe("createRng", () => {
  it("gives the same stream for the same seed and independent forks", () => {
    const a = createRng(1);
    const b = createRng(1);
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
    expect(createRng(1).fork("x").next()).toBe(createRng(1).fork("x").next());
    expect(createRng(1).fork("x").next()).not.toBe(createRng(1).fork("y").next());
  });
});

describe("distributeQuotas", () => {
  it("splits the total exactly, gives every line one, and fills small lines before overflowing", () => {
    const lines = [
      { weight: 5, capacity: 10 },
      { weight: 1, capacity: 1000 },
      { weight: 1, capacity: 3 },
    ];
    const q = distributeQuotas(100, lines);
    expect(q.reduce((s, n) => s + n, 0)).toBe(100);
    expect(q).toEqual([10, 87, 3]);
    expect(distributeQuotas(2, lines).reduce((s, n) => s + n, 0)).toBe(2);
    expect(distributeQuotas(3, lines)).toEqual([1, 1, 1]);
    const over = distributeQuotas(2000, lines);
    expect(over.reduce((s, n) => s + n, 0)).toBe(2000);
  });
});

describe("buildCatalog", () => {
  const rows = buildCatalog(options(1500));

  it("is deterministic", () => {
    expect(JSON.stringify(buildCatalog(options(300)))).toBe(JSON.stringify(buildCatalog(options(300))));
  });

  it("makes the asked number of products with unique articles and normalised codes", () => {
    expect(rows.products).toHaveLength(1500);
    expect(new Set(rows.products.map((p) => p.article)).size).toBe(1500);
    for (const p of rows.products) expect(p.articleNorm).toBe(normalizeArticle(p.article));
    expect(rows.products.map((p) => p.id)).toEqual(rows.products.map((_, i) => i + 1));
  });

  it("builds a three-level tree with ids in the path and puts products only into leaves", () => {
    const byId = new Map(rows.sections.map((s) => [s.id, s]));
    const tops = rows.sections.filter((s) => s.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(10);
    for (const s of rows.sections) {
      const parent = s.parentId === null ? null : byId.get(s.parentId);
      expect(s.path).toBe(parent ? `${parent.path}.${s.id}` : String(s.id));
      expect(s.depth).toBe(s.path.split(".").length - 1);
    }
    expect(new Set(rows.sections.map((s) => s.slug)).size).toBe(rows.sections.length);
    const leaves = new Set(rows.sections.filter((s) => s.depth === 2).map((s) => s.id));
    for (const p of rows.products) expect(leaves.has(p.sectionId)).toBe(true);
    // Every leaf has goods once there are at least as many products as lines.
    expect(new Set(rows.products.map((p) => p.sectionId)).size).toBe(leaves.size);
  });

  it("has at least 30 brands, plausible prices and every price type for every product", () => {
    expect(rows.brands.length).toBeGreaterThanOrEqual(30);
    expect(rows.prices).toHaveLength(1500 * 3);
    const byProduct = new Map<number, number[]>();
    for (const pr of rows.prices) byProduct.set(pr.productId, [...(byProduct.get(pr.productId) ?? []), pr.price]);
    for (const p of rows.products) {
      const [retail, wholesale, large] = byProduct.get(p.id) ?? [];
      expect(retail).toBe(p.basePrice);
      expect(Number.isInteger(retail)).toBe(true);
      expect(wholesale).toBeLessThan(retail);
      expect(large).toBeLessThan(wholesale);
      expect(retail).toBeGreaterThanOrEqual(100);
    }
  });

  it("keeps names and features consistent", () => {
    const featureId = (name: string) => rows.features.find((f) => f.name === name)?.id;
    const current = featureId("Номинальный ток");
    const section = featureId("Сечение");
    const valueOf = (productId: number, id: number | undefined) => rows.productFeatures.find((f) => f.productId === productId && f.featureId === id)?.valueNum;
    const breakers = rows.products.filter((p) => p.name.startsWith("Автоматический выключатель") && /\dP \d/.test(p.name));
    expect(breakers.length).toBeGreaterThan(10);
    for (const p of breakers) expect(p.name).toContain(` ${String(valueOf(p.id, current)).replace(".", ",")}А `);
    const cables = rows.products.filter((p) => p.name.startsWith("Кабель ВВГ"));
    expect(cables.length).toBeGreaterThan(10);
    for (const p of cables) expect(p.name).toMatch(new RegExp(`х${String(valueOf(p.id, section)).replace(".", ",")} `));
    expect(rows.features.filter((f) => f.isPrimary).length).toBeGreaterThanOrEqual(2);
    expect(rows.features.filter((f) => f.isPrimary).length).toBeLessThanOrEqual(4);
  });

  it("stocks every product at every warehouse with a share out of stock, and sells cable by the coil", () => {
    expect(rows.stocks).toHaveLength(1500 * 4);
    const zero = rows.stocks.filter((s) => s.quantity === 0).length / rows.stocks.length;
    expect(zero).toBeGreaterThanOrEqual(0.15);
    expect(zero).toBeLessThan(0.35);
    expect(rows.products.some((p) => p.unit === "м" && p.multiplicity === 100 && p.minimumBatch === 100)).toBe(true);
    expect(rows.products.some((p) => p.unit === "шт" && p.multiplicity === 10)).toBe(true);
    expect(new Set(rows.products.map((p) => p.unit))).toEqual(new Set(["шт", "м", "упак", "кг"]));
  });

  it("links analogs of other brands both ways and related goods", () => {
    const analogs = rows.relations.filter((r) => r.kind === "analog");
    expect(analogs.length).toBeGreaterThan(50);
    expect(rows.relations.some((r) => r.kind === "related")).toBe(true);
    const brandOf = new Map(rows.products.map((p) => [p.id, p.brandId]));
    const keys = new Set(analogs.map((r) => `${r.productId}:${r.relatedId}`));
    for (const r of analogs) {
      expect(brandOf.get(r.productId)).not.toBe(brandOf.get(r.relatedId));
      expect(keys.has(`${r.relatedId}:${r.productId}`)).toBe(true);
    }
  });

  it("adds a variant suffix when the templates run out, keeping articles unique", () => {
    const many = buildCatalog(options(4000, stroyCatalog));
    expect(new Set(many.products.map((p) => p.article)).size).toBe(4000);
    expect(many.products.some((p) => p.name.includes("(исп. 2)"))).toBe(true);
  });

  it("gives every group a generated image that draws something of its own", () => {
    for (const template of [electroCatalog, stroyCatalog]) {
      for (const g of template.groups) {
        const svg = renderProductImage({ name: g.name, article: "X-1", groupSlug: g.slug, brand: "IEK" });
        expect(svg).toContain("<svg");
      }
    }
    const slugOf = new Map(rows.groups.map((g) => [g.id, g.slug]));
    for (const p of rows.products) expect(p.imagePath).toBe(`generated:${slugOf.get(p.groupId)}`);
  });
});

describe("demo people", () => {
  it("gives every company valid requisites and every user a company", () => {
    for (const people of [buildDemoPeople(createRng(1)), buildSecondPeople(createRng(2))]) {
      const keys = new Set(people.companies.map((c) => c.key));
      for (const c of people.companies) for (const e of c.legalEntities) expect(isValidInn(e.inn)).toBe(true);
      for (const u of people.users) {
        expect(u.phone).toMatch(/^\d{10}$/);
        expect(u.email).toBe(u.email.toLowerCase());
        for (const m of u.memberships) expect(keys.has(m.company)).toBe(true);
        if (u.activeCompany) expect(u.memberships.map((m) => m.company)).toContain(u.activeCompany);
      }
      expect(new Set(people.users.map((u) => u.email)).size).toBe(people.users.length);
      expect(new Set(people.users.map((u) => u.phone)).size).toBe(people.users.length);
    }
    const demo = buildDemoPeople(createRng(1));
    expect(demo.companies.filter((c) => c.legalEntities.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(demo.users.slice(0, 5).map((u) => u.email)).toEqual(["buyer@demo.test", "multi@demo.test", "individual@demo.test", "admin@demo.test", "manager@demo.test"]);
  });
});
