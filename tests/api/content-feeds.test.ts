import { GET as getFeed } from "@/app/api/v2/feeds/[slug]/route";
import { GET as listItems } from "@/app/api/v2/feeds/[slug]/items/route";
import { GET as getItem } from "@/app/api/v2/feeds/[slug]/items/[id]/route";
import { callRoute } from "../helpers/call-route";

type TRubric = { id: number; slug: string; name: string };
type TFeed = { id: number; slug: string; name: string; rubrics: TRubric[] };
type TItem = { id: number; slug: string; title: string; previewText: string; imageUrl: string | null; rubric: TRubric | null; publishedAt: string; url: string };
type TList = { items: TItem[]; meta: { currentPage: number; pageCount: number; totalCount: number; perPage: number } };
type TDetail = TItem & { html: string; feed: { id: number; slug: string; name: string } };
type TError = { message: string; errors?: Record<string, string[]> };

const feed = (slug: string, host = "localhost") => callRoute<TFeed & TError>(getFeed, { host, path: `/api/v2/feeds/${slug}`, params: { slug } });
const items = (slug: string, query: Record<string, string> = {}, host = "localhost") =>
  callRoute<TList & TError>(listItems, { host, path: `/api/v2/feeds/${slug}/items`, params: { slug }, query });
const item = (slug: string, id: string, host = "localhost") => callRoute<TDetail & TError>(getItem, { host, path: `/api/v2/feeds/${slug}/items/${id}`, params: { slug, id } });

describe("GET /api/v2/feeds/{slug}", () => {
  it("gives the news feed with its two rubrics in order", async () => {
    const res = await feed("news");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: "news", name: "Новости" });
    expect(res.json.rubrics.map((r) => r.slug)).toEqual(["kompaniya", "assortiment"]);
    const second = await feed("news", "second.localhost");
    expect(second.json.rubrics.map((r) => r.name)).toEqual(["Акции", "Склад и доставка"]);
    expect(second.json.id).not.toBe(res.json.id);
  });

  it("answers 404 for an unknown feed and 400 for a malformed slug", async () => {
    expect((await feed("blog")).status).toBe(404);
    const bad = await feed("Новости");
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.slug?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/v2/feeds/{slug}/items", () => {
  it("lists the posts newest first, six a page by default, with the list meta", async () => {
    const first = await items("news");
    expect(first.status).toBe(200);
    expect(first.json.meta).toEqual({ currentPage: 1, pageCount: 2, totalCount: 8, perPage: 6 });
    expect(first.json.items).toHaveLength(6);
    const dates = first.json.items.map((i) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.json.items[0]).toMatchObject({ slug: "shchity-i-boksy-novye-razmery", url: "/posts/news/shchity-i-boksy-novye-razmery", rubric: { slug: "assortiment" } });
    const second = await items("news", { page: "2" });
    expect(second.json.items).toHaveLength(2);
    expect(second.json.meta.currentPage).toBe(2);
    const seen = new Set([...first.json.items, ...second.json.items].map((i) => i.id));
    expect(seen.size).toBe(8);
    const beyond = await items("news", { page: "5" });
    expect(beyond.status).toBe(200);
    expect(beyond.json.items).toEqual([]);
  });

  it("honours per-page", async () => {
    const res = await items("news", { "per-page": "3", page: "3" });
    expect(res.json.meta).toEqual({ currentPage: 3, pageCount: 3, totalCount: 8, perPage: 3 });
    expect(res.json.items).toHaveLength(2);
  });

  it("filters by rubric with criteria[rubric]", async () => {
    const res = await items("news", { "criteria[rubric]": "kompaniya" });
    expect(res.status).toBe(200);
    expect(res.json.meta.totalCount).toBe(4);
    expect(res.json.items.every((i) => i.rubric?.slug === "kompaniya")).toBe(true);
  });

  it("keeps each seller's posts to itself", async () => {
    const demo = await items("news", { "per-page": "100" });
    const second = await items("news", { "per-page": "100" }, "second.localhost");
    const demoIds = new Set(demo.json.items.map((i) => i.id));
    expect(second.json.items.length).toBe(8);
    expect(second.json.items.some((i) => demoIds.has(i.id))).toBe(false);
    // A rubric of the other seller is not a rubric of this feed.
    const foreign = await items("news", { "criteria[rubric]": "aktsii" });
    expect(foreign.status).toBe(400);
  });

  it.each([
    ["page", { page: "0" }],
    ["page", { page: "abc" }],
    ["per-page", { "per-page": "1000" }],
    ["criteria[rubric]", { "criteria[rubric]": "нет такой" }],
    ["criteria[rubric]", { "criteria[rubric]": "net-takoy" }],
  ])("answers 400 with a field error on %s for %j", async (field, query) => {
    const res = await items("news", query);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[field]?.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown feed", async () => {
    expect((await items("blog")).status).toBe(404);
  });
});

describe("GET /api/v2/feeds/{slug}/items/{id}", () => {
  it("gives a post by slug and by id, with its feed and sanitised HTML", async () => {
    const bySlug = await item("news", "novyy-sklad-v-kazani");
    expect(bySlug.status).toBe(200);
    expect(bySlug.json).toMatchObject({ title: "Открыт склад в Казани", feed: { slug: "news", name: "Новости" }, rubric: { slug: "kompaniya" } });
    expect(bySlug.json.html).toContain("<p>");
    const byId = await item("news", String(bySlug.json.id));
    expect(byId.json).toEqual(bySlug.json);
  });

  it("answers 404 for an unknown post, another feed and another site's post", async () => {
    expect((await item("news", "net-takogo-posta")).status).toBe(404);
    expect((await item("blog", "novyy-sklad-v-kazani")).status).toBe(404);
    const secondPost = await item("news", "sezon-fasadnykh-rabot", "second.localhost");
    expect(secondPost.status).toBe(200);
    expect((await item("news", String(secondPost.json.id))).status).toBe(404);
    expect((await item("news", "sezon-fasadnykh-rabot")).status).toBe(404);
  });

  it("answers 400 for a malformed id", async () => {
    for (const id of ["0", "Пост", "a_b"]) {
      const res = await item("news", id);
      expect(res.status).toBe(400);
      expect(res.json.errors?.id?.length).toBeGreaterThan(0);
    }
  });
});
