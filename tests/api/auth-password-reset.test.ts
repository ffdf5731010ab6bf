import { and, eq } from "drizzle-orm";
import { POST as resetRoute } from "@/app/api/v1/user/password-reset/route";
import { POST as signInRoute } from "@/app/api/v2/user/sign-in/route";
import { POST as signOutRoute } from "@/app/api/v2/user/sign-out/route";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { callRoute, tokenFor } from "../helpers/call-route";
import { freshIp, lastCodeFor, outboxCount, patchSite, siteOf } from "../helpers/auth-helpers";

const reset = (body: unknown, headers: Record<string, string> = freshIp(), host = "localhost") =>
  callRoute(resetRoute, { host, path: "/api/v1/user/password-reset", body, headers });
const signIn = (body: unknown, host = "localhost") => callRoute(signInRoute, { host, path: "/api/v2/user/sign-in", body, headers: freshIp() });

async function passwordHashOf(email: string, host = "localhost") {
  const site = await siteOf(host);
  const [user] = await getDb().select({ hash: users.passwordHash }).from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return user.hash;
}

describe("POST /api/v1/user/password-reset — step 0", () => {
  it("sends a code to a phone given in any format (normalised to 10 digits)", async () => {
    const res = await reset({ phone: "+7 (900) 000-00-01" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ errorCode: 0, message: "Код для восстановления пароля отправлен на +7 900 000-00-01" });
    expect(await lastCodeFor("9000000001")).toMatch(/^\d{6}$/);
  });

  it("answers an unknown account exactly as a known one, and sends nothing (no account enumeration)", async () => {
    const known = await reset({ email: "individual@demo.test" });
    const byEmail = await reset({ email: "nobody@demo.test" });
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toEqual({ errorCode: 0, message: "Код для восстановления пароля отправлен на nobody@demo.test" });
    expect(Object.keys(byEmail.json)).toEqual(Object.keys(known.json));
    expect(await outboxCount("nobody@demo.test")).toBe(0);
    const byPhone = await reset({ phone: "+7 999 999-99-99" });
    expect(byPhone.status).toBe(200);
    expect(byPhone.json.errorCode).toBe(0);
    expect(await outboxCount("9999999999")).toBe(0);
  });

  it("refuses a request without email or phone, and a malformed phone", async () => {
    const none = await reset({});
    expect(none.status).toBe(400);
    expect(none.json.errorCode).toBe(1);
    const bad = await reset({ phone: "12" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("phone");
  });

  it("wants a captcha token when the site's captcha is on", async () => {
    await patchSite("localhost", { captcha: { enabled: true, provider: "local" } });
    try {
      const res = await reset({ email: "individual@demo.test" });
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty("captchaToken");
    } finally {
      await patchSite("localhost", { captcha: { enabled: false } });
    }
  });
});

describe("POST /api/v1/user/password-reset — step 1", () => {
  it("checks the new password and its repeat before the code, changing nothing", async () => {
    const before = await passwordHashOf("multi@demo.test");
    await reset({ email: "multi@demo.test" });
    const code = await lastCodeFor("multi@demo.test");
    const mismatch = await reset({ email: "multi@demo.test", code, password: "New-pass-2024x", repeatPassword: "New-pass-2024y" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ repeatPassword: ["Пароли не совпадают"] });
    const weak = await reset({ email: "multi@demo.test", code, password: "password1", repeatPassword: "password1" });
    expect((weak.json.errors as Record<string, string[]>).password[0]).toMatch(/слишком простой/);
    const wrongCode = await reset({ email: "multi@demo.test", code: code === "000000" ? "000001" : "000000", password: "New-pass-2024x", repeatPassword: "New-pass-2024x" });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.errors).toEqual({ code: ["Неверный код. Осталось попыток: 4"] });
    expect(await passwordHashOf("multi@demo.test")).toBe(before);
  });

  it("sets the new password and signs every session out", async () => {
    const oldToken = await tokenFor("buyer@demo.test");
    await reset({ email: "buyer@demo.test" });
    const code = await lastCodeFor("buyer@demo.test");
    const res = await reset({ email: "buyer@demo.test", code, password: "Fresh-pass-77", repeatPassword: "Fresh-pass-77" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ errorCode: 0, message: "Пароль изменён. Войдите с новым паролем." });
    expect((await callRoute(signOutRoute, { path: "/api/v2/user/sign-out", method: "POST", token: oldToken })).status).toBe(401);
    expect((await signIn({ email: "buyer@demo.test", password: "demo12345" })).status).toBe(400);
    expect((await signIn({ email: "buyer@demo.test", password: "Fresh-pass-77" })).status).toBe(200);
    // The code is single-use.
    const again = await reset({ email: "buyer@demo.test", code, password: "Other-pass-88", repeatPassword: "Other-pass-88" });
    expect(again.status).toBe(400);
    // The same e-mail on another site keeps its password.
    expect((await signIn({ email: "buyer@demo.test", password: "demo12345" }, "second.localhost")).status).toBe(200);
  });

  it("refuses a code step without a requested code", async () => {
    const res = await reset({ email: "admin@demo.test", code: "123456", password: "Fresh-pass-77", repeatPassword: "Fresh-pass-77" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("code");
  });
});
