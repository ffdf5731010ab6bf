import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { APP_PORT, isMobile, keepScreenshot, OUTDATED_USER_AGENT, setTestCookie, SHELL_PAGE } from "./shell-helpers";

// The visual check of the shell: screenshots of the catalogue shell, an open dialog and every full-page
// state at 1920×1080 (project "desktop") and 375×812 (project "mobile"), kept in the HTML report
// (reports/e2e-html) and under test-results/; none of them may scroll sideways.
test.use({ locale: "ru-RU" });


/** The size the project promises, a screenshot kept, and no horizontal scroll of the document. */
async function capture(page: Page, testInfo: TestInfo, name: string) {
  const expected = isMobile(testInfo) ? { width: 375, height: 812 } : { width: 1920, height: 1080 };
  expect(page.viewportSize()).toEqual(expected);
  // Web fonts in: the screenshot shows what a visitor sees, and late fonts could widen a line.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll, `${name}: no horizontal scroll`).toBeLessThanOrEqual(widths.inner);
  await keepScreenshot(page, testInfo, name);
}

test.describe("screenshots", () => {
  test("the catalogue shell", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("search")).toBeVisible();
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await capture(page, testInfo, "shot-catalog-shell");
  });

  test("an open dialog (sign-in)", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    await page.getByRole("banner").getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("dialog", { name: "Вход" })).toBeVisible();
    await capture(page, testInfo, "shot-dialog-sign-in");
  });

  test("the not-found page", async ({ page }, testInfo) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
    await capture(page, testInfo, "shot-state-404");
  });

  test("the 503 and 500 states", { tag: "@phone" }, async ({ page, context, baseURL }, testInfo) => {
    for (const [state, heading] of [["503", "Сервис временно недоступен"], ["500", "Произошел технический сбой"]] as const) {
      await setTestCookie(context, baseURL, "B2B_TEST_STATE", state);
      await page.goto(SHELL_PAGE);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await capture(page, testInfo, `shot-state-${state}`);
    }
  });

  test("the outdated-browser page", async ({ browser, baseURL }, testInfo) => {
    const viewport = isMobile(testInfo) ? { width: 375, height: 812 } : { width: 1920, height: 1080 };
    const context = await browser.newContext({ userAgent: OUTDATED_USER_AGENT, locale: "ru-RU", viewport });
    const page = await context.newPage();
    await page.goto(`${baseURL}${SHELL_PAGE}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ваш браузер устарел" })).toBeVisible();
    await capture(page, testInfo, "shot-state-outdated-browser");
    await context.close();
  });

  test("the site-not-found page", async ({ page }, testInfo) => {
    await page.goto(`http://nosuch.localhost:${APP_PORT}/catalog`);
    await expect(page.getByRole("heading", { level: 1, name: "Сайт не найден" })).toBeVisible();
    await capture(page, testInfo, "shot-site-not-found");
  });
});
