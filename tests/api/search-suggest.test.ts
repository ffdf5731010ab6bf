import { GET as suggest } from "@/app/api/v2/search/suggest/route";
import { callRoute } from "../helpers/call-route";
import { insertFixtures } from "./search-fixtures";

type TSuggest = { sections: { id: number; name: string }[]; brands: { id: number; name: string; slug: string }[]; products: { id: number; article: string; name: string; image: string }[] };
type TError = { message: string; errors?: Record<string, string[]> };

const ask = (keyword: string, host = "localhost") => callRoute<TSuggest & TError>(suggest, { host, path: "/api/v2/search/suggest", query: { keyword } });

describe("GET /api/v2/search/suggest", () => {
  it("suggests sections, brands and products for a prefix", async () => {
    const res = await ask("каб");
    expect(res.status).toBe(200);
    expect(res.json.sections.length).toBeGreaterThan(0);
    expect(res.json.sections.every((s) => /(^|[^а-яё])каб/i.test(s.name))).toBe(true);
    expect(res.json.products.length).toBeGreaterThan(0);
    expect(res.json.products.length).toBeLessThanOrEqual(8);
    expect(res.json.products[0].image).toBe(`/media/product/${res.json.products[0].id}.svg`);
  });

  it("suggests brands by the start of their name", async () => {
    const first = await ask("a");
    const brand = first.json.brands[0] ?? (await ask("и")).json.brands[0];
    if (!brand) throw new Error("no brands to suggest");
    const res = await ask(brand.name.slice(0, 3));
    expect(res.json.brands.map((b) => b.id)).toContain(brand.id);
  });

  it("puts the product with the exact code first", async () => {
    const ids = await insertFixtures("localhost", [
      { article: "SUG-7731", name: "Клемма проходная SUG-7731" },
      { article: "SUG-77311", name: "Клемма проходная SUG-77311" },
    ]);
    const res = await ask("sug 7731");
    expect(res.json.products[0]?.id).toBe(ids.get("SUG-7731"));
  });

  it("keeps a decimal comma in a size: «СКВВГнгFRLS3х2,5» suggests 3х2,5 first and no 3х25", async () => {
    const ids = await insertFixtures("localhost", [
      { article: "СК-СКВВГнгFRLS-3х25", name: "Кабель СКВВГнг(А)-FRLS 3х25-0,66" },
      { article: "СК-СКВВГнгFRLS-3х2,5", name: "Кабель СКВВГнг(А)-FRLS 3х2,5-0,66" },
    ]);
    const res = await ask("СКВВГнгFRLS3х2,5");
    expect(res.status).toBe(200);
    expect(res.json.products[0]?.id).toBe(ids.get("СК-СКВВГнгFRLS-3х2,5"));
    expect(res.json.products.map((p) => p.id)).not.toContain(ids.get("СК-СКВВГнгFRLS-3х25"));
    expect(res.json.products.every((p) => !/3х25(?![0-9])/.test(p.name))).toBe(true);
  });

  it("keeps to the site, and answers an empty or too long keyword sensibly", async () => {
    const res = await ask("каб", "second.localhost");
    expect(res.status).toBe(200);
    expect(res.json.products.every((p) => !p.article.startsWith("SUG-"))).toBe(true);
    expect((await ask("")).json).toEqual({ sections: [], brands: [], products: [] });
    expect((await ask("к".repeat(201))).status).toBe(400);
    expect((await callRoute<TError>(suggest, { path: "/api/v2/search/suggest" })).status).toBe(400);
  });
});
