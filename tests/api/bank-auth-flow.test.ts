import { and, eq } from "drizzle-orm";
import { POST as completeRoute } from "@/app/api/v2/user/bank/[provider]/complete/route";
import { POST as startRoute } from "@/app/api/v2/user/bank/[provider]/start/route";
import { GET as providersRoute } from "@/app/api/v2/user/bank/providers/route";
import { GET as currentUserRoute } from "@/app/api/v1/user/current-user/route";
import { authenticate } from "@/lib/server/auth/authenticate";
import { getDb } from "@/lib/server/db/client";
import { bankAuthStates, externalIdentities, sessions, users } from "@/lib/server/db/schema";
import type { TBankIdProviderConfig } from "@/lib/server/db/schema";
import { demoCustomers } from "@/scripts/lib/dev-idp/demo-customers";
import { startDevIdp, type TDevIdp } from "@/scripts/lib/dev-idp/start-dev-idp";
import { authorizeAtBank } from "../helpers/bank-idp-browser";
import { callRoute } from "../helpers/call-route";
import { freshIp, patchSite, siteOf } from "../helpers/auth-helpers";

// A confidential client (client_secret_post) on a bank running in this process on a free port: the
// way a real bank is configured for a site. The local default (public client) is covered by e2e.
const PROVIDER = "testbank";
const SECRET = "test-bank-client-secret";
const [KNOWN, NEWCOMER] = demoCustomers;
const returnTo = (host: string) => `http://${host}/auth/${PROVIDER}/complete`;

type TSignedIn = { authToken: string; identityCookie: { name: string; value: string }; message: string; rememberMe: boolean };
type TSignUpStep = { step: "signup"; message: string; data: Record<string, string | null> };

let idp: TDevIdp;

function bankConfig(issuer: string, extra: Partial<TBankIdProviderConfig> = {}): TBankIdProviderConfig {
  return { id: PROVIDER, name: "Тест-Банк", issuer, clientId: "test-bank", clientSecret: SECRET, ...extra };
}

beforeAll(async () => {
  idp = await startDevIdp({
    port: 0,
    clients: [
      {
        client_id: "test-bank",
        client_secret: SECRET,
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
        redirect_uris: [returnTo("localhost"), returnTo("second.localhost")],
      },
    ],
  });
  for (const host of ["localhost", "second.localhost"]) await patchSite(host, { config: { bankId: { providers: [bankConfig(idp.issuer)], supportEmail: null } } });
});

afterAll(async () => {
  await idp?.close();
});

const start = (host = "localhost", body: unknown = {}, provider = PROVIDER) =>
  callRoute<{ url: string; message?: string }>(startRoute, { host, path: `/api/v2/user/bank/${provider}/start`, body, params: { provider }, headers: freshIp() });

const complete = (query: Record<string, string>, host = "localhost", provider = PROVIDER) =>
  callRoute<TSignedIn & TSignUpStep & { errors?: Record<string, string[]> }>(completeRoute, {
    host,
    path: `/api/v2/user/bank/${provider}/complete`,
    body: query,
    params: { provider },
  });

/** Start on `host`, sign in at the bank as `customer`, and return the query the bank sent back. */
async function bankQuery(customer: string, { host = "localhost", consent = "allow" as "allow" | "deny", body = {} } = {}) {
  const started = await start(host, body);
  expect(started.status).toBe(200);
  const back = await authorizeAtBank(started.json.url, { customer, consent, returnTo: returnTo(host) });
  return Object.fromEntries(back.searchParams);
}

async function counts(host = "localhost") {
  const site = await siteOf(host);
  const db = getDb();
  const [s, u, i] = await Promise.all([
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.siteId, site.id)),
    db.select({ id: users.id }).from(users).where(eq(users.siteId, site.id)),
    db.select({ id: externalIdentities.id }).from(externalIdentities).where(eq(externalIdentities.siteId, site.id)),
  ]);
  return { sessions: s.length, users: u.length, identities: i.length };
}

describe("GET /api/v2/user/bank/providers", () => {
  it("lists the site's banks without any secret", async () => {
    const res = await callRoute(providersRoute, { path: "/api/v2/user/bank/providers" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ items: [{ id: PROVIDER, name: "Тест-Банк" }] });
    expect(JSON.stringify(res.json)).not.toContain(SECRET);
  });
});

describe("POST /api/v2/user/bank/{provider}/start", () => {
  it("answers the bank's authorization address with PKCE, state, nonce and this site's return address", async () => {
    const res = await start();
    expect(res.status).toBe(200);
    const url = new URL(res.json.url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("client_id")).toBe("test-bank");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toBe(returnTo("localhost"));
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("scope")).toBe("openid email phone profile");
    // Only a hash of the state is kept.
    const site = await siteOf("localhost");
    const rows = await getDb().select().from(bankAuthStates).where(eq(bankAuthStates.siteId, site.id));
    expect(rows.some((row) => row.stateHash === url.searchParams.get("state"))).toBe(false);
  });

  it("uses the host of the request for the return address (second.localhost)", async () => {
    const res = await start("second.localhost");
    expect(new URL(res.json.url).searchParams.get("redirect_uri")).toBe(returnTo("second.localhost"));
  });

  it("answers 404 for a bank the site does not have and 400 for a malformed provider", async () => {
    expect((await start("localhost", {}, "nosuchbank")).status).toBe(404);
    const bad = await start("localhost", {}, "Bad_Bank!");
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty("errors.provider");
  });

  it("answers 503 when the bank does not answer", async () => {
    await patchSite("localhost", { config: { bankId: { providers: [bankConfig("http://127.0.0.1:9", { id: "downbank" })] } } });
    try {
      const res = await start("localhost", {}, "downbank");
      expect(res.status).toBe(503);
      expect(res.json.message).toBe("Сервис банка временно недоступен. Попробуйте позже.");
    } finally {
      await patchSite("localhost", { config: { bankId: { providers: [bankConfig(idp.issuer)] } } });
    }
  });
});

describe("POST /api/v2/user/bank/{provider}/complete", () => {
  it("signs in the account with the bank's verified e-mail, links the identity, and the token works", async () => {
    const before = await counts();
    const res = await complete(await bankQuery(KNOWN.sub));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Вы вошли через «Тест-Банк»");
    expect(res.json.identityCookie.name).toBe("b2b_identity");
    const site = await siteOf("localhost");
    const auth = await authenticate({ site }, res.json.authToken);
    expect(auth?.user.email).toBe("buyer@demo.test");
    const me = await callRoute<{ email?: string }>(currentUserRoute, { path: "/api/v1/user/current-user", token: res.json.authToken });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).toContain("buyer@demo.test");
    const [link] = await getDb()
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.siteId, site.id), eq(externalIdentities.subject, KNOWN.sub)));
    expect(link).toMatchObject({ provider: PROVIDER, userId: auth?.user.id });
    expect(await counts()).toEqual({ ...before, sessions: before.sessions + 1, identities: before.identities + 1 });
    // rememberMe defaults to true: a remembered (30-day) session, and the client is told so.
    expect(res.json.rememberMe).toBe(true);
    const [session] = await getDb().select().from(sessions).where(eq(sessions.id, auth?.sessionId ?? 0));
    expect(session.isRemembered).toBe(true);
  });

  it("signs in through the link next time, and keeps rememberMe=false from the start call", async () => {
    const before = await counts();
    const res = await complete(await bankQuery(KNOWN.sub, { body: { rememberMe: false } }));
    expect(res.status).toBe(200);
    const site = await siteOf("localhost");
    const auth = await authenticate({ site }, res.json.authToken);
    expect(auth?.user.email).toBe("buyer@demo.test");
    const [session] = await getDb().select().from(sessions).where(eq(sessions.id, auth?.sessionId ?? 0));
    expect(session.isRemembered).toBe(false);
    expect(res.json.rememberMe).toBe(false);
    expect((await counts()).identities).toBe(before.identities);
  });

  it("refuses the same answer twice (code and state are single-use)", async () => {
    const query = await bankQuery(KNOWN.sub);
    expect((await complete(query)).status).toBe(200);
    const before = await counts();
    const again = await complete(query);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe("Сеанс входа через банк устарел или недействителен. Начните вход заново.");
    expect(again.json.errors).toHaveProperty("state");
    expect(await counts()).toEqual(before);
  });

  it("asks a person the site does not know to sign up, with the bank's data, and creates nothing", async () => {
    const before = await counts();
    const res = await complete(await bankQuery(NEWCOMER.sub));
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty("authToken");
    expect(res.json.step).toBe("signup");
    expect(res.json.message).toContain("Зарегистрируйтесь");
    expect(res.json.data).toEqual({
      email: "maria.novikova@bank.test",
      phone: "+7 900 555-12-34",
      name: "Новикова Мария Сергеевна",
      firstname: "Мария",
      lastname: "Новикова",
      middlename: "Сергеевна",
    });
    expect(await counts()).toEqual(before);
  });

  it("answers 400 for a foreign state and changes nothing; the real state still works after it", async () => {
    const query = await bankQuery(KNOWN.sub);
    const before = await counts();
    for (const state of ["bogus", "", query.code]) {
      const res = await complete({ ...query, state });
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty("state");
    }
    const { state: _state, ...withoutState } = query;
    expect((await complete(withoutState)).status).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await complete(query)).status).toBe(200);
  });

  it("rejects a state started on another site", async () => {
    const query = await bankQuery(KNOWN.sub);
    const before = await counts("second.localhost");
    const res = await complete(query, "second.localhost");
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("state");
    expect(await counts("second.localhost")).toEqual(before);
  });

  it("rejects a state started for another bank of the same site", async () => {
    await patchSite("localhost", { config: { bankId: { providers: [bankConfig(idp.issuer), bankConfig(idp.issuer, { id: "otherbank", name: "Другой" })] } } });
    try {
      const query = await bankQuery(KNOWN.sub);
      const res = await complete(query, "localhost", "otherbank");
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty("state");
    } finally {
      await patchSite("localhost", { config: { bankId: { providers: [bankConfig(idp.issuer)] } } });
    }
  });

  it("rejects an expired state", async () => {
    const query = await bankQuery(KNOWN.sub);
    await getDb().update(bankAuthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await complete(query);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("state");
  });

  it("answers 400 when the buyer refuses at the bank, and uses up the state", async () => {
    const query = await bankQuery(KNOWN.sub, { consent: "deny" });
    expect(query.error).toBe("access_denied");
    const before = await counts();
    const res = await complete(query);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Вход через банк отменён");
    expect(await counts()).toEqual(before);
    expect((await complete(query)).json.errors).toHaveProperty("state");
  });

  it("answers 400 for a forged code or none, and signs nobody in", async () => {
    const before = await counts();
    const forged = await complete({ ...(await bankQuery(KNOWN.sub)), code: "forged-code" });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toBe("Банк не подтвердил вход. Начните вход заново.");
    const { code: _code, ...noCode } = await bankQuery(KNOWN.sub);
    const missing = await complete(noCode);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toHaveProperty("code");
    expect(await counts()).toEqual(before);
  });

  it("answers 400 when the answer claims another issuer", async () => {
    const query = await bankQuery(KNOWN.sub);
    const res = await complete({ ...query, iss: "http://evil.test" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Ответ банка не прошёл проверку");
  });

  it("signs in the other site's own account there, and a token of one site is unknown on the other", async () => {
    const res = await complete(await bankQuery(KNOWN.sub, { host: "second.localhost" }), "second.localhost");
    expect(res.status).toBe(200);
    const [demo, second] = await Promise.all([siteOf("localhost"), siteOf("second.localhost")]);
    const auth = await authenticate({ site: second }, res.json.authToken);
    expect(auth?.user.siteId).toBe(second.id);
    expect(auth?.user.email).toBe("buyer@demo.test");
    expect(await authenticate({ site: demo }, res.json.authToken)).toBeNull();
    const foreign = await callRoute(currentUserRoute, { path: "/api/v1/user/current-user", token: res.json.authToken });
    expect(foreign.status).toBe(401);
  });

  it("validates the posted query: strings only, a bounded number of them", async () => {
    const notString = await complete({ code: 1 } as unknown as Record<string, string>);
    expect(notString.status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, "x"]));
    expect((await complete(many)).status).toBe(400);
  });
});
