import { eq } from "drizzle-orm";
import { GET as suggestCompany } from "@/app/api/v2/[lookupService]/suggest/company/route";
import { GET as suggestAddress } from "@/app/api/v2/[lookupService]/suggest/address/route";
import { GET as info } from "@/app/api/v1/info/route";
import type { TAddressRecord, TCompanyRecord } from "@/lib/server/adapters/company-lookup/types";
import addressesJson from "@/lib/server/adapters/company-lookup/data/addresses.json";
import companiesJson from "@/lib/server/adapters/company-lookup/data/companies.json";
import { getDb } from "@/lib/server/db/client";
import { legalEntities, rateLimits, sites } from "@/lib/server/db/schema";
import { clearSiteCache, resolveSite } from "@/lib/server/sites/resolve-site";
import { isValidInn } from "@/lib/shared/inn";
import { callRoute } from "../helpers/call-route";

const addresses = addressesJson as TAddressRecord[];
const companies = companiesJson as TCompanyRecord[];

type TSuggestion = { value: string; unrestricted_value: string; data: Record<string, unknown> & { inn?: string; source?: string } };
type TAnswer = { suggestions: TSuggestion[]; errors?: Record<string, string[]>; message?: string };

function company(keyword: string | undefined, opts: { host?: string; service?: string; count?: string; headers?: Record<string, string> } = {}) {
  const service = opts.service ?? "dadata";
  const query: Record<string, string> = {};
  if (keyword !== undefined) query.keyword = keyword;
  if (opts.count) query.count = opts.count;
  return callRoute<TAnswer>(suggestCompany, { host: opts.host, path: `/api/v2/${service}/suggest/company`, query, params: { lookupService: service }, headers: opts.headers });
}

function address(query: Record<string, string>, service = "dadata") {
  return callRoute<TAnswer>(suggestAddress, { path: `/api/v2/${service}/suggest/address`, query, params: { lookupService: service } });
}

function ogrnIsValid(ogrn: string): boolean {
  if (!/^\d{13}$/.test(ogrn)) return false;
  return Number(BigInt(ogrn.slice(0, 12)) % 11n % 10n) === Number(ogrn[12]);
}

describe("the bundled lookup data set", () => {
  it("holds at least 200 companies with valid, unique INN, KPP and OGRN", () => {
    expect(companies.length).toBeGreaterThanOrEqual(200);
    expect(new Set(companies.map((c) => c.inn)).size).toBe(companies.length);
    for (const c of companies) {
      expect(isValidInn(c.inn) && c.inn.length === 10).toBe(true);
      expect(c.kpp).toMatch(/^\d{4}\d{2}\d{3}$/);
      expect(c.kpp.slice(0, 4)).toBe(c.inn.slice(0, 4));
      expect(ogrnIsValid(c.ogrn)).toBe(true);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.director.name.split(" ")).toHaveLength(3);
    }
  });

  it("holds at least 500 addresses with postal codes and FIAS-like ids", () => {
    expect(addresses.length).toBeGreaterThanOrEqual(500);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const a of addresses) {
      expect(a.postalCode).toMatch(/^\d{6}$/);
      for (const id of [a.regionFiasId, a.cityFiasId, a.streetFiasId, a.houseFiasId]) expect(id).toMatch(uuid);
      expect(a.region && a.city && a.street && a.house).toBeTruthy();
    }
    expect(new Set(addresses.map((a) => a.houseFiasId)).size).toBe(addresses.length);
  });
});

describe("GET /api/v2/{lookupService}/suggest/company", () => {
  it("finds companies by an INN prefix", async () => {
    const target = companies[17];
    const res = await company(target.inn.slice(0, 6));
    expect(res.status).toBe(200);
    expect(res.json.suggestions.length).toBeGreaterThan(0);
    expect(res.json.suggestions.every((s) => String(s.data.inn).startsWith(target.inn.slice(0, 6)))).toBe(true);
    const exact = await company(target.inn);
    const [first] = exact.json.suggestions;
    expect(first.value).toBe(`${target.opfShort} "${target.name}"`);
    expect(first.data).toEqual(
      expect.objectContaining({
        inn: target.inn,
        kpp: target.kpp,
        ogrn: target.ogrn,
        type: "LEGAL",
        management: target.director,
        state: { status: "ACTIVE" },
        source: "local",
        name: expect.objectContaining({ short_with_opf: first.value }),
        address: expect.objectContaining({ value: expect.stringContaining(target.address.street), data: expect.objectContaining({ postal_code: target.address.postalCode }) }),
      }),
    );
  });

  it("finds companies by words of the name, in any case and order", async () => {
    const target = companies.find((c) => c.name.includes(" ")) ?? companies[0];
    const words = target.name.toLowerCase().split(" ").reverse().join(" ");
    const res = await company(words, { count: "20" });
    expect(res.json.suggestions.map((s) => s.data.inn)).toContain(target.inn);
    const nothing = await company("несуществующаяфирма");
    expect(nothing.json.suggestions).toEqual([]);
  });

  it("puts the seller's own buyers first, and only on their own site", async () => {
    const site = await resolveSite("localhost");
    if (!site) throw new Error("no site");
    const [own] = await getDb().select().from(legalEntities).where(eq(legalEntities.siteId, site.id)).limit(1);
    const res = await company(own.inn);
    expect(res.json.suggestions[0]).toEqual(expect.objectContaining({ value: own.name, data: expect.objectContaining({ inn: own.inn, source: "site" }) }));
    const byName = own.name.replace(/^(ООО|АО|ПАО|ИП)\s+/, "").replace(/["«»]/g, "").split(" ")[0];
    const named = await company(byName.toLowerCase());
    expect(named.json.suggestions.some((s) => s.data.inn === own.inn && s.data.source === "site")).toBe(true);
    const elsewhere = await company(own.inn, { host: "second.localhost" });
    expect(elsewhere.json.suggestions.some((s) => s.data.source === "site" && s.data.inn === own.inn)).toBe(false);
  });

  it("limits the answer to count", async () => {
    const res = await company("о", { count: "3" });
    expect(res.json.suggestions.length).toBeLessThanOrEqual(3);
    const many = await company("1");
    expect(many.json.suggestions.length).toBeLessThanOrEqual(10);
  });

  it("refuses bad input with field errors and an unknown service with 404", async () => {
    const missing = await company(undefined);
    expect(missing.status).toBe(400);
    expect(missing.json.errors?.keyword).toBeDefined();
    expect((await company("   ")).status).toBe(400);
    expect((await company("ромашка", { count: "500" })).json.errors?.count).toBeDefined();
    expect((await company("x".repeat(301))).status).toBe(400);
    expect((await company("ромашка", { service: "google" })).status).toBe(404);
    expect((await company("ромашка", { service: "local" })).status).toBe(200);
  });
});

describe("GET /api/v2/{lookupService}/suggest/address", () => {
  it("finds houses by city and street words", async () => {
    const target = addresses.find((a) => !a.isFederalCity) ?? addresses[0];
    const res = await address({ keyword: `${target.city} ${target.street}`, count: "20" });
    expect(res.status).toBe(200);
    expect(res.json.suggestions.length).toBeGreaterThan(0);
    for (const s of res.json.suggestions) {
      expect(s.data).toEqual(expect.objectContaining({ city: target.city, street: target.street, fias_level: "8", country: "Россия" }));
      expect(s.value).toMatch(new RegExp(`^г ${target.city}, .*${target.street}.*, д `));
      expect(s.unrestricted_value.startsWith(String(s.data.postal_code))).toBe(true);
    }
  });

  it("answers cities only between city bounds, each city once", async () => {
    const res = await address({ keyword: "ново", fromBound: "city", toBound: "city" });
    expect(res.json.suggestions).toEqual([
      expect.objectContaining({ value: "г Новосибирск", data: expect.objectContaining({ city: "Новосибирск", street: null, house: null, fias_level: "4" }) }),
    ]);
    const regionsOnly = await address({ keyword: "свердл", fromBound: "region", toBound: "region" });
    expect(regionsOnly.json.suggestions).toEqual([expect.objectContaining({ value: "Свердловская обл", data: expect.objectContaining({ fias_level: "1", city: null }) })]);
  });

  it("answers streets of one city when restricted by locations", async () => {
    const res = await address({ keyword: "ул", fromBound: "street", toBound: "street", "locations[0][city]": "Казань", count: "20" });
    expect(res.json.suggestions.length).toBeGreaterThan(1);
    for (const s of res.json.suggestions) {
      expect(s.data.city).toBe("Казань");
      expect(s.data.house).toBeNull();
      expect(s.value).toMatch(/^ул /);
    }
    const twoCities = await address({ keyword: "г", fromBound: "city", toBound: "city", "locations[0][city]": "Казань", "locations[1][region]": "Свердловская обл" });
    expect(twoCities.json.suggestions.map((s) => s.value).sort()).toEqual(["г Екатеринбург", "г Казань"]);
    const byId = addresses.find((a) => a.city === "Тула");
    const tula = await address({ keyword: "д", "locations[0][city_fias_id]": byId?.cityFiasId ?? "" });
    expect(tula.json.suggestions.every((s) => s.data.city === "Тула")).toBe(true);
  });

  it("refuses bad bounds and unknown restrictions with field errors", async () => {
    const reversed = await address({ keyword: "москва", fromBound: "house", toBound: "city" });
    expect(reversed.status).toBe(400);
    expect(reversed.json.errors?.fromBound).toBeDefined();
    const badBound = await address({ keyword: "москва", toBound: "planet" });
    expect(badBound.json.errors?.toBound).toBeDefined();
    const badLocation = await address({ keyword: "москва", "locations[0][galaxy]": "Млечный путь" });
    expect(badLocation.status).toBe(400);
    expect(badLocation.json.errors?.["locations[0][galaxy]"]).toBeDefined();
    expect((await address({})).status).toBe(400);
  });
});

describe("Dadata adapter", () => {
  const dadataParty = {
    value: 'ПАО "СБЕРБАНК"',
    unrestricted_value: 'ПАО "СБЕРБАНК"',
    data: { inn: "7707083893", kpp: "773601001", ogrn: "1027700132195", type: "LEGAL", name: { short_with_opf: 'ПАО "СБЕРБАНК"' } },
  };
  let siteConfig: typeof sites.$inferSelect.config;
  let fetchMock: jest.SpyInstance;

  beforeAll(async () => {
    const site = await resolveSite("localhost");
    if (!site) throw new Error("no site");
    siteConfig = site.config;
    await getDb()
      .update(sites)
      .set({ config: { ...site.config, companyLookup: { provider: "dadata", apiKey: "secret-dadata-key" } } })
      .where(eq(sites.id, site.id));
    clearSiteCache();
  });

  afterAll(async () => {
    const site = await resolveSite("localhost");
    if (site) await getDb().update(sites).set({ config: siteConfig }).where(eq(sites.id, site.id));
    clearSiteCache();
  });

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, "fetch");
  });

  afterEach(() => fetchMock.mockRestore());

  it("asks Dadata with the seller's key and answers in the same shape", async () => {
    fetchMock.mockResolvedValue(Response.json({ suggestions: [dadataParty] }));
    const res = await company("7707083893", { count: "5" });
    expect(res.status).toBe(200);
    expect(res.json.suggestions).toEqual([expect.objectContaining({ value: 'ПАО "СБЕРБАНК"', data: expect.objectContaining({ inn: "7707083893", source: "dadata" }) })]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/party");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>).authorization).toBe("Token secret-dadata-key");
    expect(JSON.parse(String(init.body))).toEqual({ query: "7707083893", count: 5 });
  });

  it("passes bounds and locations to Dadata's address suggestions", async () => {
    const suggestion = { value: "г Москва", unrestricted_value: "г Москва", data: { city: "Москва" } };
    fetchMock.mockResolvedValue(Response.json({ suggestions: [suggestion] }));
    const res = await address({ keyword: "моск", fromBound: "city", toBound: "city", "locations[0][region]": "Москва" });
    expect(res.json.suggestions).toEqual([suggestion]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/suggest\/address$/);
    expect(JSON.parse(String(init.body))).toEqual({ query: "моск", count: 10, from_bound: { value: "city" }, to_bound: { value: "city" }, locations: [{ region: "Москва" }] });
  });

  it("falls back to the local data set when Dadata fails", async () => {
    fetchMock.mockRejectedValue(new Error("network down"));
    const target = companies[3];
    const res = await company(target.inn);
    expect(res.status).toBe(200);
    expect(res.json.suggestions[0].data).toEqual(expect.objectContaining({ inn: target.inn, source: "local" }));
    fetchMock.mockResolvedValue(new Response("quota exceeded", { status: 403 }));
    expect((await address({ keyword: "казань" })).json.suggestions.length).toBeGreaterThan(0);
  });

  it("limits calls to the paid service per address, not to the local data set", async () => {
    fetchMock.mockResolvedValue(Response.json({ suggestions: [] }));
    const site = await resolveSite("localhost");
    if (!site) throw new Error("no site");
    await getDb().insert(rateLimits).values({ siteId: site.id, bucket: "lookup:203.0.113.9", windowStart: new Date(), count: 300 });
    const headers = { "x-forwarded-for": "203.0.113.9" };
    const limited = await company("ромашка", { headers });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await company("ромашка", { headers, service: "local" })).status).toBe(200);
    expect((await company("ромашка", { headers: { "x-forwarded-for": "203.0.113.10" } })).status).toBe(200);
  });

  it("leaves Dadata alone for the local service and never shows the key to clients", async () => {
    const res = await company(companies[0].inn, { service: "local" });
    expect(res.json.suggestions[0].data.source).toBe("local");
    expect(fetchMock).not.toHaveBeenCalled();
    const infoRes = await callRoute(info, { path: "/api/v1/info" });
    expect(JSON.stringify(infoRes.json)).not.toContain("secret-dadata-key");
  });
});
