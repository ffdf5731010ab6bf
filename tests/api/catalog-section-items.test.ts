import { and, asc, eq, sql } from "drizzle-orm";
import { GET as sectionItems } from "@/app/api/v1/catalog-section/[id]/item/route";
import { GET as sectionList } from "@/app/api/v1/catalog-section/route";
import { getDb } from "@/lib/server/db/client";
import { products, sections } from "@/lib/server/db/schema";
import { refreshSearchIndex } from "@/lib/server/search/refresh-search-index";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TError = { message: string; errors?: Record<string, string[]> };
type TItem = { id: number; name: string; section: { id: number; name: string } | null; currentPrice: string; favorite: boolean } & Record<string, unknown>;
type TList = { items: TItem[]; meta: { currentPage: number; pageCount: number; totalCount: number; perPage: number; title: string } };

beforeAll(async () => {
  // The search documents come from the seed; build them here when this database has none yet.
  const [row] = await getDb().execute(sql`select count(*)::int as n from product_search`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  if (!row || Number(row.n) === 0) await refreshSearchIndex(getDb());
});

async function nestedSection() {
  const tree = (await callRoute<{ items: { id: number; text: string; hasChildren: boolean; parentId: number | null; productsCount: number }[] }>(sectionList, { path: "/api/v1/catalog-section" })).json.items;
  const parent = tree.find((s) => s.hasChildren && s.productsCount > 3);
  if (!parent) throw new Error("seed has no nested section with products");
  return parent;
}

const items = (id: number | string, query: Record<string, string> = {}, extra: { token?: string; host?: string } = {}) =>
  callRoute<TList & TError>(sectionItems, { path: `/api/v1/catalog-section/${id}/item`, params: { id: String(id) }, query, ...extra });

describe("GET /api/v1/catalog-section/{id}/item", () => {
  it("lists the products of the section and its subsections, as many as the section counts", async () => {
    const parent = await nestedSection();
    const res = await items(parent.id, { "per-page": "100" });
    expect(res.status).toBe(200);
    expect(res.json.meta.totalCount).toBe(parent.productsCount);
    expect(res.json.meta.title).toBe(parent.text);
    const site = await siteOf("localhost");
    const [own] = await getDb().select({ path: sections.path }).from(sections).where(eq(sections.id, parent.id));
    const subtree = (
      await getDb()
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.siteId, site.id), sql`(${sections.id} = ${parent.id} or ${sections.path} like ${`${own.path}.%`})`))
    ).map((s) => s.id);
    expect(res.json.items.every((p) => p.section !== null && subtree.includes(p.section.id))).toBe(true);
  });

  it("pages and sorts like the catalogue, and the path's section wins over one in the query", async () => {
    const parent = await nestedSection();
    const first = await items(parent.id, { "per-page": "2", sort: "name" });
    expect(first.json.items).toHaveLength(2);
    expect(first.json.meta).toEqual(expect.objectContaining({ currentPage: 1, perPage: 2, pageCount: Math.ceil(parent.productsCount / 2) }));
    const second = await items(parent.id, { "per-page": "2", page: "2", sort: "name" });
    expect(second.json.items.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.json.items.map((p) => p.id)));
    const site = await siteOf("localhost");
    const [other] = await getDb().select({ id: sections.id }).from(sections).where(and(eq(sections.siteId, site.id), sql`${sections.id} <> ${parent.id}`)).orderBy(asc(sections.id)).limit(1);
    const overridden = await items(parent.id, { section: String(other.id), "per-page": "100" });
    expect(overridden.json.meta.totalCount).toBe(parent.productsCount);
  });

  it("shows the signed-in buyer's prices", async () => {
    const parent = await nestedSection();
    const visitor = await items(parent.id, { "per-page": "5", sort: "name" });
    const buyer = await items(parent.id, { "per-page": "5", sort: "name" }, { token: await tokenFor("buyer@demo.test") });
    expect(buyer.json.items.map((p) => p.id)).toEqual(visitor.json.items.map((p) => p.id));
    const cheaper = buyer.json.items.filter((p, i) => Number(p.currentPrice) < Number(visitor.json.items[i].currentPrice));
    expect(cheaper.length).toBeGreaterThan(0);
  });

  it("answers 404 for another site's section and 400 for bad paging or ids", async () => {
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().select({ id: sections.id }).from(sections).where(eq(sections.siteId, second.id)).limit(1);
    expect((await items(foreign.id)).status).toBe(404);
    expect((await items("abc")).status).toBe(400);
    const parent = await nestedSection();
    const bad = await items(parent.id, { page: "-1", pageSize: "10000" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["page", "pageSize"]);
    const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.siteId, second.id)).limit(1);
    expect(row).toBeDefined();
    expect((await items(foreign.id, {}, { host: "second.localhost" })).status).toBe(200);
  });
});
