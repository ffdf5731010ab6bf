import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { POST as signUpRoute } from "@/app/api/v2/user/sign-up/route";
import { POST as signInRoute } from "@/app/api/v2/user/sign-in/route";
import { companyRequisitesPath } from "@/lib/server/auth/company-requisites";
import { getDb } from "@/lib/server/db/client";
import { companies, companyMembers, legalEntities, outbox, users, verificationCodes } from "@/lib/server/db/schema";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { callRoute } from "../helpers/call-route";
import { anyRegionId, freshIp, lastCodeFor, siteOf } from "../helpers/auth-helpers";

// Requisites files go to a scratch DATA_DIR, not the working tree's.
scratchDataDir("b2b-auth-sign-up-");

const signUp = (body: unknown, headers: Record<string, string> = freshIp(), host = "localhost") =>
  callRoute(signUpRoute, { host, path: "/api/v2/user/sign-up", body, headers });

// A valid INN of a legal entity (10 digits, checksum), and one with a wrong check digit.
const INN = "7707083893";
const BAD_INN = "7707083894";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a3be0000000049454e44ae426082", "hex");

async function form(overrides: Record<string, unknown> = {}) {
  return {
    email: "new.buyer@example.com",
    phone: "+7 (901) 123-45-67",
    password: "Vx7-strong-pass",
    repeatPassword: "Vx7-strong-pass",
    regionId: await anyRegionId(),
    agreeForProcessingData: true,
    agreedForTerms: true,
    firstname: "Иван",
    lastname: "Петров",
    ...overrides,
  };
}

async function counts() {
  const site = await siteOf("localhost");
  const [row] = await getDb()
    .select({
      users: sql<number>`(select count(*)::int from ${users} where ${users.siteId} = ${site.id})`,
      codes: sql<number>`(select count(*)::int from ${verificationCodes} where ${verificationCodes.siteId} = ${site.id})`,
      mails: sql<number>`(select count(*)::int from ${outbox} where ${outbox.siteId} = ${site.id})`,
      companies: sql<number>`(select count(*)::int from ${companies} where ${companies.siteId} = ${site.id})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

async function userByEmail(email: string) {
  const site = await siteOf("localhost");
  const [user] = await getDb().select().from(users).where(and(eq(users.siteId, site.id), eq(users.email, email)));
  return user;
}

describe("POST /api/v2/user/sign-up — step 1", () => {
  it("refuses an empty form with a field error on every required field and changes nothing", async () => {
    const before = await counts();
    const res = await signUp({});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Проверьте правильность заполнения полей");
    expect(Object.keys(res.json.errors as object).sort()).toEqual(["agreeForProcessingData", "agreedForTerms", "email", "password", "regionId", "repeatPassword"].sort());
    expect(await counts()).toEqual(before);
  });

  it("checks password rules, repeat, INN checksum, region, agreements and phone format", async () => {
    const before = await counts();
    const short = await signUp(await form({ password: "Ab1-x", repeatPassword: "Ab1-x" }));
    expect((short.json.errors as Record<string, string[]>).password[0]).toBe("Пароль должен содержать не менее 8 символов");
    const common = await signUp(await form({ password: "qwerty123", repeatPassword: "qwerty123" }));
    expect((common.json.errors as Record<string, string[]>).password[0]).toMatch(/слишком простой/);
    const res = await signUp(
      await form({ repeatPassword: "another-pass-1", inn: BAD_INN, regionId: 999_999, agreedForTerms: false, agreeForProcessingData: 0, phone: "12-34", email: "bad@" }),
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      email: ["Введите корректный e-mail"],
      phone: ["Введите телефон в формате +7 900 000-00-00"],
      repeatPassword: ["Пароли не совпадают"],
      regionId: ["Выберите регион из списка"],
      inn: ["Неверный ИНН"],
      agreeForProcessingData: ["Необходимо согласие на обработку персональных данных"],
      agreedForTerms: ["Необходимо принять пользовательское соглашение"],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses an e-mail or phone that already has an account on this site", async () => {
    const res = await signUp(await form({ email: "Buyer@demo.test", phone: "+7 900 000-00-01" }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      email: ["Пользователь с таким e-mail уже зарегистрирован"],
      phone: ["Пользователь с таким телефоном уже зарегистрирован"],
    });
  });

  it("refuses a region of another site", async () => {
    const res = await signUp(await form({ regionId: await anyRegionId("second.localhost") }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("regionId");
  });
});

describe("POST /api/v2/user/sign-up — steps 2 and 3", () => {
  it("step 2 without step 1 is a clear 400", async () => {
    const res = await signUp({ phone: "+79019999999", code: "123456" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ code: ["Код не запрашивался или уже использован. Запросите новый код."] });
  });

  it("signs an individual in right after the code", async () => {
    const ip = freshIp();
    const step1 = await signUp(await form({ email: "solo@example.com", phone: "+7 902 000-00-02", isIndividual: 1 }), ip);
    expect(step1.status).toBe(200);
    expect(step1.json).toEqual({ step: 2, message: "Мы отправили код подтверждения на +7 902 000-00-02. Введите его, чтобы продолжить регистрацию." });
    const code = await lastCodeFor("9020000002");
    const step2 = await signUp({ phone: "9020000002", code }, ip);
    expect(step2.status).toBe(200);
    expect(step2.json.authToken).toBeTruthy();
    expect(step2.json.identityCookie).toMatchObject({ name: "b2b_identity" });
    const user = await userByEmail("solo@example.com");
    expect(user.isIndividual).toBe(true);
    expect(user.passwordHash).not.toContain("Vx7-strong-pass");
    const [member] = await getDb().select().from(companyMembers).where(eq(companyMembers.userId, user.id));
    expect(member.role).toBe("Administrator");
    expect(user.activeCompanyId).toBe(member.companyId);
    // The new password works for sign-in.
    const signIn = await callRoute(signInRoute, { path: "/api/v2/user/sign-in", body: { email: "solo@example.com", password: "Vx7-strong-pass" }, headers: freshIp() });
    expect(signIn.status).toBe(200);
  });

  it("takes a company through step 3 with the requisites file and signs in", async () => {
    const ip = freshIp();
    await signUp(await form({ email: "firm@example.com", phone: "+7 903 000-00-03" }), ip);
    const code = await lastCodeFor("9030000003");
    const step2 = await signUp({ email: "firm@example.com", phone: "+79030000003", code }, ip);
    expect(step2.status).toBe(200);
    expect(step2.json).toMatchObject({ step: 3, tokenFor: "account", phone: "9030000003", name: "Петров Иван", isIndividual: 0 });
    const token = String(step2.json.token);
    expect(await userByEmail("firm@example.com")).toBeUndefined();

    const missing = await signUp({ token }, ip);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ companyName: ["Укажите название компании"], inn: ["Укажите ИНН компании"] });

    const companyRequisites = `data:image/png;base64,${PNG.toString("base64")}`;
    const step3 = await signUp({ token, tokenFor: "account", companyName: "ООО «Новая»", inn: INN, companyRequisites }, ip);
    expect(step3.status).toBe(200);
    expect(step3.json.authToken).toBeTruthy();
    expect(step3.json.message).toBe("Регистрация завершена");
    const user = await userByEmail("firm@example.com");
    expect(user.phone).toBe("9030000003");
    const [company] = await getDb().select().from(companies).where(eq(companies.id, user.activeCompanyId ?? 0));
    // A new company until the seller approves it (npm run seller -- companies:approve).
    expect(company).toMatchObject({ name: "ООО «Новая»", isIndividual: false, approvedAt: null });
    const [entity] = await getDb().select().from(legalEntities).where(eq(legalEntities.companyId, company.id));
    expect(entity.inn).toBe(INN);
    const site = await siteOf("localhost");
    expect(fs.readFileSync(companyRequisitesPath(site.id, company.id, "png"))).toEqual(PNG);

    // The token is single-use.
    const again = await signUp({ token, companyName: "ООО «Вторая»", inn: INN }, ip);
    expect(again.status).toBe(400);
    expect(again.json.errors).toHaveProperty("token");
  });

  it("refuses an unknown step-3 token and bad requisites files without creating anything", async () => {
    const unknown = await signUp({ step: 3, token: "no-such-token", companyName: "ООО", inn: INN });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ token: ["Регистрация не найдена или уже завершена. Начните регистрацию заново."] });

    const ip = freshIp();
    await signUp(await form({ email: "files@example.com", phone: "+7 904 000-00-04" }), ip);
    const step2 = await signUp({ phone: "9040000004", code: await lastCodeFor("9040000004") }, ip);
    const token = String(step2.json.token);
    const before = await counts();
    const text = await signUp({ token, companyName: "ООО «Файлы»", inn: INN, companyRequisites: `data:text/plain;base64,${Buffer.from("hello").toString("base64")}` }, ip);
    expect(text.status).toBe(415);
    expect(text.json.errors).toHaveProperty("companyRequisites");
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await signUp({ token, companyName: "ООО «Файлы»", inn: INN, companyRequisites: `data:application/pdf;base64,${big.toString("base64")}` }, ip);
    expect(tooBig.status).toBe(413);
    const garbage = await signUp({ token, companyName: "ООО «Файлы»", inn: INN, companyRequisites: "not a data url" }, ip);
    expect(garbage.status).toBe(400);
    const badInn = await signUp({ token, companyName: "ООО «Файлы»", inn: BAD_INN }, ip);
    expect(badInn.json.errors).toEqual({ inn: ["Неверный ИНН"] });
    expect(await counts()).toEqual(before);
    // The token still works after the refused attempts.
    const ok = await signUp({ token, companyName: "ООО «Файлы»", inn: INN, companyRequisites: `data:application/pdf;base64,${Buffer.from("%PDF-1.4 tiny").toString("base64")}` }, ip);
    expect(ok.status).toBe(200);
  });

  it("counts wrong codes, burns the code after five, and refuses an expired one", async () => {
    const ip = freshIp();
    await signUp(await form({ email: "tries@example.com", phone: "+7 905 000-00-05" }), ip);
    const code = await lastCodeFor("9050000005");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let left = 4; left >= 1; left -= 1) {
      const res = await signUp({ phone: "9050000005", code: wrong }, ip);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(`Неверный код. Осталось попыток: ${left}`);
    }
    const fifth = await signUp({ phone: "9050000005", code: wrong }, ip);
    expect(fifth.json.message).toMatch(/превышено число попыток/);
    const sixth = await signUp({ phone: "9050000005", code }, ip);
    expect(sixth.status).toBe(400);
    expect(sixth.json.message).toMatch(/превышено число попыток/);

    // A new step 1 sends a new code; an expired code is refused.
    await signUp(await form({ email: "tries@example.com", phone: "+7 905 000-00-05" }), ip);
    const fresh = await lastCodeFor("9050000005");
    const site = await siteOf("localhost");
    await getDb()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(verificationCodes.siteId, site.id), eq(verificationCodes.recipient, "9050000005")));
    const expired = await signUp({ phone: "9050000005", code: fresh }, ip);
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe("Код истёк. Запросите новый код.");
    expect(await userByEmail("tries@example.com")).toBeUndefined();
  });

  it("sends the code by e-mail when no phone is given, and a new step 1 replaces the old code", async () => {
    const ip = freshIp();
    await signUp(await form({ email: "mailonly@example.com", phone: undefined, isIndividual: true }), ip);
    const first = await lastCodeFor("mailonly@example.com");
    await signUp(await form({ email: "mailonly@example.com", phone: undefined, isIndividual: true }), ip);
    const second = await lastCodeFor("mailonly@example.com");
    if (first !== second) expect((await signUp({ email: "mailonly@example.com", code: first }, ip)).status).toBe(400);
    const ok = await signUp({ email: "mailonly@example.com", code: second }, ip);
    expect(ok.status).toBe(200);
    expect(ok.json.authToken).toBeTruthy();
  });

  it("limits codes per recipient (5 in 15 minutes)", async () => {
    const body = await form({ email: "limit@example.com", phone: "+7 906 000-00-06" });
    for (let i = 0; i < 5; i += 1) expect((await signUp(body)).status).toBe(200);
    const res = await signUp(body);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("limits step 1 per address", async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 21; i += 1) last = (await signUp({ email: `x${i}@example.com` }, ip)).status;
    expect(last).toBe(429);
  });
});
