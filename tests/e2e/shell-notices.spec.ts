import { expect, test } from "@playwright/test";
import { SHELL_PAGE, isMobile, keepScreenshot, setTestCookie, signInAsBuyer } from "./shell-helpers";

// Spec §2 "Overlays driven by the URL" and §4: the cookie notice, the important notice, the regional
// message and information messages.
test.use({ locale: "ru-RU" });

test.describe("cookie notice", () => {
  test("is shown to a new visitor until accepted, and stays hidden after a reload", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    const notice = page.getByRole("region", { name: "Использование cookie" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Мы используем файлы cookie");
    await keepScreenshot(page, testInfo, "cookie-notice");

    const accepted = page.waitForRequest((request) => request.url().endsWith("/api/v2/cookie/accept") && request.method() === "POST");
    await notice.getByRole("button", { name: "Понятно" }).click();
    await accepted;
    await expect(notice).toHaveCount(0);

    // The check call answers "accepted" for this browser's visitor id: the notice does not come back.
    const checked = page.waitForResponse((response) => response.url().endsWith("/api/v2/cookie/check"));
    await page.reload();
    expect(await (await checked).json()).toEqual({ accepted: true });
    await expect(page.getByRole("region", { name: "Использование cookie" })).toHaveCount(0);
  });

  test("another browser (another visitor) still sees it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`${baseURL}${SHELL_PAGE}`);
    await expect(page.getByRole("region", { name: "Использование cookie" })).toBeVisible();
    await context.close();
  });

  test("the status query is retried (up to 3 times) before the notice decides", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/v2/cookie/check", (route) => {
      calls += 1;
      return calls <= 2 ? route.fulfill({ status: 502, json: { message: "Bad gateway" } }) : route.fulfill({ status: 200, json: { accepted: true } });
    });
    await page.goto(SHELL_PAGE);
    await expect.poll(() => calls, { timeout: 15_000 }).toBe(3);
    await expect(page.getByRole("region", { name: "Использование cookie" })).toHaveCount(0);
  });
});

test.describe("important notice", () => {
  test("desktop visitors see it once per device; closing stores a timestamp", async ({ page, context, baseURL }, testInfo) => {
    await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "shown");
    await page.goto(SHELL_PAGE);
    const dialog = page.getByRole("dialog", { name: "Важная информация" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Тестовое уведомление");
    await keepScreenshot(page, testInfo, "important-notice");
    await dialog.getByRole("button", { name: "Понятно" }).click();
    await expect(dialog).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem("B2B_IMPORTANT_NOTICE_CLOSED_AT"));
    expect(Number(stored)).toBeGreaterThan(Date.now() - 60_000);

    await page.reload();
    await expect(page.getByRole("search")).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog", { name: "Важная информация" })).toHaveCount(0);
  });

  test("Escape closes it too, and it traps focus while open", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "shown");
    await page.goto(SHELL_PAGE);
    const dialog = page.getByRole("dialog", { name: "Важная информация" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("B2B_IMPORTANT_NOTICE_CLOSED_AT"))).toBeTruthy();
  });

  test("is not shown on phones, to signed-in users, or when hidden by configuration", { tag: "@phone" }, async ({ page, context, baseURL, request }, testInfo) => {
    const expectNoNotice = async () => {
      await expect(page.getByRole("search")).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole("dialog", { name: "Важная информация" })).toHaveCount(0);
    };
    if (isMobile(testInfo)) {
      await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "shown");
      await page.goto(SHELL_PAGE);
      return expectNoNotice();
    }
    await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "hidden");
    await page.goto(SHELL_PAGE);
    await expectNoNotice();
    await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "shown");
    await signInAsBuyer(page, request);
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("button", { name: /^Меню пользователя/ })).toBeVisible();
    await expectNoNotice();
  });

  test("navigation state forces it open even when hidden by configuration; Back closes it", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "B2B_TEST_NOTICE", "hidden");
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("search")).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ ...(window.history.state ?? {}), openedImportantNotice: true }, "", window.location.href);
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    });
    const dialog = page.getByRole("dialog", { name: "Важная информация" });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("regional message", () => {
  test("shows on phones when the site enables it, and closes", { tag: "@phone" }, async ({ page, context, baseURL }, testInfo) => {
    await setTestCookie(context, baseURL, "B2B_TEST_REGIONAL", "1");
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("search")).toBeVisible();
    const message = page.getByRole("region", { name: "Ваш регион" });
    if (!isMobile(testInfo)) {
      await page.waitForTimeout(500);
      await expect(message).toHaveCount(0);
      return;
    }
    await expect(message).toContainText("Цены и наличие товаров показаны для региона «Москва и область».");
    await message.getByRole("button", { name: "Понятно" }).click();
    await expect(message).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("search")).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("region", { name: "Ваш регион" })).toHaveCount(0);
  });
});

test.describe("information messages", () => {
  test("a signed-in user's messages are shown and closing one tells the server", async ({ page, request }) => {
    await signInAsBuyer(page, request);
    await page.route("**/api/v1/user/current-user", async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...user, informationMessages: [{ id: 9001, text: "Склад не работает 1 мая", createdAt: "2025-04-28T09:00:00.000Z" }, { id: 9002, text: "Новые цены с 1 июня", createdAt: "2025-04-27T09:00:00.000Z" }] },
      });
    });
    const closed: unknown[] = [];
    await page.route("**/api/v1/user/close-information-message", async (route) => {
      closed.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, json: { success: true } });
    });
    await page.goto(SHELL_PAGE);
    const messages = page.getByRole("region", { name: "Сообщения" });
    await expect(messages.getByTestId("information-message")).toHaveCount(2);
    await messages.getByTestId("information-message").filter({ hasText: "Склад не работает 1 мая" }).getByRole("button", { name: "Закрыть сообщение" }).click();
    await expect(messages.getByTestId("information-message")).toHaveCount(1);
    await expect(messages).toContainText("Новые цены с 1 июня");
    expect(closed).toEqual([{ id: 9001 }]);
  });
});
