// My company's calls (docs/api.md «My company»): the active company's delivery addresses — list, add,
// edit, make default, delete — and its members. Every call works on the caller's active company only:
// another company's or site's address is 404 and stays as it was.
import { and, eq } from "drizzle-orm";
import { GET as listAddresses, POST as createAddress } from "@/app/api/v1/company/addresses/route";
import { DELETE as deleteAddress, PUT as updateAddress } from "@/app/api/v1/company/addresses/[id]/route";
import { POST as invite } from "@/app/api/v1/company/invitations/route";
import { GET as listMembers } from "@/app/api/v1/company/members/route";
import { GET as checkout } from "@/app/api/v1/order/checkout/route";
import { GET as company } from "@/app/api/v1/user/company/route";
import { ZCompanyMembers, ZDeliveryAddressList } from "@/lib/contracts/company";
import { ZCompanyAddress, ZCompanyInfo } from "@/lib/contracts/user";
import { createSession } from "@/lib/server/auth/create-session";
import { getDb } from "@/lib/server/db/client";
import { companies, companyMembers, deliveryAddresses, users } from "@/lib/server/db/schema";
import { siteOf } from "../helpers/auth-helpers";
import { callRoute, tokenFor } from "../helpers/call-route";

type TError = { message: string; errors?: Record<string, string[]> };
type TAddress = { id: number; address: string; city: string | null; comment: string | null; isDefault: boolean };

let made = 0;
/** A new company on a site with one member (the role given) signed in: its addresses start empty. */
async function freshCompany(role: "Administrator" | "Manager" | "buyer" = "buyer", host = "localhost") {
  const site = await siteOf(host);
  made += 1;
  const db = getDb();
  const [row] = await db.insert(companies).values({ siteId: site.id, name: `ООО "Проверка ${made}"` }).returning();
  const [user] = await db
    .insert(users)
    .values({ siteId: site.id, email: `office-${made}-${Date.now()}@demo.test`, lastName: "Сотрудник", firstName: `№${made}`, activeCompanyId: row.id })
    .returning();
  await db.insert(companyMembers).values({ siteId: site.id, companyId: row.id, userId: user.id, role });
  const token = (await createSession({ site }, { userId: user.id, rememberMe: false })).token;
  return { site, companyId: row.id, user, token, host };
}

const list = async (token: string, host = "localhost") => {
  const res = await callRoute<{ items: TAddress[] }>(listAddresses, { host, path: "/api/v1/company/addresses", token });
  expect(res.status).toBe(200);
  return ZDeliveryAddressList.parse(res.json).items;
};
const create = (token: string, body: unknown, options: { host?: string; headers?: Record<string, string> } = {}) =>
  callRoute<TAddress & TError>(createAddress, { host: options.host, path: "/api/v1/company/addresses", token, body, headers: options.headers });
const update = (token: string, id: number | string, body: unknown, host = "localhost") =>
  callRoute<TAddress & TError>(updateAddress, { host, method: "PUT", path: `/api/v1/company/addresses/${id}`, params: { id: String(id) }, token, body });
const remove = (token: string, id: number | string, host = "localhost") =>
  callRoute<TError & { success?: boolean }>(deleteAddress, { host, method: "DELETE", path: `/api/v1/company/addresses/${id}`, params: { id: String(id) }, token });

describe("delivery addresses of the active company", () => {
  it("adds addresses (the first becomes the default), edits one, makes another the default and deletes", async () => {
    const { token } = await freshCompany();
    expect(await list(token)).toEqual([]);

    const first = await create(token, { address: "  г. Тула, ул. Ленина, д. 1  ", city: "Тула", comment: "Въезд со двора" });
    expect(first.status).toBe(201);
    expect(ZCompanyAddress.parse(first.json)).toEqual({ id: expect.any(Number), address: "г. Тула, ул. Ленина, д. 1", city: "Тула", comment: "Въезд со двора", isDefault: true });
    const second = await create(token, { address: "г. Тула, пр. Ленина, д. 50", city: "", comment: null });
    expect(second.status).toBe(201);
    expect(second.json).toEqual(expect.objectContaining({ city: null, comment: null, isDefault: false }));
    expect((await list(token)).map((a) => a.id)).toEqual([first.json.id, second.json.id]);

    const edited = await update(token, second.json.id, { address: "г. Тула, пр. Ленина, д. 52", comment: "Склад 3" });
    expect(edited.status).toBe(200);
    expect(edited.json).toEqual(expect.objectContaining({ id: second.json.id, address: "г. Тула, пр. Ленина, д. 52", city: null, comment: "Склад 3", isDefault: false }));

    // Making the second the default leaves exactly one default, listed first — also at checkout and in the company.
    expect((await update(token, second.json.id, { isDefault: true })).json.isDefault).toBe(true);
    const after = await list(token);
    expect(after.map((a) => [a.id, a.isDefault])).toEqual([
      [second.json.id, true],
      [first.json.id, false],
    ]);
    const options = await callRoute<{ deliveryAddresses: TAddress[] }>(checkout, { path: "/api/v1/order/checkout", token });
    expect(options.status).toBe(200);
    expect(options.json.deliveryAddresses).toEqual(after);
    const info = await callRoute(company, { path: "/api/v1/user/company", token });
    expect(ZCompanyInfo.parse(info.json).deliveryAddresses).toEqual(after);

    // A new address asked to be the default takes it over.
    const third = await create(token, { address: "г. Тула, ул. Мира, д. 3", isDefault: true });
    expect((await list(token)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.json.id]);

    const deleted = await remove(token, first.json.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect((await list(token)).map((a) => a.id)).toEqual([third.json.id, second.json.id]);
    expect((await remove(token, first.json.id)).status).toBe(404);
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const { token } = await freshCompany();
    const created = await create(token, { address: "г. Тула, ул. Ленина, д. 1" });
    const cases: [unknown, string][] = [
      [{}, "address"],
      [{ address: "Тула" }, "address"],
      [{ address: "д".repeat(10_000) }, "address"],
      [{ address: 12345 }, "address"],
      [{ address: "г. Тула, ул. Ленина, д. 2", city: "Т".repeat(101) }, "city"],
      [{ address: "г. Тула, ул. Ленина, д. 2", comment: "к".repeat(501) }, "comment"],
      [{ address: "г. Тула, ул. Ленина, д. 2", isDefault: "yes" }, "isDefault"],
    ];
    for (const [body, field] of cases) {
      const res = await create(token, body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Проверьте правильность заполнения полей");
      expect(res.json.errors?.[field]?.length).toBeGreaterThan(0);
    }
    const updates: [unknown, string][] = [
      [{}, "address"],
      [{ isDefault: false }, "isDefault"],
      [{ address: "" }, "address"],
      [{ city: "Т".repeat(10_000) }, "city"],
    ];
    for (const [body, field] of updates) {
      const res = await update(token, created.json.id, body);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]?.length).toBeGreaterThan(0);
    }
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await update(token, id, { city: "Тула" })).status).toBe(400);
      expect((await remove(token, id)).status).toBe(400);
    }
    expect(await list(token)).toEqual([created.json]);
  });

  it("answers 404 for another company's or another site's address and leaves it as it was", async () => {
    const mine = await freshCompany();
    const theirs = await freshCompany();
    const otherSite = await freshCompany("buyer", "second.localhost");
    const their = (await create(theirs.token, { address: "г. Тула, ул. Чужая, д. 1" })).json;
    const foreign = (await create(otherSite.token, { address: "г. Казань, ул. Другая, д. 2" }, { host: "second.localhost" })).json;
    for (const id of [their.id, foreign.id, 2_000_000_000]) {
      const edit = await update(mine.token, id, { address: "г. Тула, ул. Захваченная, д. 9", isDefault: true });
      expect(edit.status).toBe(404);
      expect(edit.json.message).toBe("Адрес не найден");
      expect((await remove(mine.token, id)).status).toBe(404);
    }
    // The other site's address asked on its own host with this site's token: the token is unknown there.
    expect((await update(mine.token, foreign.id, { city: "Казань" }, "second.localhost")).status).toBe(401);
    expect(await list(theirs.token)).toEqual([their]);
    expect(await list(otherSite.token, "second.localhost")).toEqual([foreign]);
    expect(await list(mine.token)).toEqual([]);
  });

  it("follows the active company: a member of two companies edits the one chosen, never the other", async () => {
    const a = await freshCompany();
    const b = await freshCompany();
    const db = getDb();
    await db.insert(companyMembers).values({ siteId: a.site.id, companyId: b.companyId, userId: a.user.id, role: "buyer" });
    const ofB = (await create(b.token, { address: "г. Тула, ул. Второй компании, д. 2" })).json;
    // Active company A: B's address is not reachable.
    expect((await remove(a.token, ofB.id)).status).toBe(404);
    await db.update(users).set({ activeCompanyId: b.companyId }).where(eq(users.id, a.user.id));
    expect((await update(a.token, ofB.id, { comment: "Теперь можно" })).status).toBe(200);
    expect((await list(a.token)).map((x) => x.id)).toEqual([ofB.id]);
  });

  it("answers 401 without a token and 404 for a user without a company", async () => {
    expect((await callRoute(listAddresses, { path: "/api/v1/company/addresses" })).status).toBe(401);
    expect((await create("", { address: "г. Тула, ул. Ленина, д. 1" })).status).toBe(401);
    expect((await callRoute(listMembers, { path: "/api/v1/company/members" })).status).toBe(401);
    const site = await siteOf("localhost");
    const [loner] = await getDb().insert(users).values({ siteId: site.id, email: `loner-${Date.now()}@demo.test` }).returning();
    const token = (await createSession({ site }, { userId: loner.id, rememberMe: false })).token;
    const res = await callRoute<TError>(listAddresses, { path: "/api/v1/company/addresses", token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Компания не найдена");
    expect((await create(token, { address: "г. Тула, ул. Ленина, д. 1" })).status).toBe(404);
    expect((await callRoute(listMembers, { path: "/api/v1/company/members", token })).status).toBe(404);
  });

  it("adds once when the same X-Request-Id is retried", async () => {
    const { token, site, companyId } = await freshCompany();
    const headers = { "x-request-id": `office-retry-${Date.now()}` };
    const first = await create(token, { address: "г. Тула, ул. Повторная, д. 1" }, { headers });
    const again = await create(token, { address: "г. Тула, ул. Повторная, д. 1" }, { headers });
    expect(again.json).toEqual(first.json);
    const rows = await getDb().select().from(deliveryAddresses).where(and(eq(deliveryAddresses.siteId, site.id), eq(deliveryAddresses.companyId, companyId)));
    expect(rows).toHaveLength(1);
  });
});

describe("GET /api/v1/company/members", () => {
  it("lists the active company's people and roles; only an Administrator may invite", async () => {
    const admin = await tokenFor("admin@demo.test");
    const res = await callRoute(listMembers, { path: "/api/v1/company/members", token: admin });
    expect(res.status).toBe(200);
    const members = ZCompanyMembers.parse(res.json);
    expect(members.canInvite).toBe(true);
    expect(members.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "admin@demo.test", role: "Administrator", isMe: true }),
        expect.objectContaining({ email: "buyer@demo.test", isMe: false }),
        expect.objectContaining({ email: "manager@demo.test", role: "Manager" }),
      ]),
    );
    expect(members.items.some((m) => m.email === "individual@demo.test")).toBe(false);

    const buyer = ZCompanyMembers.parse((await callRoute(listMembers, { path: "/api/v1/company/members", token: await tokenFor("buyer@demo.test") })).json);
    expect(buyer.canInvite).toBe(false);
    expect(buyer.items.map((m) => m.id).sort()).toEqual(members.items.map((m) => m.id).sort());
    // What the screen hides, the call refuses.
    const refused = await callRoute<TError>(invite, { path: "/api/v1/company/invitations", token: await tokenFor("buyer@demo.test"), body: { email: "colleague@example.com" } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Приглашать сотрудников может только администратор компании");
  });

  it("lists only the company's own members: another site's company is not seen", async () => {
    const fresh = await freshCompany("Administrator");
    const res = ZCompanyMembers.parse((await callRoute(listMembers, { path: "/api/v1/company/members", token: fresh.token })).json);
    expect(res.items).toEqual([{ id: fresh.user.id, name: `Сотрудник №${made}`, email: fresh.user.email, phone: null, role: "Administrator", isMe: true }]);
    const other = ZCompanyMembers.parse((await callRoute(listMembers, { host: "second.localhost", path: "/api/v1/company/members", token: await tokenFor("buyer@demo.test", "second.localhost") })).json);
    expect(other.items.some((m) => m.id === fresh.user.id)).toBe(false);
  });
});
