import { and, eq } from "drizzle-orm";
import { GET as currentUser } from "@/app/api/v1/user/current-user/route";
import { GET as companyInfo } from "@/app/api/v1/user/company/route";
import { GET as companyList } from "@/app/api/v1/user/company-list/route";
import { POST as setCompany } from "@/app/api/v1/user/set-company/route";
import { POST as closeMessage } from "@/app/api/v1/user/close-information-message/route";
import { POST as setRegion } from "@/app/api/v2/user/set-region/route";
import { DELETE as deleteUser } from "@/app/api/v2/user/route";
import { GET as profile } from "@/app/api/v1/profile/route";
import { createSession } from "@/lib/server/auth/create-session";
import { getDb } from "@/lib/server/db/client";
import { companies, companyMembers, infoMessages, regions, sessions, users } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { callRoute, tokenFor } from "../helpers/call-route";

type TUser = {
  id: number;
  uuid: string;
  publicIdentity: string;
  phone: string | null;
  email: string | null;
  Group: string | null;
  region: { id: number; name: string } | null;
  regionId: number | null;
  companyId: number | null;
  companyName: string | null;
  role: string | null;
  hasMultiCompany: boolean;
  multipleCompanies: boolean;
  isIndividual: boolean;
  informationMessages: { id: number; text: string }[];
};
type TError = { message: string; errors?: Record<string, string[]> };

async function siteOf(host: string) {
  const site = await resolveSite(host);
  if (!site) throw new Error(`no site ${host}`);
  return site;
}

async function userOf(email: string, host = "localhost") {
  const site = await siteOf(host);
  const [user] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return user;
}

async function membershipsOf(email: string, host = "localhost") {
  const user = await userOf(email, host);
  return getDb()
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, user.id))
    .orderBy(companies.name, companies.id);
}

describe("user calls without a valid session", () => {
  const calls = [
    { name: "current-user", handler: currentUser, path: "/api/v1/user/current-user" },
    { name: "company", handler: companyInfo, path: "/api/v1/user/company" },
    { name: "company-list", handler: companyList, path: "/api/v1/user/company-list" },
    { name: "set-company", handler: setCompany, path: "/api/v1/user/set-company", body: { id: 1 } },
    { name: "close-information-message", handler: closeMessage, path: "/api/v1/user/close-information-message", body: { id: 1 } },
    { name: "set-region", handler: setRegion, path: "/api/v2/user/set-region", body: { id: 1 } },
    { name: "delete", handler: deleteUser, path: "/api/v2/user", method: "DELETE" },
  ];

  it.each(calls)("$name answers 401 without a token, with a bad one and with another site's", async ({ handler, path, body, method }) => {
    expect((await callRoute(handler, { path, body, method })).status).toBe(401);
    expect((await callRoute(handler, { path, body, method, token: "not-a-token" })).status).toBe(401);
    const foreign = await tokenFor("buyer@demo.test", "localhost");
    expect((await callRoute(handler, { host: "second.localhost", path, body, method, token: foreign })).status).toBe(401);
  });
});

describe("GET /api/v1/user/current-user", () => {
  it("describes the signed-in buyer and the active company", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(res.status).toBe(200);
    const seeded = await userOf("buyer@demo.test");
    expect(res.json).toEqual(
      expect.objectContaining({
        id: seeded.id,
        uuid: seeded.uuid,
        email: "buyer@demo.test",
        phone: "+79000000001",
        Group: seeded.position,
        hasMultiCompany: false,
        multipleCompanies: false,
        isIndividual: false,
      }),
    );
    expect(res.json.companyName).toContain("Ромашка");
    expect(res.json.publicIdentity).toBe([seeded.lastName, seeded.firstName].filter(Boolean).join(" ") || "buyer@demo.test");
    expect(res.json.role).toMatch(/^(Administrator|Manager|buyer)$/);
    expect(res.json.regionId).toBe(res.json.region?.id ?? null);
  });

  it("says a user of two companies has several", async () => {
    const token = await tokenFor("multi@demo.test");
    const res = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(res.json.hasMultiCompany).toBe(true);
    expect(res.json.multipleCompanies).toBe(true);
  });

  it("answers the second site's buyer with that site's account", async () => {
    const token = await tokenFor("buyer@demo.test", "second.localhost");
    const res = await callRoute<TUser>(currentUser, { host: "second.localhost", path: "/api/v1/user/current-user", token });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe((await userOf("buyer@demo.test", "second.localhost")).id);
    expect(res.json.id).not.toBe((await userOf("buyer@demo.test")).id);
  });
});

describe("information messages", () => {
  it("shows active messages until the user closes them", async () => {
    const site = await siteOf("localhost");
    const second = await siteOf("second.localhost");
    const [shown] = await getDb().insert(infoMessages).values({ siteId: site.id, text: "Склад не работает 1 мая" }).returning();
    const [hidden] = await getDb().insert(infoMessages).values({ siteId: site.id, text: "Старое", isActive: false }).returning();
    const [foreign] = await getDb().insert(infoMessages).values({ siteId: second.id, text: "Чужое" }).returning();
    const token = await tokenFor("buyer@demo.test");
    const before = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    const ids = before.json.informationMessages.map((m) => m.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(foreign.id);

    const closed = await callRoute(closeMessage, { path: "/api/v1/user/close-information-message", token, body: { id: shown.id } });
    expect(closed.status).toBe(200);
    expect(closed.json).toEqual({ success: true });
    expect((await callRoute(closeMessage, { path: "/api/v1/user/close-information-message", token, body: { id: shown.id } })).status).toBe(200);
    const after = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(after.json.informationMessages.map((m) => m.id)).not.toContain(shown.id);
    // Another user still sees it.
    const other = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token: await tokenFor("multi@demo.test") });
    expect(other.json.informationMessages.map((m) => m.id)).toContain(shown.id);
  });

  it("answers 404 for another site's message and 400 for a bad id", async () => {
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().insert(infoMessages).values({ siteId: second.id, text: "Чужое" }).returning();
    const token = await tokenFor("buyer@demo.test");
    expect((await callRoute(closeMessage, { path: "/api/v1/user/close-information-message", token, body: { id: foreign.id } })).status).toBe(404);
    const bad = await callRoute<TError>(closeMessage, { path: "/api/v1/user/close-information-message", token, body: { id: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.id).toBeDefined();
    expect((await callRoute<TError>(closeMessage, { path: "/api/v1/user/close-information-message", token, body: {} })).json.errors?.id).toBeDefined();
  });
});

describe("GET /api/v1/user/company", () => {
  it("answers the active company with money as decimal strings", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await callRoute<Record<string, unknown> & { legalEntities: { inn: string; kpp: string | null; name: string }[]; managers: { name: string }[] }>(companyInfo, {
      path: "/api/v1/user/company",
      token,
    });
    expect(res.status).toBe(200);
    expect(String(res.json.name)).toContain("Ромашка");
    for (const key of ["creditSum", "receivables", "overdueReceivables", "balance", "bonus"]) expect(res.json[key]).toMatch(/^-?\d+\.\d{2}$/);
    for (const key of ["overdueDuration", "deferralDays"]) expect(Number.isInteger(res.json[key])).toBe(true);
    expect(res.json.legalEntities.length).toBeGreaterThan(0);
    expect(res.json.legalEntities[0]).toEqual(expect.objectContaining({ inn: expect.stringMatching(/^\d{10}(\d{2})?$/), name: expect.any(String) }));
    expect(Array.isArray(res.json.managers)).toBe(true);
    expect(res.json).toHaveProperty("priceType");
  });
});

describe("company list and switching", () => {
  it("pages the user's companies and filters them by name", async () => {
    const token = await tokenFor("multi@demo.test");
    const mine = await membershipsOf("multi@demo.test");
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const all = await callRoute<{ items: { id: number; name: string }[]; meta: Record<string, number> }>(companyList, { path: "/api/v1/user/company-list", token });
    expect(all.status).toBe(200);
    expect(all.json.items).toEqual(mine.map((c) => ({ id: c.id, name: c.name })));
    expect(all.json.meta).toEqual({ currentPage: 1, pageCount: 1, totalCount: mine.length, perPage: 20 });

    const page2 = await callRoute<{ items: { id: number }[]; meta: Record<string, number> }>(companyList, { path: "/api/v1/user/company-list", token, query: { page: "2", "per-page": "1" } });
    expect(page2.json.items).toEqual([{ id: mine[1].id, name: mine[1].name }]);
    expect(page2.json.meta).toEqual({ currentPage: 2, pageCount: mine.length, totalCount: mine.length, perPage: 1 });

    const word = mine[1].name.replace(/^(ООО|АО|ПАО|ИП)\s+/, "").replace(/["«»]/g, "").slice(0, 4).toUpperCase();
    const filtered = await callRoute<{ items: { id: number }[]; meta: { totalCount: number } }>(companyList, { path: "/api/v1/user/company-list", token, query: { "filters[name]": word } });
    expect(filtered.json.items.map((i) => i.id)).toContain(mine[1].id);
    expect(filtered.json.items.every((i) => mine.some((c) => c.id === i.id))).toBe(true);
    const none = await callRoute<{ items: unknown[]; meta: { totalCount: number; pageCount: number } }>(companyList, { path: "/api/v1/user/company-list", token, query: { "filters[name]": "%_нет такой_%" } });
    expect(none.json.items).toEqual([]);
    expect(none.json.meta.totalCount).toBe(0);
  });

  it("adds only the fields asked for", async () => {
    const token = await tokenFor("multi@demo.test");
    const res = await callRoute<{ items: Record<string, unknown>[] }>(companyList, { path: "/api/v1/user/company-list", token, query: { fields: "inn,balance,isActive" } });
    for (const item of res.json.items) {
      expect(Object.keys(item).sort()).toEqual(["balance", "id", "inn", "isActive", "name"]);
      expect(item.balance).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(res.json.items.filter((i) => i.isActive)).toHaveLength(1);
  });

  it("refuses bad paging and unknown fields", async () => {
    const token = await tokenFor("multi@demo.test");
    const queries: Record<string, string>[] = [{ page: "0" }, { page: "x" }, { "per-page": "1000" }, { fields: "id,password" }];
    for (const query of queries) {
      const res = await callRoute<TError>(companyList, { path: "/api/v1/user/company-list", token, query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors ?? {})).toHaveLength(1);
    }
  });

  it("switches the active company of a user of two", async () => {
    const token = await tokenFor("multi@demo.test");
    const before = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    const mine = await membershipsOf("multi@demo.test");
    const other = mine.find((c) => c.id !== before.json.companyId);
    if (!other) throw new Error("multi@demo.test needs two companies");
    const res = await callRoute(setCompany, { path: "/api/v1/user/set-company", token, body: { id: other.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ company: { id: other.id, name: other.name } });
    const after = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(after.json.companyId).toBe(other.id);
    expect(after.json.companyName).toBe(other.name);
    const company = await callRoute<{ id: number }>(companyInfo, { path: "/api/v1/user/company", token });
    expect(company.json.id).toBe(other.id);
  });

  it("refuses a company the user is not in, another site's company and a bad id", async () => {
    const token = await tokenFor("buyer@demo.test");
    const before = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    const notMine = (await membershipsOf("multi@demo.test")).find((c) => c.id !== before.json.companyId);
    const foreign = (await membershipsOf("buyer@demo.test", "second.localhost"))[0];
    for (const id of [notMine?.id, foreign.id, 999_999]) {
      const res = await callRoute<TError>(setCompany, { path: "/api/v1/user/set-company", token, body: { id } });
      expect(res.status).toBe(404);
    }
    const bad = await callRoute<TError>(setCompany, { path: "/api/v1/user/set-company", token, body: { id: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.id).toBeDefined();
    const after = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(after.json.companyId).toBe(before.json.companyId);
  });
});

describe("POST /api/v2/user/set-region", () => {
  it("sets one of the site's regions", async () => {
    const site = await siteOf("localhost");
    const siteRegions = await getDb().select().from(regions).where(eq(regions.siteId, site.id)).orderBy(regions.id);
    const target = siteRegions[1];
    const token = await tokenFor("multi@demo.test");
    const res = await callRoute(setRegion, { path: "/api/v2/user/set-region", token, body: { id: target.id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ region: { id: target.id, name: target.name } });
    const user = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token });
    expect(user.json.region).toEqual({ id: target.id, name: target.name });
    expect(user.json.regionId).toBe(target.id);
  });

  it("answers another site's region with 404 and the spec's text, a bad id with a field error; nothing changes", async () => {
    const token = await tokenFor("buyer@demo.test");
    const before = (await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token })).json.regionId;
    const second = await siteOf("second.localhost");
    const [foreign] = await getDb().select().from(regions).where(eq(regions.siteId, second.id)).limit(1);
    const res = await callRoute<TError>(setRegion, { path: "/api/v2/user/set-region", token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Ошибка при смене региона");
    for (const body of [{ id: "moscow" }, { id: -1 }, {}]) {
      const bad = await callRoute<TError>(setRegion, { path: "/api/v2/user/set-region", token, body });
      expect(bad.status).toBe(400);
      expect(bad.json.errors?.id).toBeDefined();
    }
    expect((await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token })).json.regionId).toBe(before);
  });

  it("answers a retried request with the first answer", async () => {
    const site = await siteOf("localhost");
    const [first, second] = await getDb().select().from(regions).where(eq(regions.siteId, site.id)).orderBy(regions.id).limit(2);
    const token = await tokenFor("individual@demo.test");
    const headers = { "x-request-id": "set-region-retry-1" };
    const a = await callRoute(setRegion, { path: "/api/v2/user/set-region", token, headers, body: { id: first.id } });
    const b = await callRoute(setRegion, { path: "/api/v2/user/set-region", token, headers, body: { id: second.id } });
    expect(b.json).toEqual(a.json);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect((await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token })).json.regionId).toBe(first.id);
  });
});

describe("DELETE /api/v2/user", () => {
  it("revokes every session and anonymises the person, while the company stays", async () => {
    const site = await siteOf("localhost");
    const buyerCompanies = await membershipsOf("buyer@demo.test");
    const [leaver] = await getDb()
      .insert(users)
      .values({ siteId: site.id, email: "leaver@demo.test", phone: "9000000777", passwordHash: "x", firstName: "Иван", lastName: "Уходящий", city: "Тула" })
      .returning();
    await getDb().insert(companyMembers).values({ siteId: site.id, companyId: buyerCompanies[0].id, userId: leaver.id, role: "buyer" });
    const a = (await createSession({ site }, { userId: leaver.id, rememberMe: false })).token;
    const b = (await createSession({ site }, { userId: leaver.id, rememberMe: true })).token;

    const res = await callRoute(deleteUser, { path: "/api/v2/user", method: "DELETE", token: a });
    expect(res.status).toBe(200);
    for (const token of [a, b]) {
      expect((await callRoute(currentUser, { path: "/api/v1/user/current-user", token })).status).toBe(401);
      expect((await callRoute(profile, { path: "/api/v1/profile", token })).status).toBe(401);
    }
    const [row] = await getDb().select().from(users).where(eq(users.id, leaver.id));
    expect(row).toEqual(expect.objectContaining({ isDeleted: true, email: null, phone: null, passwordHash: null, firstName: null, lastName: null, middleName: null, city: null }));
    const live = await getDb().select().from(sessions).where(and(eq(sessions.userId, leaver.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const [company] = await getDb().select().from(companies).where(eq(companies.id, buyerCompanies[0].id));
    expect(company).toBeDefined();
    const buyer = await callRoute<TUser>(currentUser, { path: "/api/v1/user/current-user", token: await tokenFor("buyer@demo.test") });
    expect(buyer.status).toBe(200);
    expect(buyer.json.companyId).toBe(company.id);
  });
});
