import { expect, test } from "@playwright/test";
import { APP_PORT, keepScreenshot, OUTDATED_USER_AGENT, setTestCookie, SHELL_PAGE } from "./shell-helpers";

// Spec §2 "Full-page states" and §8: what the buyer sees when something is missing or broken.
test.use({ locale: "ru-RU" });

test.describe("full-page states", () => {
  test("an unknown path shows the not-found view inside the shell, status 404", async ({ page }, testInfo) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
    await expect(page.getByText("Воспользуйтесь верхним меню")).toBeVisible();
    await expect(page.getByRole("search")).toBeVisible();
    await keepScreenshot(page, testInfo, "state-404");
  });

  test("the modules menu: two modules on → /modules and /m show their tiles; a site with none → 404 and no «Модули»", async ({ page }) => {
    // The demo seller has the offers module and the order manager on (issue 23); one alone would be a redirect (app/(storefront)/modules/page.tsx).
    for (const path of ["/modules", "/m"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Модули" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Коммерческие предложения/ })).toHaveAttribute("href", "/modules/offers");
      await expect(page.getByRole("link", { name: /Менеджер заказов/ })).toHaveAttribute("href", "/modules/order-manager");
    }
    // The second seller has modules on but no module that is built and switched on.
    for (const path of ["/modules", "/m"]) {
      const response = await page.goto(`http://second.localhost:${APP_PORT}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Модули" })).toHaveCount(0);
  });

  test("503 (forced by the test switch): the unavailable page with status, name and message", async ({ page, context, baseURL }, testInfo) => {
    await setTestCookie(context, baseURL, "B2B_TEST_STATE", "503");
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Сервис временно недоступен" })).toBeVisible();
    await expect(page.getByText("Это значит, что скоро система заработает и станет еще быстрее и удобнее. Пожалуйста, возвращайтесь немного позже.")).toBeVisible();
    const details = page.getByTestId("error-details");
    await expect(details).toContainText("503");
    await expect(details).toContainText("Service Unavailable");
    await expect(details).toContainText("B2B_TEST_STATE");
    await keepScreenshot(page, testInfo, "state-503");
  });

  test("a server failure (forced 500): the generic failure page, and its reload brings the page back", async ({ page, context, baseURL }, testInfo) => {
    await setTestCookie(context, baseURL, "B2B_TEST_STATE", "500");
    const response = await page.goto(SHELL_PAGE);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Произошел технический сбой" })).toBeVisible();
    await keepScreenshot(page, testInfo, "state-500");
    await context.clearCookies({ name: "B2B_TEST_STATE" });
    await page.getByRole("button", { name: "Обновить страницу" }).click();
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Произошел технический сбой" })).toHaveCount(0);
  });

  test("503 from the app info call in the browser: the unavailable page with the call's status and message", async ({ page }) => {
    await page.route("**/api/v1/info", (route) => route.fulfill({ status: 503, json: { message: "Идут регламентные работы" } }));
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Сервис временно недоступен" })).toBeVisible();
    await expect(page.getByTestId("error-details")).toContainText("Идут регламентные работы");
    await expect(page.getByTestId("error-details")).toContainText("503");
  });

  test("another failure of the app info call: the generic failure page with a reload action", async ({ page }) => {
    let fail = true;
    await page.route("**/api/v1/info", (route) => (fail ? route.fulfill({ status: 500, json: { message: "Внутренняя ошибка сервера" } }) : route.fallback()));
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Произошел технический сбой" })).toBeVisible();
    await expect(page.getByTestId("error-details")).toContainText("Internal Server Error");
    fail = false;
    await page.getByRole("button", { name: "Обновить страницу" }).click();
    await expect(page.getByRole("heading", { name: "Произошел технический сбой" })).toHaveCount(0);
    await expect(page.getByRole("search")).toBeVisible();
  });

  test("401 from a call opens the sign-in dialog", async ({ page }) => {
    await page.route("**/api/v1/info", (route) => route.fulfill({ status: 401, json: { message: "Требуется авторизация" } }));
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Вход" })).toBeVisible();
  });

  test("an outdated browser gets the page asking to update, with the recommended browsers and systems", async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ userAgent: OUTDATED_USER_AGENT, locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`${baseURL}${SHELL_PAGE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ваш браузер устарел" })).toBeVisible();
    for (const name of ["Google Chrome", "Mozilla Firefox", "Safari", "Яндекс Браузер", "Opera", "Windows 7 и новее", "macOS Sierra и новее"]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("search")).toHaveCount(0);
    await keepScreenshot(page, testInfo, "state-outdated-browser");
    await context.close();
  });

  test("Safari gets its CSS class; a current Chrome does not", async ({ browser, page, baseURL }) => {
    const safari = await browser.newContext({
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
    });
    const safariPage = await safari.newPage();
    await safariPage.goto(`${baseURL}${SHELL_PAGE}`);
    await expect(safariPage.locator("html")).toHaveClass(/\bsafari\b/);
    await safari.close();
    await page.goto(SHELL_PAGE);
    await expect(page.locator("html")).not.toHaveClass(/\bsafari\b/);
  });
});
