import { expect, test } from "@playwright/test";
import { SHELL_PAGE, expectNoHorizontalScroll, isMobile, keepScreenshot } from "./shell-helpers";

// Spec §1 and §9: the frame on desktops and phones.
test.use({ locale: "ru-RU" });

test.describe("layout", () => {
  test("the catalogue shell: no horizontal scroll, header, footer; screenshot kept", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("search")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, "catalog-shell");
    // The page itself never scrolls (spec §1): html and body are fixed to the window.
    const bodyScroll = await page.evaluate(() => [getComputedStyle(document.body).overflow, getComputedStyle(document.documentElement).overflow]);
    expect(bodyScroll).toEqual(["hidden", "hidden"]);
  });

  test("an open dialog keeps the page without horizontal scroll", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    await page.getByRole("button", { name: "Войти" }).first().click();
    await expect(page.getByRole("dialog", { name: "Вход" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, "dialog-sign-in");
  });

  test("from 1280 px the app container does not scroll itself; the main area does", async ({ page }) => {
    await page.goto(SHELL_PAGE);
    await expect(page.locator(".app-container")).toBeVisible();
    const overflow = await page.evaluate(() => ({
      container: getComputedStyle(document.querySelector(".app-container") as Element).overflowY,
      main: getComputedStyle(document.querySelector("main") as Element).overflowY,
    }));
    expect(overflow).toEqual({ container: "hidden", main: "auto" });
  });

  test("below 1280 px the app container scrolls", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), "phone layout");
    await page.goto(SHELL_PAGE);
    await expect(page.locator(".app-container")).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(".app-container") as Element).overflowY)).toBe("auto");
  });

  test("phones can switch to the desktop version and back", { tag: "@phone" }, async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo), "phones only");
    await page.goto(SHELL_PAGE);
    await page.getByRole("button", { name: "Полная версия сайта" }).click();
    await expect.poll(() => page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute("content"))).toBe("width=1280");
    expect(await page.evaluate(() => document.cookie)).toContain("B2B_DESKTOP_MODE=1");
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    await page.getByRole("button", { name: "Мобильная версия сайта" }).click();
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(375);
    await expectNoHorizontalScroll(page);
  });
});
