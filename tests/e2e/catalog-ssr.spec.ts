import { expect, test } from "@playwright/test";

test.describe("server-rendered catalogue", () => {
  test("the HTML of /catalog already holds product names, codes and prices before any script runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseURL}/catalog`);
    expect(response?.status()).toBe(200);
    const rows = page.getByTestId("product-row");
    await expect(rows).toHaveCount(20);
    const first = rows.first();
    await expect(first).toContainText("Артикул:");
    await expect(first).toContainText("₽");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Каталог товаров");
    await expect(page).toHaveTitle(/Электро-Опт/);
    await context.close();
  });

  test("a buyer walks into a section and to the next page by plain links", async ({ page }) => {
    await page.goto("/catalog");
    const nav = page.getByRole("navigation", { name: "Разделы" });
    // The first section's link (a tree item since the tree is one tab stop), not «Все разделы».
    const firstSection = nav.locator('a[href*="section="]').first();
    const sectionName = (await firstSection.textContent()) ?? "";
    await firstSection.click();
    await expect(page).toHaveURL(/section=\d+/);
    // The heading follows the section's first answer: give a loaded 2-core CI machine time for it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sectionName, { timeout: 15_000 });
    const next = page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Вперёд" });
    if (await next.count()) {
      const before = await page.getByTestId("product-row").first().textContent();
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByTestId("product-row").first()).not.toHaveText(before ?? "");
    }
  });

  test("an unknown path shows the not-found view with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  });
});
