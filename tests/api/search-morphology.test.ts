// Issue 19: dictionary morphology in the search — a word form the stemmer cannot join with its word
// («розеток» / «розетка», «гаек» / «гайка», «угла» / «угол») finds it; brand names stay as typed; the
// JavaScript Snowball fallback makes the lexemes PostgreSQL's `russian` configuration makes.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { GET as search } from "@/app/api/v2/search/route";
import { GET as suggest } from "@/app/api/v2/search/suggest/route";
import { getDb } from "@/lib/server/db/client";
import { rowsOf } from "@/lib/server/db/rows";
import { formsOf, wordsOf } from "@/lib/server/search/morphology";
import { snowballStem } from "@/lib/server/search/morphology/snowball";
import { callRoute } from "../helpers/call-route";
import { insertFixtures } from "./search-fixtures";

type TItem = { id: number; article: string; name: string };
type TList = { items: TItem[]; meta: { totalCount: number; correctedKeyword: string | null } };

const find = (keyword: string, host = "localhost") =>
  callRoute<TList>(search, { path: "/api/v2/search", host, query: { keyword, pageSize: "100" } });

let ids: Map<string, number>;

beforeAll(async () => {
  ids = await insertFixtures("localhost", [
    { article: "MORPH-ROZ", name: "Розетка двойная с заземлением Морфо" },
    { article: "MORPH-GAIKA", name: "Гайка шестигранная М8 оцинкованная Морфо" },
    { article: "MORPH-KABEL", name: "Кабель контрольный КВВГ 4х1,5 Морфо" },
    { article: "MORPH-UGOL", name: "Угол внешний для кабель-канала 40х25 Морфо" },
    { article: "MORPH-EMK", name: "Ёмкость пластиковая 50 л Морфо" },
    { article: "MORPH-BRAND", name: "Светильник настенный Морфо", brand: "Огонёк" },
    { article: "MORPH-GARLAND", name: "Гирлянда огоньки тёплые 10 м Морфо" },
  ]);
});

describe("search by dictionary forms", () => {
  it.each([
    ["розеток", "MORPH-ROZ"],
    ["розеток морфо", "MORPH-ROZ"],
    ["гаек", "MORPH-GAIKA"],
    ["гаек морфо", "MORPH-GAIKA"],
    ["кабелей морфо", "MORPH-KABEL"],
    ["угла", "MORPH-UGOL"],
    ["угла морфо", "MORPH-UGOL"],
    ["емкостей морфо", "MORPH-EMK"],
    ["ёмкостей", "MORPH-EMK"],
  ])("«%s» finds %s as typed, without a correction", async (keyword, article) => {
    const res = await find(keyword);
    expect(res.status).toBe(200);
    expect(res.json.meta.correctedKeyword).toBeNull();
    expect(res.json.items.map((p) => p.id)).toContain(ids.get(article));
  });

  it("finds them by the dictionary: with SEARCH_DICTIONARY_FORMS=off the stems alone do not", async () => {
    process.env.SEARCH_DICTIONARY_FORMS = "off";
    let asTyped = 0;
    try {
      for (const [keyword, article] of [["розеток морфо", "MORPH-ROZ"], ["гаек морфо", "MORPH-GAIKA"], ["угла морфо", "MORPH-UGOL"]]) {
        const res = await find(keyword);
        expect(res.status).toBe(200);
        // Found, if at all, only through a typo correction of the keyword — not as typed.
        if (res.json.meta.correctedKeyword !== null) continue;
        asTyped += 1;
        expect(res.json.items.map((p) => p.id)).not.toContain(ids.get(article));
      }
      expect(asTyped).toBeGreaterThan(0);
    } finally {
      delete process.env.SEARCH_DICTIONARY_FORMS;
    }
  });

  it("ranks the form's product first when the other words match too", async () => {
    const res = await find("розеток двойных морфо");
    expect(res.json.items[0]?.id).toBe(ids.get("MORPH-ROZ"));
  });

  it("adds matches only: the words as written still find what they found", async () => {
    for (const [keyword, article] of [["розетка морфо", "MORPH-ROZ"], ["гайка морфо", "MORPH-GAIKA"], ["угол морфо", "MORPH-UGOL"]]) {
      const res = await find(keyword);
      expect(res.json.items.map((p) => p.id)).toContain(ids.get(article));
    }
  });

  it("suggests by a form as well", async () => {
    const res = await callRoute<{ products: TItem[] }>(suggest, { path: "/api/v2/search/suggest", query: { keyword: "гаек морфо" } });
    expect(res.status).toBe(200);
    expect(res.json.products.map((p) => p.id)).toContain(ids.get("MORPH-GAIKA"));
  });

  it("does not lemmatise a brand name into other words: «огонек» (a brand) does not find «огоньки»", async () => {
    const brand = await find("огонек");
    const found = brand.json.items.map((p) => p.id);
    expect(found).toContain(ids.get("MORPH-BRAND"));
    expect(found).not.toContain(ids.get("MORPH-GARLAND"));
    // The same word in another form is no brand name: it finds both, as a common word.
    const common = await find("огоньков морфо");
    expect(common.json.items.map((p) => p.id)).toEqual(expect.arrayContaining([ids.get("MORPH-GARLAND"), ids.get("MORPH-BRAND")]));
  });

  it("searches only the asking site's catalogue by a form", async () => {
    const other = await find("розеток морфо", "second.localhost");
    expect(other.status).toBe(200);
    expect(other.json.items.map((p) => p.id)).not.toContain(ids.get("MORPH-ROZ"));
  });
});

describe("the Snowball fallback", () => {
  it("makes the lexemes PostgreSQL's `russian` configuration makes, over the catalogue's words and their forms", async () => {
    const seedDir = path.join(process.cwd(), "lib/server/db/seed/catalog");
    const sources = (fs.readdirSync(seedDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts")).map((f) => fs.readFileSync(path.join(seedDir, f), "utf8"));
    const literals = sources.flatMap((text) => [...text.matchAll(/"([^"\n]*)"/g)].map((m) => m[1]));
    const names = rowsOf<{ text: string }>(
      await getDb().execute(sql`SELECT concat_ws(' ', name, description) AS text FROM products UNION ALL SELECT name FROM brands UNION ALL SELECT name FROM product_groups`),
    ).map((r) => r.text);
    const words = new Set([...literals, ...names].flatMap((text) => wordsOf(text)));
    for (const word of [...words]) for (const form of formsOf(word)) words.add(form);
    const list = [...words];
    expect(list.length).toBeGreaterThan(3000);
    const rows = rowsOf<{ word: string; lexemes: string[] }>(
      await getDb().execute(sql`SELECT w AS word, tsvector_to_array(to_tsvector('russian', w)) AS lexemes FROM unnest(${sql.param(list)}::text[]) AS w`),
    );
    const differ = rows.filter((r) => (r.lexemes[0] ?? "") !== snowballStem(r.word) || r.lexemes.length > 1).map((r) => `${r.word}: ${r.lexemes.join(",")} ≠ ${snowballStem(r.word)}`);
    expect(differ).toEqual([]);
  });
});
