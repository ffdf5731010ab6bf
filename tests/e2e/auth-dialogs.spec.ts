import http from "node:http";
import os from "node:os";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

// The auth dialogs end to end against `npm start` with no mail configured, as a fresh install: sent codes
// are at /dev/outbox, which serves the browser (a loopback peer) and nobody else.
// Every test runs in both projects (desktop and mobile), so each makes its own accounts.

const PASSWORD = "demo12345";

// The texts asserted are the Russian ones (the browser's language picks the interface language).
test.use({ locale: "ru-RU" });

function unique(prefix: string): { email: string; phone: string; phoneDigits: string } {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  const phoneDigits = `9${stamp}`;
  return { email: `${prefix}-${stamp}@e2e.test`, phone: phoneDigits, phoneDigits };
}

/** The newest 6-digit code sent to this recipient (10 phone digits or an e-mail), read at /dev/outbox. */
async function codeFromOutbox(context: BrowserContext, recipient: string, options: { after?: string } = {}): Promise<string> {
  const outbox = await context.newPage();
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await outbox.goto("/dev/outbox");
      const row = outbox.locator(`[data-testid="outbox-message"][data-recipient="${recipient}"]`).first();
      if (await row.count()) {
        const code = /\b(\d{6})\b/.exec((await row.getByTestId("outbox-body").textContent()) ?? "")?.[1];
        if (code && code !== options.after) return code;
      }
      await outbox.waitForTimeout(250);
    }
    throw new Error(`no code for ${recipient} in /dev/outbox`);
  } finally {
    await outbox.close();
  }
}

async function apiSignIn(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { authToken: string };
  return body.authToken;
}

/** Signs the page in by storing a token the way the sign-in dialog does (for tests about other things). */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.sessionStorage.setItem("B2B_USER_TOKEN", value), token);
}

const userMenu = (page: Page) => page.getByRole("button", { name: /^Меню пользователя/ });

test.describe("sign-in and sign-out", () => {
  test("a wrong password is refused, the right one signs in, 'Выйти' signs out", { tag: "@phone" }, async ({ page, context }) => {
    await page.goto("/catalog");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const dialog = page.getByRole("dialog", { name: "Вход" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Телефон/)).toHaveAttribute("placeholder", "+7 (___) ___-__-__");
    await expect(dialog.getByLabel("Запомнить меня")).toBeChecked();

    await dialog.getByText("По e-mail").click();
    await dialog.getByLabel(/^E-mail/).fill("buyer@demo.test");
    await dialog.getByLabel(/^Пароль/).fill("not-the-password");
    await dialog.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Неверный e-mail или пароль");

    await dialog.getByLabel(/^Пароль/).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(userMenu(page)).toContainText("Ромашка");
    const stored = await page.evaluate(() => ({ session: sessionStorage.getItem("B2B_USER_TOKEN"), local: localStorage.getItem("B2B_USER_TOKEN"), initial: localStorage.getItem("B2B_AUTH_INITIAL") }));
    expect(stored.session).toBeTruthy();
    expect(stored.local).toBe(stored.session);
    expect(stored.initial).toBe("signin");
    expect((await context.cookies()).some((cookie) => cookie.name === "b2b_identity")).toBe(true);
    // The state that opened the dialog is gone: a reload does not bring it back.
    expect(await page.evaluate(() => (window.history.state as { openedAuth?: string } | null)?.openedAuth ?? null)).toBeNull();

    await userMenu(page).click();
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Войти" })).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem("B2B_USER_TOKEN"), localStorage.getItem("B2B_USER_TOKEN")])).toEqual([null, null]);
    expect((await context.cookies()).some((cookie) => cookie.name === "b2b_identity")).toBe(false);
    // The revoked token is dead on the server too.
    const me = await page.request.get("/api/v1/user/current-user", { headers: { authorization: `Bearer ${stored.session}` } });
    expect(me.status()).toBe(401);
  });

  test("Escape closes the sign-in dialog and gives the keyboard back to «Войти»; the next Escape closes the next dialog", async ({ page }) => {
    await page.goto("/catalog");
    const signIn = page.getByRole("banner").getByRole("button", { name: "Войти" });
    await signIn.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Вход" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
    // The next dialog closes with one Escape too (none is swallowed).
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test("/user/sign-in opens the dialog for a visitor; Escape closes it; a signed-in user goes to /", async ({ page }) => {
    await page.goto("/user/sign-in");
    const dialog = page.getByRole("dialog", { name: "Вход" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Телефон/)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Вход в личный кабинет" })).toBeVisible();

    await useToken(page, await apiSignIn(page.request, "buyer@demo.test"));
    await page.goto("/user/sign-up");
    await page.waitForURL((url) => url.pathname !== "/user/sign-up");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("sign-up", () => {
  test("a company signs up through all three steps with the code from the outbox", { tag: "@phone" }, async ({ page, context }) => {
    const person = unique("company");
    await page.goto("/user/sign-up");
    const dialog = page.getByRole("dialog", { name: "Регистрация" });
    await expect(dialog.getByText("Шаг 1 из 3")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "пользовательское соглашение" })).toHaveAttribute("href", "/content/reglament");
    await expect(dialog.getByRole("link", { name: "политикой обработки персональных данных" })).toHaveAttribute("href", "/content/politika-sbora-personalnykh-dannykh");

    await dialog.getByLabel("Фамилия").fill("Тестов");
    await dialog.getByLabel(/^Имя/).fill("Тест");
    await dialog.getByLabel(/^Телефон/).fill(person.phone);
    await expect(dialog.getByLabel(/^Телефон/)).toHaveValue(/^\+7 \(9\d\d\) \d{3}-\d{2}-\d{2}$/);
    await dialog.getByLabel(/^E-mail/).fill(person.email);
    await dialog.getByLabel(/^Пароль/).fill("Sup3r-Secret-Pass");
    await dialog.getByLabel("Повторите пароль").fill("Sup3r-Secret-Pass");
    await expect(dialog.getByLabel("Регион")).not.toHaveValue("");
    await dialog.getByRole("checkbox", { name: /пользовательское соглашение/ }).check();
    await dialog.getByRole("button", { name: "Продолжить" }).click();

    await expect(dialog.getByText("Шаг 2 из 3")).toBeVisible();
    await expect(dialog.getByRole("status")).toContainText("код");
    await dialog.getByLabel("Код из сообщения").fill(await codeFromOutbox(context, person.phoneDigits));
    await dialog.getByRole("button", { name: "Подтвердить" }).click();

    await expect(dialog.getByText("Шаг 3 из 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Найти компанию по ИНН или названию" }).click();
    const search = page.getByRole("dialog", { name: "Поиск компании" });
    await expect(search).toBeVisible();
    expect(await page.evaluate(() => (window.history.state as { openedAuthTool?: string }).openedAuthTool)).toBe("AuthDadata");
    await search.getByLabel("ИНН или название").fill("Кабельтрейд");
    await search.getByRole("button", { name: /Кабельтрейд/ }).first().click();
    await expect(search).toBeHidden();
    await expect(dialog.getByLabel("Название компании")).toHaveValue(/Кабельтрейд/);
    await expect(dialog.getByLabel(/^ИНН/)).toHaveValue("0201481047");

    await dialog.getByLabel("Карточка предприятия").setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n") });
    await expect(dialog.getByText("card.pdf")).toBeVisible();
    await dialog.getByRole("button", { name: "Зарегистрироваться" }).click();

    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(userMenu(page)).toContainText("Кабельтрейд");
  });
});

test.describe("sign-up code step", () => {
  test("keeps every field on «Вернуться к шагу 1», resends the code after a minute's countdown and links the test outbox", async ({ page, context }) => {
    // Two codes and a minute's countdown: more than the usual half-minute on a loaded machine.
    test.slow();
    const person = unique("resend");
    await page.clock.install();
    await page.goto("/user/sign-up");
    const dialog = page.getByRole("dialog", { name: "Регистрация" });
    await dialog.getByLabel("Фамилия").fill("Повторов");
    await dialog.getByLabel(/^Имя/).fill("Пётр");
    await dialog.getByLabel(/^Телефон/).fill(person.phone);
    await dialog.getByLabel(/^E-mail/).fill(person.email);
    await dialog.getByLabel(/^Пароль/).fill("Sup3r-Secret-Pass");
    await dialog.getByLabel("Повторите пароль").fill("Sup3r-Secret-Pass");
    await dialog.getByRole("checkbox", { name: /пользовательское соглашение/ }).check();
    await dialog.getByRole("button", { name: "Продолжить" }).click();
    await expect(dialog.getByText("Шаг 2 из 3")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "тестовый ящик" })).toHaveAttribute("href", "/dev/outbox");

    await dialog.getByRole("button", { name: "Вернуться к шагу 1" }).click();
    await expect(dialog.getByText("Шаг 1 из 3")).toBeVisible();
    await expect(dialog.getByLabel("Фамилия")).toHaveValue("Повторов");
    await expect(dialog.getByLabel(/^Имя/)).toHaveValue("Пётр");
    await expect(dialog.getByLabel(/^Телефон/)).toHaveValue(/^\+7 \(9\d\d\) \d{3}-\d{2}-\d{2}$/);
    await expect(dialog.getByLabel(/^E-mail/)).toHaveValue(person.email);
    await expect(dialog.getByLabel(/^Пароль/)).toHaveValue("Sup3r-Secret-Pass");
    await expect(dialog.getByLabel("Повторите пароль")).toHaveValue("Sup3r-Secret-Pass");
    await expect(dialog.getByRole("checkbox", { name: /пользовательское соглашение/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Продолжить" }).click();

    await expect(dialog.getByText("Шаг 2 из 3")).toBeVisible();
    const first = await codeFromOutbox(context, person.phoneDigits);
    await expect(dialog.getByRole("button", { name: /^Получить код ещё раз через \d+ с$/ })).toBeDisabled();
    await page.clock.fastForward("01:01");
    const resend = dialog.getByRole("button", { name: "Получить код ещё раз", exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(dialog.getByRole("button", { name: /^Получить код ещё раз через \d+ с$/ })).toBeDisabled();
    const second = await codeFromOutbox(context, person.phoneDigits, { after: first });
    await dialog.getByLabel("Код из сообщения").fill(second);
    await dialog.getByRole("button", { name: "Подтвердить" }).click();
    await expect(dialog.getByText("Шаг 3 из 3")).toBeVisible();
  });
});

test.describe("test outbox", () => {
  /** This machine's address on the network: a request to it comes from a non-loopback peer. */
  const networkAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((info) => info && info.family === "IPv4" && !info.internal)?.address;

  function getRaw(address: string, port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.get({ host: address, port, path, headers: { host: `localhost:${port}`, ...headers }, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
    });
  }

  test("a fresh install shows the outbox to this machine only: not to the network, not through a proxy, not for a forged header", async ({ page, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one server-side check is enough");
    const port = Number(new URL(baseURL ?? "").port);
    await page.goto("/dev/outbox");
    await expect(page.getByTestId("outbox-audience")).toContainText("только с этого компьютера");
    expect((await getRaw("127.0.0.1", port, "/dev/outbox")).status).toBe(200);
    expect(JSON.parse((await getRaw("127.0.0.1", port, "/api/v1/dev-outbox")).body)).toEqual({ available: true, url: "/dev/outbox" });
    expect((await getRaw("127.0.0.1", port, "/dev/outbox", { "x-forwarded-for": "203.0.113.7" })).status).toBe(404);

    test.skip(!networkAddress, "no network interface besides loopback");
    const remote = networkAddress ?? "";
    expect((await getRaw(remote, port, "/dev/outbox")).status).toBe(404);
    expect((await getRaw(remote, port, "/dev/outbox", { "x-b2b-peer-address": "127.0.0.1" })).status).toBe(404);
    expect(JSON.parse((await getRaw(remote, port, "/api/v1/dev-outbox", { "x-b2b-peer-address": "127.0.0.1" })).body)).toEqual({ available: false, url: null });
  });
});

test.describe("password reset", () => {
  test("a forgotten password is reset with a resent code from the outbox (after the countdown) and the new one signs in", async ({ page, context, request }) => {
    // Two codes and a minute's countdown: more than the usual half-minute on a loaded machine.
    test.slow();
    const person = unique("reset");
    // An individual of its own (the shared demo accounts keep their password).
    const step1 = await request.post("/api/v2/user/sign-up", {
      data: { email: person.email, password: "Old-Secret-Pass1", repeatPassword: "Old-Secret-Pass1", regionId: await firstRegionId(request), isIndividual: 1, agreeForProcessingData: true, agreedForTerms: true },
    });
    expect(step1.status()).toBe(200);
    const signUpCode = await codeFromOutbox(context, person.email);
    expect((await request.post("/api/v2/user/sign-up", { data: { step: 2, email: person.email, code: signUpCode } })).status()).toBe(200);

    await page.clock.install();
    await page.goto("/catalog");
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    const signIn = page.getByRole("dialog", { name: "Вход" });
    await signIn.getByText("По e-mail").click();
    await signIn.getByLabel(/^E-mail/).fill(person.email);
    await signIn.getByRole("button", { name: "Забыли пароль?" }).click();

    const reset = page.getByRole("dialog", { name: "Восстановление пароля" });
    await expect(reset.getByLabel(/^E-mail/)).toHaveValue(person.email);
    await reset.getByRole("button", { name: "Получить код" }).click();
    await expect(reset.getByRole("status")).toContainText(person.email);
    const submit = reset.getByRole("button", { name: "Сохранить пароль" });
    await expect(submit).toBeDisabled();
    await expect(reset.getByRole("link", { name: "тестовый ящик" })).toHaveAttribute("href", "/dev/outbox");
    const firstCode = await codeFromOutbox(context, person.email, { after: signUpCode });
    await expect(reset.getByRole("button", { name: /^Получить код ещё раз через \d+ с$/ })).toBeDisabled();
    await page.clock.fastForward("01:01");
    await reset.getByRole("button", { name: "Получить код ещё раз", exact: true }).click();
    await expect(reset.getByRole("button", { name: /^Получить код ещё раз через \d+ с$/ })).toBeDisabled();
    await reset.getByLabel("Код из сообщения").fill(await codeFromOutbox(context, person.email, { after: firstCode }));
    await reset.getByLabel("Новый пароль").fill("New-Secret-Pass2");
    await reset.getByLabel("Повторите пароль").fill("New-Secret-Pass2");
    await submit.click();

    await expect(reset).toBeHidden();
    await expect(signIn.getByRole("status")).toContainText("Пароль изменён");
    await expect(signIn.getByLabel(/^Пароль/)).toHaveValue("New-Secret-Pass2");
    await signIn.getByRole("button", { name: "Войти", exact: true }).click();
    await expect(signIn).toBeHidden();
    await expect(userMenu(page)).toBeVisible();
  });
});

async function firstRegionId(request: APIRequestContext): Promise<number> {
  const info = (await (await request.get("/api/v1/info")).json()) as { regions: { id: number }[] };
  return info.regions[0].id;
}

test.describe("invitation sign-in", () => {
  test("a colleague invited by the Administrator signs in with the emailed code and lands on /catalog", async ({ page, context, request }) => {
    const person = unique("invited");
    const adminToken = await apiSignIn(request, "admin@demo.test");
    const created = await request.post("/api/v1/company/invitations", { data: { email: person.email, role: "buyer" }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(created.status()).toBe(200);
    const { invitation } = (await created.json()) as { invitation: string };
    const code = await codeFromOutbox(context, person.email);

    await page.goto(`/user/signin-by-invitation?invitation=${encodeURIComponent(invitation)}`);
    const dialog = page.getByRole("dialog", { name: "Вход по приглашению" });
    await expect(dialog.getByLabel("Приглашение")).toHaveValue(invitation);
    await expect(dialog.getByRole("button", { name: "Войти", exact: true })).toBeDisabled();
    await dialog.getByLabel("Код приглашения").fill(code);
    await dialog.getByRole("button", { name: "Войти", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/catalog");
    await expect(userMenu(page)).toContainText(person.email);
    expect(await page.evaluate(() => sessionStorage.getItem("B2B_USER_TOKEN"))).toBeTruthy();
  });

  test("without an invitation in the address the visitor goes to /", async ({ page }) => {
    await page.goto("/user/signin-by-invitation");
    await page.waitForURL((url) => url.pathname !== "/user/signin-by-invitation");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("company switching", () => {
  test("multi@demo.test switches the active company from the user menu", async ({ page }) => {
    await useToken(page, await apiSignIn(page.request, "multi@demo.test"));
    await page.goto("/catalog");
    const before = (await userMenu(page).textContent()) ?? "";
    await userMenu(page).click();
    const companies = page.getByRole("region", { name: "Компании" });
    await expect(companies.getByRole("button")).toHaveCount(2);
    const other = companies.getByRole("button").and(page.locator(":not([aria-current])"));
    const target = ((await other.textContent()) ?? "").trim();
    await other.click();
    await expect(companies).toBeHidden();
    await expect(userMenu(page)).toContainText(target);
    expect((await userMenu(page).textContent()) ?? "").not.toBe(before);
  });
});
