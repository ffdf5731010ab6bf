import { expect, test, type Page } from "@playwright/test";

// Bank sign-in through the local bank (`npm run dev:idp`, started by playwright.config.ts next to the
// storefront; the storefront runs with BANK_ID_LOCAL=1 so `next start` offers it).
const FAILURE_TITLE = "Возникла техническая ошибка";
test.use({ locale: "ru-RU" });
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3901);

async function startAtBank(page: Page): Promise<void> {
  const res = await page.request.post("/api/v2/user/bank/localbank/start", { data: {} });
  expect(res.status()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(new URL(url).port).toBe(String(idpPort));
  await page.goto(url);
}

/** At the local bank: pick the customer, then allow (or refuse) sharing the data with the shop. */
async function signInAtBank(page: Page, customer: RegExp, consent: "Разрешить" | "Отказать" = "Разрешить"): Promise<void> {
  await expect(page.getByRole("heading", { name: "Вход в Локальный банк" })).toBeVisible();
  await page.getByRole("radio", { name: customer }).check();
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByRole("heading", { name: "Передать данные магазину?" })).toBeVisible();
  await page.getByRole("button", { name: consent }).click();
}

test.describe("bank sign-in (/auth/{provider}/complete)", () => {
  test("a bogus answer shows the failure page with its ways on", async ({ page }) => {
    await page.goto("/auth/localbank/complete?code=bogus&state=bogus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAILURE_TITLE);
    await expect(page.getByText("При использовании сервиса банка произошла ошибка")).toBeVisible();
    await expect(page.getByRole("button", { name: "Попробовать ещё раз" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Зарегистрироваться" })).toHaveAttribute("href", "/user/sign-up");
    await expect(page.getByRole("link", { name: "Написать в поддержку" })).toHaveAttribute("href", /^mailto:.+@.+/);
    expect(await page.evaluate(() => sessionStorage.getItem("B2B_USER_TOKEN"))).toBeNull();
  });

  test("the known customer signs in and lands on / with the token stored", async ({ page, context }) => {
    await startAtBank(page);
    await signInAtBank(page, /Иван Сергеевич Петров/);
    // The route is replaced with /; the demo site's home redirect (spec §2) may take it on to /catalog.
    await page.waitForURL((url) => ["/", "/catalog"].includes(url.pathname) && url.port !== String(idpPort), { timeout: 15_000 });
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem("B2B_USER_TOKEN"),
      local: localStorage.getItem("B2B_USER_TOKEN"),
      initial: localStorage.getItem("B2B_AUTH_INITIAL"),
    }));
    expect(stored.session).toMatch(/^[\w-]{43}$/);
    expect(stored.local).toBe(stored.session);
    expect(stored.initial).toBe("signin");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "b2b_identity")?.value).toBeTruthy();
    // The token is a real session: the current user is the seeded buyer.
    const me = await page.request.get("/api/v1/user/current-user", { headers: { authorization: `Bearer ${stored.session}` } });
    expect(me.status()).toBe(200);
    expect(JSON.stringify(await me.json())).toContain("buyer@demo.test");
  });

  test("the bank button of the sign-in dialog goes through the bank and back signed in", async ({ page }) => {
    await page.goto("/user/sign-in");
    await page.getByRole("dialog").getByRole("button", { name: "Войти через Локальный банк" }).click();
    await signInAtBank(page, /Иван Сергеевич Петров/);
    await page.waitForURL((url) => ["/", "/catalog"].includes(url.pathname) && url.port !== String(idpPort), { timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("B2B_USER_TOKEN"))).toMatch(/^[\w-]{43}$/);
  });

  test("a customer the shop does not know gets the sign-up dialog with the bank's data", async ({ page }) => {
    await startAtBank(page);
    await signInAtBank(page, /Мария Сергеевна Новикова/);
    await page.waitForURL((url) => url.pathname === "/user/sign-up", { timeout: 15_000 });
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[value="maria.novikova@bank.test"]')).toHaveCount(1);
    const state = await page.evaluate(() => ({
      token: sessionStorage.getItem("B2B_USER_TOKEN"),
      prefill: sessionStorage.getItem("B2B_BANK_SIGNUP"),
      openedAuth: (window.history.state as { openedAuth?: string } | null)?.openedAuth ?? null,
    }));
    expect(state.token).toBeNull();
    expect(state.openedAuth).toBe("signup");
    expect(JSON.parse(state.prefill ?? "{}")).toMatchObject({ provider: "localbank", email: "maria.novikova@bank.test", phone: "+7 900 555-12-34" });
  });

  test("refusing at the bank shows the failure page, and 'try again' goes back to the bank", async ({ page }) => {
    await startAtBank(page);
    await signInAtBank(page, /Иван Сергеевич Петров/, "Отказать");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAILURE_TITLE);
    await expect(page.getByText("Вход через банк отменён")).toBeVisible();
    await page.getByRole("button", { name: "Попробовать ещё раз" }).click();
    await expect(page.getByRole("heading", { name: "Вход в Локальный банк" })).toBeVisible();
  });
});
