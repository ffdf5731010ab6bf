import { and, eq } from "drizzle-orm";
import { POST as createRoute } from "@/app/api/v1/company/invitations/route";
import { POST as acceptRoute } from "@/app/api/v2/user/signin-by-invitation/route";
import { createInvitation } from "@/lib/server/auth/create-invitation";
import { findCompanyByInn } from "@/lib/server/auth/find-company-by-inn";
import { getDb } from "@/lib/server/db/client";
import { companyMembers, invitations, legalEntities, outbox, users } from "@/lib/server/db/schema";
import { deliverOutbox, waitForOutboxDelivery } from "@/lib/server/outbox/deliver-outbox";
import { callRoute, tokenFor } from "../helpers/call-route";
import { freshIp, siteOf } from "../helpers/auth-helpers";

type TCreated = { invitation: string; code: string; url: string; expiresAt: string; message: string };

const create = (token: string | undefined, body: unknown, headers: Record<string, string> = {}, host = "localhost") =>
  callRoute<TCreated & { message: string }>(createRoute, { host, path: "/api/v1/company/invitations", body, token, headers });
const accept = (body: unknown, host = "localhost") => callRoute(acceptRoute, { host, path: "/api/v2/user/signin-by-invitation", body, headers: freshIp() });

async function userOf(email: string, host = "localhost") {
  const site = await siteOf(host);
  const [user] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return user;
}

async function invitationCount() {
  return (await getDb().select({ id: invitations.id }).from(invitations)).length;
}

describe("POST /api/v1/company/invitations", () => {
  it("builds the mailed link from the site's own host, never from X-Forwarded-Host", async () => {
    const token = await tokenFor("admin@demo.test");
    const res = await create(token, { email: "forwarded.host@example.com" }, { "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" });
    expect(res.status).toBe(200);
    expect(res.json.url).toBe(`https://localhost/user/signin-by-invitation?invitation=${res.json.invitation}`);
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.recipient, "forwarded.host@example.com"));
    expect(mail.body).not.toContain("evil.test");
  });

  it("lets an Administrator invite into the active company and mails the link and code", async () => {
    const token = await tokenFor("admin@demo.test");
    const res = await create(token, { email: "Colleague@Example.com" });
    expect(res.status).toBe(200);
    expect(res.json.code).toMatch(/^\d{6}$/);
    expect(res.json.url).toBe(`http://localhost/user/signin-by-invitation?invitation=${res.json.invitation}`);
    const days = (new Date(res.json.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.recipient, "colleague@example.com"));
    expect(mail.body).toContain(res.json.url);
    expect(mail.body).toContain(res.json.code);
    await waitForOutboxDelivery();
    const [sent] = await getDb().select().from(outbox).where(eq(outbox.id, mail.id));
    expect(sent.sentAt).not.toBeNull();
  });

  it("answers 403 to a member who is not an Administrator, 401 without a token", async () => {
    const before = await invitationCount();
    const manager = await create(await tokenFor("manager@demo.test"), { email: "x@example.com" });
    expect(manager.status).toBe(403);
    expect(manager.json.message).toBe("Приглашать сотрудников может только администратор компании");
    expect((await create(undefined, { email: "x@example.com" })).status).toBe(401);
    expect(await invitationCount()).toBe(before);
  });

  it("answers 401 to a token of another site", async () => {
    const token = await tokenFor("buyer@demo.test", "localhost");
    expect((await create(token, { email: "x@example.com" }, {}, "second.localhost")).status).toBe(401);
  });

  it("refuses a bad e-mail with a field error", async () => {
    const before = await invitationCount();
    const res = await create(await tokenFor("admin@demo.test"), { email: "not-an-email", role: "buyer" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errors: { email: ["Введите корректный e-mail"] } });
    const badRole = await create(await tokenFor("admin@demo.test"), { email: "ok@example.com", role: "Owner" });
    expect(badRole.status).toBe(400);
    expect(await invitationCount()).toBe(before);
  });

  it("creates one invitation for a retried request with the same X-Request-Id", async () => {
    const token = await tokenFor("admin@demo.test");
    const before = await invitationCount();
    const headers = { "x-request-id": "invite-retry-1" };
    const first = await create(token, { email: "retry@example.com" }, headers);
    const second = await create(token, { email: "retry@example.com" }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await invitationCount()).toBe(before + 1);
  });
});

describe("POST /api/v2/user/signin-by-invitation", () => {
  it("creates the invited person, adds them to the company and signs in; the invitation is single-use", async () => {
    const admin = await userOf("admin@demo.test");
    const created = (await create(await tokenFor("admin@demo.test"), { email: "newbie@example.com", role: "Manager" })).json;
    const res = await accept({ invitation: created.invitation, code: created.code });
    expect(res.status).toBe(200);
    expect(res.json.authToken).toBeTruthy();
    expect(res.json.identityCookie).toMatchObject({ name: "b2b_identity" });
    expect(String(res.json.message)).toMatch(/^Добро пожаловать в компанию «.+»$/);
    const newbie = await userOf("newbie@example.com");
    expect(newbie.activeCompanyId).toBe(admin.activeCompanyId);
    const [member] = await getDb().select().from(companyMembers).where(eq(companyMembers.userId, newbie.id));
    expect(member).toMatchObject({ companyId: admin.activeCompanyId, role: "Manager" });

    const reused = await accept({ invitation: created.invitation, code: created.code });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ message: "Приглашение уже использовано" });
  });

  it("links an existing account of this site with that e-mail", async () => {
    const multiBefore = await userOf("multi@demo.test");
    const created = (await create(await tokenFor("admin@demo.test"), { email: "multi@demo.test" })).json;
    const res = await accept({ invitation: created.invitation, code: created.code });
    expect(res.status).toBe(200);
    const multi = await userOf("multi@demo.test");
    expect(multi.id).toBe(multiBefore.id);
    const admin = await userOf("admin@demo.test");
    expect(multi.activeCompanyId).toBe(admin.activeCompanyId);
  });

  it("refuses a wrong code, an expired and an unknown invitation", async () => {
    const created = (await create(await tokenFor("admin@demo.test"), { email: "late@example.com" })).json;
    const wrong = await accept({ invitation: created.invitation, code: created.code === "000000" ? "000001" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ code: ["Неверный код приглашения"] });

    await getDb().update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.invitation, created.invitation));
    const expired = await accept({ invitation: created.invitation, code: created.code });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe("Срок действия приглашения истёк");
    expect(await userOf("late@example.com")).toBeUndefined();

    const unknown = await accept({ invitation: "no-such-invitation", code: "123456" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Приглашение не найдено");
    const empty = await accept({});
    expect(empty.status).toBe(400);
  });

  it("treats an invitation of another site as unknown", async () => {
    const created = (await create(await tokenFor("admin@demo.test"), { email: "cross@example.com" })).json;
    const res = await accept({ invitation: created.invitation, code: created.code }, "second.localhost");
    expect(res.status).toBe(404);
  });
});

describe("the seller console's invite (npm run seller -- invite)", () => {
  it("finds a company by INN on its site only and creates a working invitation for it", async () => {
    const site = await siteOf("localhost");
    const [entity] = await getDb().select().from(legalEntities).where(eq(legalEntities.siteId, site.id)).limit(1);
    const company = await findCompanyByInn({ site }, entity.inn);
    expect(company?.id).toBe(entity.companyId);
    expect(await findCompanyByInn({ site: await siteOf("second.localhost") }, `${entity.inn}0`)).toBeNull();

    const created = await createInvitation({ site, locale: "ru", origin: "http://localhost:3000" }, { companyId: entity.companyId, email: "cli@example.com", role: "buyer", invitedById: null });
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/user\/signin-by-invitation\?invitation=/);
    await deliverOutbox();
    const res = await accept({ invitation: created.invitation, code: created.code });
    expect(res.status).toBe(200);
    const cli = await userOf("cli@example.com");
    expect(cli.activeCompanyId).toBe(entity.companyId);
  });
});
