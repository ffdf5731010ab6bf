import { expect, test } from "@playwright/test";
import { APP_PORT } from "./shell-helpers";


test.describe("one deployment, many sellers", () => {
  test("an unknown host shows 'Сайт не найден' with status 404", async ({ page }) => {
    const response = await page.goto(`http://nosuch.localhost:${APP_PORT}/catalog`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сайт не найден");
    await expect(page.getByRole("link", { name: "Перейти в каталог маркетплейса" })).toBeVisible();
  });

  test("second.localhost serves another seller with its own products", async ({ page }) => {
    await page.goto(`http://localhost:${APP_PORT}/catalog`);
    const demoFirst = await page.getByTestId("product-row").first().textContent();
    const demoBrand = await page.locator("header").getByRole("link").first().textContent();

    const response = await page.goto(`http://second.localhost:${APP_PORT}/catalog`);
    expect(response?.status()).toBe(200);
    const secondBrand = await page.locator("header").getByRole("link").first().textContent();
    expect(secondBrand).not.toBe(demoBrand);
    await expect(page.getByTestId("product-row").first()).not.toHaveText(demoFirst ?? "");
  });

  test("the second site has its own home page with its sections", async ({ page }) => {
    const response = await page.goto(`http://second.localhost:${APP_PORT}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("оптовые поставки");
    await expect(page.getByRole("link", { name: "Перейти в каталог" })).toBeVisible();
  });
});
