import { and, eq } from "drizzle-orm";
import { POST as signInRoute } from "@/app/api/v2/user/sign-in/route";
import { POST as signOutRoute } from "@/app/api/v2/user/sign-out/route";
import { GET as localChallengeRoute } from "@/app/api/v2/captcha/local-challenge/route";
import { readIdentityCookie } from "@/lib/server/auth/identity-cookie";
import { getDb } from "@/lib/server/db/client";
import { sessions, users, verificationCodes } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { freshIp, lastCodeFor, patchSite, siteOf } from "../helpers/auth-helpers";

const WRONG = "Неверный телефон или пароль";
const WRONG_EMAIL = "Неверный e-mail или пароль";
const signIn = (body: unknown, headers: Record<string, string> = freshIp(), host = "localhost") =>
  callRoute(signInRoute, { host, path: "/api/v2/user/sign-in", body, headers });
const signOut = (token: string, host = "localhost") => callRoute(signOutRoute, { host, path: "/api/v2/user/sign-out", method: "POST", token });

type TSignedIn = { authToken: string; identityCookie: { name: string; value: string }; message: string };

async function userOf(email: string, host = "localhost") {
  const site = await siteOf(host);
  const [user] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return user;
}

async function sessionOf(token: string) {
  const { hashToken } = await import("@/lib/server/auth/tokens");
  const [row] = await getDb().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

async function solveLocalCaptcha(host = "localhost"): Promise<string> {
  const { json } = await callRoute<{ challenge: string; question: string }>(localChallengeRoute, { host, path: "/api/v2/captcha/local-challenge" });
  const [a, b] = (json.question.match(/\d+/g) ?? []).map(Number);
  return `${json.challenge}:${a + b}`;
}

describe("POST /api/v2/user/sign-in — password", () => {
  it("signs in by e-mail and answers token, identity cookie and message", async () => {
    const res = await signIn({ email: "buyer@demo.test", password: "demo12345" });
    expect(res.status).toBe(200);
    const body = res.json as TSignedIn;
    expect(body.authToken.length).toBeGreaterThanOrEqual(43);
    expect(body.message).toBe("Вы успешно вошли");
    expect(body.identityCookie.name).toBe("b2b_identity");
    const site = await siteOf("localhost");
    const user = await userOf("buyer@demo.test");
    expect(readIdentityCookie({ site }, body.identityCookie.value)).toBe(user.uuid);
    expect(readIdentityCookie({ site }, body.identityCookie.value.replace(/.$/, "x"))).toBeNull();
    // rememberMe defaults to true: a 30-day session.
    const session = await sessionOf(body.authToken);
    expect(session.isRemembered).toBe(true);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it("signs in by phone in any format and by login, for 12 hours without rememberMe", async () => {
    const byPhone = await signIn({ phone: "+7 (900) 000-00-01", password: "demo12345", rememberMe: false });
    expect(byPhone.status).toBe(200);
    const session = await sessionOf((byPhone.json as TSignedIn).authToken);
    expect(session.isRemembered).toBe(false);
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    expect((await signIn({ login: "89000000001", password: "demo12345" })).status).toBe(200);
    expect((await signIn({ login: "Buyer@Demo.test", password: "demo12345" })).status).toBe(200);
  });

  it("answers the same 400 text for a wrong password and an unknown account, naming the e-mail when signed in by e-mail", async () => {
    const wrong = await signIn({ email: "buyer@demo.test", password: "not-the-password" });
    const unknown = await signIn({ email: "nobody@demo.test", password: "demo12345" });
    const wrongLogin = await signIn({ login: "Buyer@Demo.test", password: "not-the-password" });
    expect([wrong.status, unknown.status, wrongLogin.status]).toEqual([400, 400, 400]);
    expect(wrong.json).toEqual({ message: WRONG_EMAIL });
    expect(unknown.json).toEqual({ message: WRONG_EMAIL });
    expect(wrongLogin.json).toEqual({ message: WRONG_EMAIL });
  });

  it("says 'Неверный телефон или пароль' for a wrong password or an unknown account by phone", async () => {
    const wrong = await signIn({ phone: "+7 900 000-00-01", password: "not-the-password" });
    const unknown = await signIn({ phone: "+7 900 999-99-98", password: "demo12345" });
    const wrongLogin = await signIn({ login: "89000000001", password: "not-the-password" });
    expect([wrong.status, unknown.status, wrongLogin.status]).toEqual([400, 400, 400]);
    expect(wrong.json).toEqual({ message: WRONG });
    expect(unknown.json).toEqual({ message: WRONG });
    expect(wrongLogin.json).toEqual({ message: WRONG });
  });

  it("does not let a localhost password work for the same e-mail on another site", async () => {
    const res = await signIn({ email: "buyer@demo.test", password: "wrong-on-second" }, freshIp(), "second.localhost");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(WRONG_EMAIL);
  });

  it("refuses bad input with field errors", async () => {
    const empty = await signIn({ password: "demo12345" });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toHaveProperty("phone");
    const badPhone = await signIn({ phone: "12345", password: "demo12345" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.errors).toHaveProperty("phone");
    const badEmail = await signIn({ email: "not-an-email", password: "x" });
    expect(badEmail.json.errors).toHaveProperty("email");
    const badType = await signIn({ email: "buyer@demo.test", password: 12345 });
    expect(badType.status).toBe(400);
    expect(badType.json.errors).toHaveProperty("password");
  });

  it("refuses the 11th failure of an account from one address with 429 and Retry-After; other addresses and accounts go on", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn({ email: "manager@demo.test", password: `wrong-${i}` }, ip);
      expect(res.status).toBe(400);
    }
    const blocked = await signIn({ email: "manager@demo.test", password: "demo12345" }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Слишком много попыток/);
    // Another account from a fresh address is not affected.
    expect((await signIn({ email: "admin@demo.test", password: "demo12345" })).status).toBe(200);
  });

  it("cannot be used to lock a buyer out: failures from many addresses ask the captcha and slow down, the right password still signs in", async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn({ email: "individual@demo.test", password: `wrong-${i}` })).status).toBe(400);
    const owner = freshIp();
    const started = Date.now();
    const asked = await signIn({ email: "individual@demo.test", password: "demo12345" }, owner);
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ step: "captcha", message: "Подтвердите, что вы не робот" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    const signedIn = await signIn({ email: "individual@demo.test", password: "demo12345", captchaToken: await solveLocalCaptcha() }, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toHaveProperty("authToken");
    // The success cleared the account's ceiling: no captcha next time.
    expect((await signIn({ email: "individual@demo.test", password: "demo12345" })).json).toHaveProperty("authToken");
  });

  it("limits failures per address over any accounts (30 in 15 minutes)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) await signIn({ email: `someone${i}@demo.test`, password: "wrong-password" }, ip);
    const res = await signIn({ email: "multi@demo.test", password: "demo12345" }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/v2/user/sign-in — code step", () => {
  it("sends a code when asked without a password and signs in with it", async () => {
    const ip = freshIp();
    const asked = await signIn({ phone: "+79000000001" }, ip);
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ step: "code", message: "Код для входа отправлен на +7 900 000-00-01" });
    const code = await lastCodeFor("9000000001");
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await signIn({ phone: "9000000001", code: wrongCode }, ip);
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ code: ["Неверный код. Осталось попыток: 4"] });
    const ok = await signIn({ phone: "9000000001", code }, ip);
    expect(ok.status).toBe(200);
    expect((ok.json as TSignedIn).authToken).toBeTruthy();
    // Single use.
    const again = await signIn({ phone: "9000000001", code }, ip);
    expect(again.status).toBe(400);
  });

  it("answers an unknown account's code request the same way, sending nothing", async () => {
    const res = await signIn({ email: "ghost@demo.test" });
    expect(res.status).toBe(200);
    expect(res.json.step).toBe("code");
    await expect(lastCodeFor("ghost@demo.test")).rejects.toThrow();
  });

  it("refuses an expired code", async () => {
    const ip = freshIp();
    await signIn({ email: "individual@demo.test" }, ip);
    const code = await lastCodeFor("individual@demo.test");
    const site = await siteOf("localhost");
    await getDb()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.siteId, site.id), eq(verificationCodes.recipient, "individual@demo.test")));
    const res = await signIn({ email: "individual@demo.test", code }, ip);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Код истёк. Запросите новый код.");
  });

  it("asks for a code after the password when the site requires it, and refuses code-only sign-in", async () => {
    await patchSite("second.localhost", { config: { signInCodeRequired: true } });
    try {
      const ip = freshIp();
      const codeOnly = await signIn({ email: "buyer@demo.test" }, ip, "second.localhost");
      expect(codeOnly.status).toBe(400);
      expect(codeOnly.json.errors).toHaveProperty("password");
      const step = await signIn({ email: "buyer@demo.test", password: "demo12345" }, ip, "second.localhost");
      expect(step.status).toBe(200);
      expect(step.json.step).toBe("code");
      const code = await lastCodeFor("buyer@demo.test", "second.localhost");
      const done = await signIn({ email: "buyer@demo.test", code }, ip, "second.localhost");
      expect(done.status).toBe(200);
      expect((done.json as TSignedIn).authToken).toBeTruthy();
    } finally {
      await patchSite("second.localhost", { config: { signInCodeRequired: false } });
    }
  });
});

describe("POST /api/v2/user/sign-in — captcha step", () => {
  afterEach(() => patchSite("localhost", { captcha: { enabled: false, provider: "local", signInAfterFailures: undefined } }));

  it("asks for the captcha after the site's number of failures and accepts a solved local challenge", async () => {
    await patchSite("localhost", { captcha: { enabled: true, provider: "local", signInAfterFailures: 2 } });
    const ip = freshIp();
    expect((await signIn({ email: "multi@demo.test", password: "wrong-1" }, ip)).status).toBe(400);
    expect((await signIn({ email: "multi@demo.test", password: "wrong-2" }, ip)).status).toBe(400);
    const asked = await signIn({ email: "multi@demo.test", password: "demo12345" }, ip);
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ step: "captcha", message: "Подтвердите, что вы не робот" });
    const badToken = await signIn({ email: "multi@demo.test", password: "demo12345", captchaToken: "forged:1" }, ip);
    expect(badToken.status).toBe(400);
    expect(badToken.json.errors).toHaveProperty("captchaToken");
    const captchaToken = await solveLocalCaptcha();
    const ok = await signIn({ email: "multi@demo.test", password: "demo12345", captchaToken }, ip);
    expect(ok.status).toBe(200);
    expect((ok.json as TSignedIn).authToken).toBeTruthy();
  });

  it("always asks when the threshold is 0, and a captcha step alone sends a code", async () => {
    await patchSite("localhost", { captcha: { enabled: true, provider: "local", signInAfterFailures: 0 } });
    const ip = freshIp();
    const asked = await signIn({ email: "admin@demo.test", password: "demo12345" }, ip);
    expect(asked.json.step).toBe("captcha");
    const captchaToken = await solveLocalCaptcha();
    const codeStep = await signIn({ email: "admin@demo.test", captchaToken }, ip);
    expect(codeStep.json.step).toBe("code");
  });

  it("does not accept a challenge issued by another site", async () => {
    await patchSite("localhost", { captcha: { enabled: true, provider: "local", signInAfterFailures: 0 } });
    const foreign = await solveLocalCaptcha("second.localhost");
    const res = await signIn({ email: "admin@demo.test", password: "demo12345", captchaToken: foreign });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("captchaToken");
  });
});

describe("POST /api/v2/user/sign-out", () => {
  it("revokes the session of the token used, and only that one", async () => {
    const first = (await signIn({ email: "buyer@demo.test", password: "demo12345" })).json as TSignedIn;
    const second = (await signIn({ email: "buyer@demo.test", password: "demo12345" })).json as TSignedIn;
    const res = await signOut(first.authToken);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: "Вы вышли из аккаунта" });
    expect((await signOut(first.authToken)).status).toBe(401);
    expect((await sessionOf(first.authToken)).revokedAt).not.toBeNull();
    expect((await sessionOf(second.authToken)).revokedAt).toBeNull();
  });

  it("answers 401 without a token and for a token of another site", async () => {
    expect((await signOut("")).status).toBe(401);
    const token = await tokenFor("buyer@demo.test", "localhost");
    expect((await signOut(token, "second.localhost")).status).toBe(401);
    expect((await sessionOf(token)).revokedAt).toBeNull();
  });
});
