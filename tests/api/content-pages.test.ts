import { and, eq } from "drizzle-orm";
import { GET as getContent } from "@/app/api/v1/content/[id]/route";
import { getDb } from "@/lib/server/db/client";
import { contentPages } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { siteOf } from "../helpers/auth-helpers";

type TPage = { id: number; slug: string; title: string; html: string; metaDescription: string | null; updatedAt: string };
type TError = { message: string; errors?: Record<string, string[]> };

const shellSlugs = ["svedeniya-ob-operatore-personalnykh-dannykh", "politika-sbora-personalnykh-dannykh", "reglament", "usloviya-oferty", "usloviya-sbora-cookies"];

const get = (id: string, host = "localhost", token?: string) => callRoute<TPage & TError>(getContent, { host, path: `/api/v1/content/${id}`, params: { id }, token });

describe("GET /api/v1/content/{id}", () => {
  it.each(shellSlugs)("gives the information page %s the shell links to, by slug, on both sellers", async (slug) => {
    const demo = await get(slug);
    expect(demo.status).toBe(200);
    expect(demo.json.slug).toBe(slug);
    expect(demo.json.html).toContain("ООО «Электро-Опт»");
    expect(demo.json.metaDescription).toBeTruthy();
    expect(new Date(demo.json.updatedAt).toString()).not.toBe("Invalid Date");
    const second = await get(slug, "second.localhost");
    expect(second.status).toBe(200);
    expect(second.json.title).toBe(demo.json.title);
    expect(second.json.html).toContain("ООО «СтройСнаб Про»");
    expect(second.json.id).not.toBe(demo.json.id);
  });

  it("names the user agreement and the cookie terms in Russian", async () => {
    expect((await get("reglament")).json.title).toBe("Пользовательское соглашение");
    expect((await get("usloviya-sbora-cookies")).json.title).toBe("Условия использования файлов cookie");
  });

  it("has the offer conditions the checkout links to as their own page, not the user agreement", async () => {
    const offer = await get("usloviya-oferty");
    expect(offer.json.title).toBe("Условия оферты");
    expect(offer.json.html).toContain("Заказ и резерв");
    expect(offer.json.html).not.toContain("Настоящее Пользовательское соглашение");
  });

  it("finds a page by its numeric id too, and ignores a visitor's stale token", async () => {
    const bySlug = await get("reglament");
    const byId = await get(String(bySlug.json.id), "localhost", "not-a-real-token");
    expect(byId.status).toBe(200);
    expect(byId.json).toEqual(bySlug.json);
    const signedIn = await get("reglament", "localhost", await tokenFor("buyer@demo.test"));
    expect(signedIn.json).toEqual(bySlug.json);
  });

  it("answers 404 for an unknown page and for another site's page", async () => {
    const unknown = await get("net-takoy-stranitsy");
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Страница не найдена");
    const secondPage = await get("reglament", "second.localhost");
    const crossSite = await get(String(secondPage.json.id), "localhost");
    expect(crossSite.status).toBe(404);
  });

  it.each([
    ["upper case and spaces", "Reglament%20x"],
    ["Cyrillic", "регламент"],
    ["too long", "a".repeat(201)],
    ["zero id", "0"],
  ])("answers 400 with a field error for a bad id (%s)", async (_name, id) => {
    const res = await get(id);
    expect(res.status).toBe(400);
    expect(res.json.errors?.id?.length).toBeGreaterThan(0);
  });

  it("sanitises stored HTML on the way out: scripts dropped, links open in a new tab", async () => {
    const site = await siteOf("localhost");
    await getDb()
      .update(contentPages)
      .set({ html: '<p onclick="x()">Текст <a href="https://example.test/doc">документ</a><script>alert(1)</script><a href="javascript:alert(1)">плохая</a></p>' })
      .where(and(eq(contentPages.siteId, site.id), eq(contentPages.slug, "usloviya-sbora-cookies")));
    const res = await get("usloviya-sbora-cookies");
    expect(res.status).toBe(200);
    expect(res.json.html).not.toMatch(/script|onclick|javascript:/);
    expect(res.json.html).toContain('<a href="https://example.test/doc" target="_blank" rel="noopener noreferrer">документ</a>');
  });
});
