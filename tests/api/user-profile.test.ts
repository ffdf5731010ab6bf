import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as profile } from "@/app/api/v1/profile/route";
import { POST as updateProfile } from "@/app/api/v1/profile/update/route";
import { POST as uploadAvatar } from "@/app/api/v1/profile/avatar/route";
import { GET as avatarFile } from "@/app/media/avatar/[file]/route";
import { GET as getNotifications, POST as setNotifications } from "@/app/api/v1/user/notification-settings/route";
import { GET as bindings } from "@/app/api/v1/payment/bindings/route";
import { PUT as unbindCard } from "@/app/api/v1/payment/unbind-card/[id]/route";
import { createSession } from "@/lib/server/auth/create-session";
import { hashPassword, verifyPassword } from "@/lib/server/auth/hash-password";
import { getDb } from "@/lib/server/db/client";
import { paymentBindings, regions, users } from "@/lib/server/db/schema";
import { resolveSite } from "@/lib/server/sites/resolve-site";
import { scratchDataDir } from "../helpers/scratch-data-dir";
import { callRoute, tokenFor } from "../helpers/call-route";

// Avatars are written under DATA_DIR/uploads: a scratch folder, not the developer's data.
scratchDataDir("b2b-avatars-");

type TProfile = {
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
  gender: string | null;
  region: { id: number; name: string } | null;
  regionId: number | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  emailAgreedForMarketing: boolean;
  avatar: string | null;
  hasPassword: boolean;
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

/** A fresh account with a known password, so password tests do not disturb the seeded ones. */
async function makeUser(email: string, password = "Start-Pass-2024") {
  const site = await siteOf("localhost");
  const [user] = await getDb()
    .insert(users)
    .values({ siteId: site.id, email, passwordHash: await hashPassword(password), firstName: "Пётр", lastName: "Проверкин" })
    .returning();
  const token = (await createSession({ site }, { userId: user.id, rememberMe: false })).token;
  return { user, token, site };
}

const update = (token: string, body: unknown) => callRoute<TProfile & TError>(updateProfile, { path: "/api/v1/profile/update", token, body });
const getProfile = async (token: string) => (await callRoute<TProfile>(profile, { path: "/api/v1/profile", token })).json;

function avatarForm(bytes: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append("data", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe("GET /api/v1/profile", () => {
  it("answers the user's own details", async () => {
    const token = await tokenFor("buyer@demo.test");
    const res = await callRoute<TProfile>(profile, { path: "/api/v1/profile", token });
    expect(res.status).toBe(200);
    const seeded = await userOf("buyer@demo.test");
    expect(res.json).toEqual(
      expect.objectContaining({ lastName: seeded.lastName, firstName: seeded.firstName, email: "buyer@demo.test", phone: "+79000000001", hasPassword: true, avatar: null }),
    );
  });

  it("answers 401 without a token and with another site's", async () => {
    expect((await callRoute(profile, { path: "/api/v1/profile" })).status).toBe(401);
    const foreign = await tokenFor("buyer@demo.test");
    expect((await callRoute(profile, { host: "second.localhost", path: "/api/v1/profile", token: foreign })).status).toBe(401);
    for (const handler of [updateProfile, uploadAvatar, setNotifications]) expect((await callRoute(handler, { path: "/api/x", body: {} })).status).toBe(401);
    for (const handler of [getNotifications, bindings]) expect((await callRoute(handler, { path: "/api/x" })).status).toBe(401);
    expect((await callRoute(unbindCard, { path: "/api/v1/payment/unbind-card/1", method: "PUT", params: { id: "1" } })).status).toBe(401);
  });
});

describe("POST /api/v1/profile/update", () => {
  it("changes the fields sent and keeps the rest", async () => {
    const { token, site } = await makeUser("profile-edit@demo.test");
    const [region] = await getDb().select().from(regions).where(eq(regions.siteId, site.id)).limit(1);
    const res = await update(token, { lastName: " Иванова ", firstName: "Анна", middleName: "Сергеевна", gender: "female", region: region.id, city: "Тула", emailAgreedForMarketing: true });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({ lastName: "Иванова", firstName: "Анна", middleName: "Сергеевна", gender: "female", region: { id: region.id, name: region.name }, regionId: region.id, city: "Тула", emailAgreedForMarketing: true }),
    );
    const partial = await update(token, { city: "" , emailAgreedForMarketing: "0" });
    expect(partial.json).toEqual(expect.objectContaining({ lastName: "Иванова", city: null, emailAgreedForMarketing: false, gender: "female" }));
    expect(await getProfile(token)).toEqual(partial.json);
  });

  it("refuses bad fields with field errors and changes nothing", async () => {
    const { token } = await makeUser("profile-bad@demo.test");
    const before = await getProfile(token);
    const second = await siteOf("second.localhost");
    const [foreignRegion] = await getDb().select().from(regions).where(eq(regions.siteId, second.id)).limit(1);
    const cases: [unknown, string][] = [
      [{ firstName: "Новое", gender: "other" }, "gender"],
      [{ firstName: "Новое", region: foreignRegion.id }, "region"],
      [{ firstName: "Новое", region: "moscow" }, "region"],
      [{ firstName: "x".repeat(101) }, "firstName"],
      [{ firstName: "Новое", emailAgreedForMarketing: "maybe" }, "emailAgreedForMarketing"],
    ];
    for (const [body, field] of cases) {
      const res = await update(token, body);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]).toBeDefined();
    }
    expect(await getProfile(token)).toEqual(before);
  });

  it("changes the password only with the right current one, a valid new one and an equal repeat", async () => {
    const { user, token, site } = await makeUser("profile-password@demo.test", "Old-Pass-2024");
    const other = (await createSession({ site }, { userId: user.id, rememberMe: true })).token;
    const cases: [Record<string, string>, string][] = [
      [{ newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2025" }, "currentPassword"],
      [{ currentPassword: "wrong-one-1", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2025" }, "currentPassword"],
      [{ currentPassword: "Old-Pass-2024", newPassword: "short", repeatNewPassword: "short" }, "newPassword"],
      [{ currentPassword: "Old-Pass-2024", newPassword: "qwerty123", repeatNewPassword: "qwerty123" }, "newPassword"],
      [{ currentPassword: "Old-Pass-2024", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2026" }, "repeatNewPassword"],
      [{ currentPassword: "Old-Pass-2024", newPassword: "New-Pass-2025" }, "repeatNewPassword"],
      [{ currentPassword: "Old-Pass-2024", repeatNewPassword: "New-Pass-2025" }, "newPassword"],
    ];
    for (const [body, field] of cases) {
      const res = await update(token, { firstName: "Не меняется", ...body });
      expect(res.status).toBe(400);
      expect(res.json.errors?.[field]).toBeDefined();
    }
    let [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, "Old-Pass-2024")).toBe(true);
    expect(row.firstName).toBe("Пётр");
    expect((await callRoute(profile, { path: "/api/v1/profile", token: other })).status).toBe(200);

    const ok = await update(token, { currentPassword: "Old-Pass-2024", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2025" });
    expect(ok.status).toBe(200);
    [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, "New-Pass-2025")).toBe(true);
    expect(row.passwordHash?.startsWith("$argon2id$")).toBe(true);
    // The other session is signed out; this one stays.
    expect((await callRoute(profile, { path: "/api/v1/profile", token: other })).status).toBe(401);
    expect((await callRoute(profile, { path: "/api/v1/profile", token })).status).toBe(200);
  });

  it("answers the spec's texts at the form's fields: a 10 000-character name, a wrong current password, a repeat that differs", async () => {
    const { token } = await makeUser("profile-texts@demo.test", "Old-Pass-2024");
    const long = await update(token, { lastName: "Я".repeat(10_000), firstName: "x".repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Проверьте правильность заполнения полей");
    expect(long.json.errors?.lastName).toEqual(["Не больше 100 символов"]);
    expect(long.json.errors?.firstName).toEqual(["Не больше 100 символов"]);
    const wrong = await update(token, { currentPassword: "Wrong-Pass-2024", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2025" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors?.currentPassword).toEqual(["Неверный текущий пароль"]);
    const differs = await update(token, { currentPassword: "Old-Pass-2024", newPassword: "New-Pass-2025", repeatNewPassword: "New-Pass-2026" });
    expect(differs.status).toBe(400);
    expect(differs.json.errors?.repeatNewPassword).toEqual(["Пароли не совпадают"]);
    expect(differs.json.errors?.newPassword).toBeUndefined();
    expect((await getProfile(token)).lastName).toBe("Проверкин");
  });

  it("sets a first password without a current one for an account that has none", async () => {
    const { user, token } = await makeUser("profile-bank@demo.test");
    await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await update(token, { newPassword: "First-Pass-2025", repeatNewPassword: "First-Pass-2025" });
    expect(res.status).toBe(200);
    expect(res.json.hasPassword).toBe(true);
  });
});

describe("POST /api/v1/profile/avatar", () => {
  const upload = (token: string, form: FormData | unknown) => callRoute<{ avatar: string } & TError>(uploadAvatar, { path: "/api/v1/profile/avatar", token, body: form });

  it("accepts a PNG, re-encodes it to a 256×256 WebP and serves it", async () => {
    const { token } = await makeUser("avatar-png@demo.test");
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
    const res = await upload(token, avatarForm(png, "me.png", "image/png"));
    expect(res.status).toBe(200);
    expect(res.json.avatar).toMatch(/^\/media\/avatar\/[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/);
    expect((await getProfile(token)).avatar).toBe(res.json.avatar);
    const file = res.json.avatar.split("/").pop() ?? "";
    const served = await avatarFile(new Request(`http://localhost${res.json.avatar}`, { headers: { host: "localhost" } }), { params: Promise.resolve({ file }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toEqual(expect.objectContaining({ format: "webp", width: 256, height: 256 }));
    const elsewhere = await avatarFile(new Request(`http://second.localhost${res.json.avatar}`, { headers: { host: "second.localhost" } }), { params: Promise.resolve({ file }) });
    expect(elsewhere.status).toBe(404);
  });

  it("detects a JPEG by its content whatever its name, and replaces the old file", async () => {
    const { token } = await makeUser("avatar-jpg@demo.test");
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a2" } }).jpeg().toBuffer();
    const first = await upload(token, avatarForm(jpeg, "photo.png", "application/octet-stream"));
    expect(first.status).toBe(200);
    const second = await upload(token, avatarForm(jpeg, "photo.jpg", "image/jpeg"));
    expect(second.json.avatar).not.toBe(first.json.avatar);
    const oldFile = first.json.avatar.split("/").pop() ?? "";
    const old = await avatarFile(new Request(`http://localhost${first.json.avatar}`, { headers: { host: "localhost" } }), { params: Promise.resolve({ file: oldFile }) });
    expect(old.status).toBe(404);
  });

  it("refuses a text file named .png with 415, and other image types", async () => {
    const { token } = await makeUser("avatar-text@demo.test");
    const text = await upload(token, avatarForm(Buffer.from("hello, I am not a picture"), "evil.png", "image/png"));
    expect(text.status).toBe(415);
    expect(text.json.message).toBe("Загрузите изображение в формате JPG или PNG");
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect((await upload(token, avatarForm(gif, "a.gif", "image/gif"))).status).toBe(415);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect((await upload(token, avatarForm(broken, "b.png", "image/png"))).status).toBe(415);
    expect((await getProfile(token)).avatar).toBeNull();
  });

  it("refuses an image over 2 MB with 413", async () => {
    const { token } = await makeUser("avatar-big@demo.test");
    const big = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 90 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await upload(token, avatarForm(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe("Размер файла не должен превышать 2 МБ");
    expect((await getProfile(token)).avatar).toBeNull();
  });

  it("refuses a request without the file or not multipart", async () => {
    const { token } = await makeUser("avatar-none@demo.test");
    const form = new FormData();
    form.append("other", "x");
    const missing = await upload(token, form);
    expect(missing.status).toBe(400);
    expect(missing.json.errors?.data).toBeDefined();
    expect((await upload(token, { data: "aGVsbG8=" })).status).toBe(415);
  });
});

describe("notification settings", () => {
  const defaults = { orderPlacedEmail: true, orderPlacedSms: false, orderStatusEmail: true, orderStatusSms: false, documentsEmail: true, paymentReminderEmail: true, newsEmail: false, priceChangesEmail: false };

  it("answers the defaults, then keeps what the user changes", async () => {
    const token = await tokenFor("buyer@demo.test");
    expect((await callRoute(getNotifications, { path: "/api/v1/user/notification-settings", token })).json).toEqual(defaults);
    const res = await callRoute(setNotifications, { path: "/api/v1/user/notification-settings", token, body: { newsEmail: true, orderStatusEmail: false } });
    expect(res.status).toBe(200);
    const changed = { ...defaults, newsEmail: true, orderStatusEmail: false };
    expect(res.json).toEqual(changed);
    expect((await callRoute(setNotifications, { path: "/api/v1/user/notification-settings", token, body: { orderStatusSms: true } })).json).toEqual({ ...changed, orderStatusSms: true });
    // Another user keeps the defaults.
    expect((await callRoute(getNotifications, { path: "/api/v1/user/notification-settings", token: await tokenFor("multi@demo.test") })).json).toEqual(defaults);
  });

  it("refuses unknown keys and non-boolean values, changing nothing", async () => {
    const token = await tokenFor("individual@demo.test");
    const before = (await callRoute(getNotifications, { path: "/api/v1/user/notification-settings", token })).json;
    const unknown = await callRoute<TError>(setNotifications, { path: "/api/v1/user/notification-settings", token, body: { newsEmail: true, pigeonPost: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors?.pigeonPost).toBeDefined();
    const notBool = await callRoute<TError>(setNotifications, { path: "/api/v1/user/notification-settings", token, body: { newsEmail: "yes" } });
    expect(notBool.status).toBe(400);
    expect(notBool.json.errors?.newsEmail).toBeDefined();
    expect((await callRoute(getNotifications, { path: "/api/v1/user/notification-settings", token })).json).toEqual(before);
  });
});

describe("saved cards", () => {
  it("lists the user's cards and unbinds them one by one; anyone else's card is 404", async () => {
    const site = await siteOf("localhost");
    const second = await siteOf("second.localhost");
    const buyer = await userOf("buyer@demo.test");
    const multi = await userOf("multi@demo.test");
    const secondBuyer = await userOf("buyer@demo.test", "second.localhost");
    const [mir, visa] = await getDb()
      .insert(paymentBindings)
      .values([
        { siteId: site.id, userId: buyer.id, maskedPan: "220220******1234", paymentSystem: "MIR", expiry: "12/27" },
        { siteId: site.id, userId: buyer.id, maskedPan: "427600******5678", paymentSystem: "VISA", expiry: "03/26" },
      ])
      .returning();
    const [multiCard] = await getDb().insert(paymentBindings).values({ siteId: site.id, userId: multi.id, maskedPan: "510000******0001", paymentSystem: "MASTERCARD", expiry: "01/28" }).returning();
    const [foreignCard] = await getDb().insert(paymentBindings).values({ siteId: second.id, userId: secondBuyer.id, maskedPan: "220220******9999", paymentSystem: "MIR", expiry: "05/29" }).returning();

    const token = await tokenFor("buyer@demo.test");
    const list = await callRoute(bindings, { path: "/api/v1/payment/bindings", token });
    expect(list.status).toBe(200);
    expect(list.json).toEqual({
      items: [
        { id: mir.id, maskedPan: "220220******1234", paymentSystem: "MIR", expiry: "12/27" },
        { id: visa.id, maskedPan: "427600******5678", paymentSystem: "VISA", expiry: "03/26" },
      ],
    });

    const unbind = (id: string) => callRoute(unbindCard, { path: `/api/v1/payment/unbind-card/${id}`, method: "PUT", token, params: { id } });
    for (const card of [multiCard, foreignCard]) expect((await unbind(String(card.id))).status).toBe(404);
    expect((await unbind("abc")).status).toBe(400);
    const ok = await unbind(String(visa.id));
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true });
    expect((await unbind(String(visa.id))).status).toBe(404);
    expect((await callRoute<{ items: { id: number }[] }>(bindings, { path: "/api/v1/payment/bindings", token })).json.items.map((c) => c.id)).toEqual([mir.id]);
    const multiList = await callRoute<{ items: { id: number }[] }>(bindings, { path: "/api/v1/payment/bindings", token: await tokenFor("multi@demo.test") });
    expect(multiList.json.items.map((c) => c.id)).toEqual([multiCard.id]);
  });
});
