import { and, eq } from "drizzle-orm";
import { GET as listFilters, POST as saveFilter } from "@/app/api/v1/user-filter/route";
import { DELETE as deleteFilter } from "@/app/api/v1/user-filter/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { sections, userFilters, users } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TError = { message: string; errors?: Record<string, string[]> };
type TFilter = { id: number; name: string; url: string; kind: "section" | "filter" };
type TList = { items: TFilter[]; meta: { currentPage: number; pageCount: number; totalCount: number; perPage: number } };

const save = (token: string | undefined, body: unknown, extra: { host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TFilter & TError>(saveFilter, { path: "/api/v1/user-filter", token, body, ...extra });
const list = (token: string | undefined, query: Record<string, string> = {}, host?: string) => callRoute<TList & TError>(listFilters, { path: "/api/v1/user-filter", token, query, host });
const remove = (token: string | undefined, id: number | string, host?: string) =>
  callRoute<TError & { success?: boolean }>(deleteFilter, { method: "DELETE", path: `/api/v1/user-filter/${id}`, token, params: { id: String(id) }, host });

async function countFilters(email: string, host = "localhost") {
  const site = await siteOf(host);
  const [user] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return (await getDb().select({ id: userFilters.id }).from(userFilters).where(and(eq(userFilters.siteId, site.id), eq(userFilters.userId, user.id)))).length;
}

async function someSection(host = "localhost") {
  const site = await siteOf(host);
  const [row] = await getDb().select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.siteId, site.id)).limit(1);
  return row;
}

describe("saved user filters", () => {
  it("need sign-in for every call", async () => {
    expect((await list(undefined)).status).toBe(401);
    expect((await save(undefined, { url: "keyword=кабель" })).status).toBe(401);
    expect((await remove(undefined, 1)).status).toBe(401);
  });

  it("saves a bare section as a section filter named after the section, and anything else as a filter", async () => {
    const token = await tokenFor("individual@demo.test");
    const section = await someSection();
    const bySection = await save(token, { url: `/catalog?section=${section.id}&page=3&sort=-price` });
    expect(bySection.status).toBe(200);
    expect(bySection.json).toEqual({ id: expect.any(Number), name: section.name, url: `/catalog?section=${section.id}&sort=-price`, kind: "section" });
    const filtered = await save(token, { name: "  Мои автоматы  ", url: `?brands=1,2&section=${section.id}&features=5:10,16&features=3:C&instock=1` });
    expect(filtered.status).toBe(200);
    expect(filtered.json.kind).toBe("filter");
    expect(filtered.json.name).toBe("Мои автоматы");
    // Keys come back in one canonical order.
    expect(filtered.json.url).toBe(`/catalog?section=${section.id}&brands=1%2C2&features=5%3A10%2C16&features=3%3AC&instock=1`);
    const byKeyword = await save(token, { url: "keyword=кабель ввг&custom-color=red" });
    expect(byKeyword.json).toEqual(expect.objectContaining({ name: "Поиск «кабель ввг»", kind: "filter" }));
  });

  it("lists the user's filters newest first, paged", async () => {
    const token = await tokenFor("multi@demo.test");
    const ids: number[] = [];
    for (const keyword of ["один", "два", "три"]) ids.push((await save(token, { url: `keyword=${keyword}` })).json.id);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.json.items.map((f) => f.id)).toEqual([...ids].reverse());
    expect(res.json.meta).toEqual({ currentPage: 1, pageCount: 1, totalCount: 3, perPage: 20 });
    const page2 = await list(token, { page: "2", "per-page": "2" });
    expect(page2.json.items.map((f) => f.id)).toEqual([ids[0]]);
    expect(page2.json.meta).toEqual({ currentPage: 2, pageCount: 2, totalCount: 3, perPage: 2 });
    const bad = await list(token, { page: "0", "per-page": "500" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {}).sort()).toEqual(["page", "per-page"]);
  });

  it("saves the same address once and renames it when a new name comes with it", async () => {
    const token = await tokenFor("manager@demo.test");
    const first = await save(token, { url: "keyword=лампа&instock=1" });
    const again = await save(token, { url: "/catalog?instock=1&keyword=лампа" });
    expect(again.json.id).toBe(first.json.id);
    const renamed = await save(token, { url: "instock=1&keyword=лампа", name: "Лампы" });
    expect(renamed.json).toEqual({ ...first.json, name: "Лампы" });
    expect(await countFilters("manager@demo.test")).toBe(1);
  });

  it("replays a retried save with the same X-Request-Id instead of saving twice", async () => {
    const token = await tokenFor("admin@demo.test");
    const headers = { "x-request-id": "save-filter-retry-1" };
    const first = await save(token, { url: "keyword=розетка" }, { headers });
    const retry = await save(token, { url: "keyword=розетка" }, { headers });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json).toEqual(first.json);
    expect(await countFilters("admin@demo.test")).toBe(1);
  });

  it("rejects addresses that are not catalogue filters with field errors and saves nothing", async () => {
    const token = await tokenFor("buyer@demo.test", "second.localhost");
    const cases: unknown[] = [
      {},
      { url: 42 },
      { url: "" },
      { url: "page=2" },
      { url: "sort=name" },
      { url: "https://evil.example/catalog?section=1" },
      { url: "//evil.example?section=1" },
      { url: "section=abc" },
      { url: "section=1&section=2" },
      { url: "priceMin=дёшево" },
      { url: "features=abc" },
      { url: "brands=1,x" },
      { url: "pageSize=1000&keyword=a" },
      { url: "instock=maybe" },
      { url: "utm_source=mail&keyword=a" },
      { url: `keyword=${"a".repeat(2001)}` },
      { url: "keyword=a", name: "x".repeat(101) },
    ];
    for (const body of cases) {
      const res = await save(token, body, { host: "second.localhost" });
      expect(res.status).toBe(400);
      expect(res.json.errors).toBeDefined();
    }
    const unknown = await save(token, { url: "utm_source=mail&keyword=a" }, { host: "second.localhost" });
    expect(unknown.json.errors?.url).toEqual(["Неизвестный параметр каталога «utm_source»"]);
    // A section of another site is not a section of this catalogue.
    const foreign = await someSection("localhost");
    const res = await save(token, { url: `section=${foreign.id}` }, { host: "second.localhost" });
    expect(res.status).toBe(400);
    expect(res.json.errors?.url).toEqual(["Раздел каталога из этого адреса не найден"]);
    expect(await countFilters("buyer@demo.test", "second.localhost")).toBe(0);
  });

  it("keeps at most 50 filters per user", async () => {
    const token = await tokenFor("buyer@demo.test");
    const site = await siteOf("localhost");
    const [user] = await getDb().select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, "buyer@demo.test")));
    const existing = await countFilters("buyer@demo.test");
    await getDb()
      .insert(userFilters)
      .values(Array.from({ length: 50 - existing }, (_, i) => ({ siteId: site.id, userId: user.id, name: `Фильтр ${i}`, url: `/catalog?keyword=f${i}`, kind: "filter" })));
    const res = await save(token, { url: "keyword=пятьдесят-первый" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Можно сохранить не больше 50 фильтров. Удалите ненужные и попробуйте снова.");
    expect(await countFilters("buyer@demo.test")).toBe(50);
    // An already saved address is still answered.
    expect((await save(token, { url: "keyword=f3" })).status).toBe(200);
  });

  it("deletes only the user's own filters: another user's or another site's is 404", async () => {
    const owner = await tokenFor("individual@demo.test");
    const other = await tokenFor("multi@demo.test");
    const saved = await save(owner, { url: "keyword=удалить" });
    const foreign = await remove(other, saved.json.id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Фильтр не найден");
    const secondToken = await tokenFor("buyer@demo.test", "second.localhost");
    expect((await remove(secondToken, saved.json.id, "second.localhost")).status).toBe(404);
    expect((await remove(owner, saved.json.id, "second.localhost")).status).toBe(401);
    expect((await remove(owner, "abc")).status).toBe(400);
    const done = await remove(owner, saved.json.id);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ success: true });
    expect((await remove(owner, saved.json.id)).status).toBe(404);
    expect((await list(owner)).json.items.map((f) => f.id)).not.toContain(saved.json.id);
  });

  it("does not show one user's filters to another", async () => {
    const a = await tokenFor("individual@demo.test");
    const b = await tokenFor("admin@demo.test");
    const mine = await save(a, { url: "keyword=личный" });
    expect((await list(b)).json.items.map((f) => f.id)).not.toContain(mine.json.id);
  });
});
