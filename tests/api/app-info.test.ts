import { and, eq } from "drizzle-orm";
import { GET as info } from "@/app/api/v1/info/route";
import { GET as settings } from "@/app/api/v2/settings/route";
import { GET as cookieCheck } from "@/app/api/v2/cookie/check/route";
import { POST as cookieAccept } from "@/app/api/v2/cookie/accept/route";
import { GET as translationsOf } from "@/app/api/v2/translations/[locale]/route";
import { POST as setRegion } from "@/app/api/v2/user/set-region/route";
import { getDb } from "@/lib/server/db/client";
import { regions, translations } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { callRoute, tokenFor } from "../helpers/call-route";

async function siteOf(host: string) {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  return site;
}

async function regionsOf(host: string) {
  const site = await siteOf(host);
  return getDb().select().from(regions).where(eq(regions.siteId, site.id)).orderBy(regions.sort, regions.id);
}

type TInfo = {
  name: string;
  locale: string;
  locales: string[];
  currency: { code: string; sign: string };
  settings: Record<string, unknown>;
  config: Record<string, unknown> & { chatButton: { type: string; link: string; chatButtons: unknown[] } | null };
  region: { id: number; name: string } | null;
  regions: { id: number; name: string }[];
  modules: Record<string, boolean>;
  featureFlags: Record<string, boolean>;
  filters: { id: number; name: string; primary: boolean }[];
  yandexMetrikaCounterId: string | null;
};

describe("GET /api/v1/info", () => {
  it("answers a visitor with the site's flags, configuration, currency and default region", async () => {
    const res = await callRoute<TInfo>(info, { path: "/api/v1/info" });
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.name).toBe("Электро-Опт");
    expect(body.currency).toEqual({ code: "RUB", sign: "₽" });
    for (const flag of ["showHomePage", "isPositionsInOrder", "isAllowedViewOrdersOfAllCompanies", "isAllowedSbpPay", "isAllowedViewLegalDocuments", "chatButton", "currentPriceForUnauthorized"]) {
      expect(typeof body.settings[flag]).toBe("boolean");
    }
    expect(body.settings.numberOfShownStocks).toBe(2);
    expect(body.config.chatButton).toEqual(expect.objectContaining({ type: expect.any(String), link: expect.any(String), chatButtons: expect.any(Array) }));
    expect(body.config.initialAuthMode).toMatch(/^(signin|signup)$/);
    expect(body.config.searchKeywords).toEqual({ replacement: "Аналог", related: "Связанные" });
    expect(body.config.b2bAnalytics).toEqual(expect.objectContaining({ enabled: expect.any(Boolean) }));
    expect(body.yandexMetrikaCounterId).toBeNull();
    const siteRegions = await regionsOf("localhost");
    const defaultRegion = siteRegions.find((r) => r.isDefault) ?? siteRegions[0];
    expect(body.region).toEqual({ id: defaultRegion.id, name: defaultRegion.name });
    expect(body.regions.map((r) => r.id)).toEqual(siteRegions.map((r) => r.id));
    expect(body.locales[0]).toBe("ru");
    expect(body.modules).toEqual(expect.objectContaining({ enabled: expect.any(Boolean), offers: expect.any(Boolean) }));
    expect(body.featureFlags).toEqual(expect.objectContaining({ orderRepeat: true, orderPickup: true }));
    expect(body.filters.every((f) => f.primary)).toBe(true);
  });

  it("speaks the language the browser asks for when the site offers it", async () => {
    const en = await callRoute<TInfo>(info, { path: "/api/v1/info", headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(en.json.locale).toBe("en");
    const other = await callRoute<TInfo>(info, { path: "/api/v1/info", headers: { "accept-language": "de-DE" } });
    expect(other.json.locale).toBe("ru");
  });

  it("gives a signed-in user the user's own region", async () => {
    const token = await tokenFor("buyer@demo.test");
    const siteRegions = await regionsOf("localhost");
    const target = siteRegions[siteRegions.length - 1];
    expect((await callRoute(setRegion, { path: "/api/v2/user/set-region", token, body: { id: target.id } })).status).toBe(200);
    const res = await callRoute<TInfo>(info, { path: "/api/v1/info", token });
    expect(res.json.region).toEqual({ id: target.id, name: target.name });
  });

  it("keeps every site to itself", async () => {
    const res = await callRoute<TInfo>(info, { host: "second.localhost", path: "/api/v1/info" });
    expect(res.json.name).toBe("СтройСнаб Про");
    const secondRegions = await regionsOf("second.localhost");
    expect(res.json.regions.map((r) => r.id)).toEqual(secondRegions.map((r) => r.id));
    expect(res.json.config.chatButton).toBeNull();
  });

  it("refuses a token of another site and an unknown host", async () => {
    const token = await tokenFor("buyer@demo.test", "localhost");
    expect((await callRoute(info, { host: "second.localhost", path: "/api/v1/info", token })).status).toBe(401);
    expect((await callRoute(info, { host: "nosuch.localhost", path: "/api/v1/info" })).status).toBe(404);
  });
});

describe("GET /api/v2/settings", () => {
  it("answers the site's public configuration, never cached", async () => {
    const res = await callRoute<{
      host: string;
      url: string;
      marketUrl: string | null;
      locales: string[];
      signup: { captcha: { enabled: boolean; key: string | null; provider: string }; fields: { name: string; enabled: boolean; required: boolean }[] };
    }>(settings, { host: "localhost:3000", path: "/api/v2/settings" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.host).toBe("localhost");
    expect(res.json.url).toBe("http://localhost:3000");
    expect(res.json.signup.captcha).toEqual({ enabled: expect.any(Boolean), key: null, provider: expect.any(String) });
    const fields = Object.fromEntries(res.json.signup.fields.map((f) => [f.name, f]));
    for (const name of ["email", "password", "repeatPassword", "regionId"]) expect(fields[name]).toEqual({ name, enabled: true, required: true });
    for (const name of ["emailAgreedForMarketing", "isIndividual", "companyName", "inn", "jobPosition", "city", "kindOfActivity", "commodityGroup", "loyaltyCardNumber", "promoCode"]) {
      expect(fields[name]).toEqual(expect.objectContaining({ required: false }));
    }
  });

  it("is each site's own", async () => {
    const res = await callRoute<{ host: string; url: string }>(settings, { host: "second.localhost", path: "/api/v2/settings" });
    expect(res.json).toEqual(expect.objectContaining({ host: "second.localhost", url: "http://second.localhost:3000" }));
  });
});

describe("cookie consent", () => {
  const visitor = "9b2f6c1e-4d3a-4e8f-9a41-0c5d2b7e8f10";

  it("is not accepted until the visitor accepts it, then stays accepted for that visitor only", async () => {
    const before = await callRoute(cookieCheck, { path: "/api/v2/cookie/check", headers: { "user-uuid": visitor } });
    expect(before.json).toEqual({ accepted: false });
    const accept = await callRoute(cookieAccept, { path: "/api/v2/cookie/accept", method: "POST", headers: { "user-uuid": visitor } });
    expect(accept.status).toBe(200);
    expect(accept.json).toEqual({ accepted: true });
    expect((await callRoute(cookieAccept, { path: "/api/v2/cookie/accept", method: "POST", headers: { "user-uuid": visitor } })).json).toEqual({ accepted: true });
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check", headers: { "user-uuid": visitor } })).json).toEqual({ accepted: true });
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check", headers: { "user-uuid": "another-visitor" } })).json).toEqual({ accepted: false });
    expect((await callRoute(cookieCheck, { host: "second.localhost", path: "/api/v2/cookie/check", headers: { "user-uuid": visitor } })).json).toEqual({ accepted: false });
  });

  it("answers false without a visitor id and refuses to accept without one", async () => {
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check" })).json).toEqual({ accepted: false });
    const res = await callRoute<{ message: string; errors: Record<string, string[]> }>(cookieAccept, { path: "/api/v2/cookie/accept", method: "POST" });
    expect(res.status).toBe(400);
    expect(res.json.errors["User-Uuid"]).toHaveLength(1);
  });

  it("refuses a malformed visitor id", async () => {
    const bad = { "user-uuid": "<script>alert(1)</script>" };
    expect((await callRoute(cookieAccept, { path: "/api/v2/cookie/accept", method: "POST", headers: bad })).status).toBe(400);
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check", headers: bad })).status).toBe(400);
  });

  it("follows a signed-in user to another browser", async () => {
    const token = await tokenFor("multi@demo.test");
    expect((await callRoute(cookieAccept, { path: "/api/v2/cookie/accept", method: "POST", token, headers: { "user-uuid": "laptop-1" } })).status).toBe(200);
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check", token, headers: { "user-uuid": "phone-2" } })).json).toEqual({ accepted: true });
    expect((await callRoute(cookieCheck, { path: "/api/v2/cookie/check", headers: { "user-uuid": "phone-2" } })).json).toEqual({ accepted: false });
  });
});

describe("GET /api/v2/translations/{locale}", () => {
  type TTree = { common: { catalog: string }; user: { errors: { regionChangeFailed: string } } };

  it("answers the bundled messages of each language", async () => {
    const ru = await callRoute<TTree>(translationsOf, { path: "/api/v2/translations/ru", params: { locale: "ru" } });
    expect(ru.status).toBe(200);
    expect(ru.json.common.catalog).toBe("Каталог");
    expect(ru.json.user.errors.regionChangeFailed).toBe("Ошибка при смене региона");
    const en = await callRoute<TTree>(translationsOf, { path: "/api/v2/translations/en", params: { locale: "en" } });
    expect(en.json.common.catalog).not.toBe("Каталог");
    const uz = await callRoute<TTree>(translationsOf, { path: "/api/v2/translations/uz", params: { locale: "uz" } });
    expect(uz.status).toBe(200);
  });

  it("lets the site's own texts win, on that site only", async () => {
    const site = await siteOf("localhost");
    await getDb()
      .insert(translations)
      .values([
        { siteId: site.id, locale: "ru", key: "common.catalog", value: "Наши товары" },
        { siteId: site.id, locale: "ru", key: "user.custom.greeting", value: "Здравствуйте" },
        // A key that would replace a whole namespace with a string is ignored.
        { siteId: site.id, locale: "ru", key: "errors", value: "сломано" },
      ]);
    const ru = await callRoute<TTree & { user: { custom: { greeting: string } }; errors: unknown }>(translationsOf, { path: "/api/v2/translations/ru", params: { locale: "ru" } });
    expect(ru.json.common.catalog).toBe("Наши товары");
    expect(ru.json.user.custom.greeting).toBe("Здравствуйте");
    expect(typeof ru.json.errors).toBe("object");
    const en = await callRoute<TTree>(translationsOf, { path: "/api/v2/translations/en", params: { locale: "en" } });
    expect(en.json.common.catalog).not.toBe("Наши товары");
    const second = await callRoute<TTree>(translationsOf, { host: "second.localhost", path: "/api/v2/translations/ru", params: { locale: "ru" } });
    expect(second.json.common.catalog).toBe("Каталог");
    await getDb().delete(translations).where(and(eq(translations.siteId, site.id), eq(translations.locale, "ru")));
  });

  it("answers 404 for a language the app does not have", async () => {
    for (const locale of ["de", "xx", "ru-RU", ""]) {
      const res = await callRoute(translationsOf, { path: `/api/v2/translations/${locale}`, params: { locale } });
      expect(res.status).toBe(404);
    }
  });
});
