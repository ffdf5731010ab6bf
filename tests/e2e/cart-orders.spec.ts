import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { isMobile } from "./shell-helpers";

// Cart, checkout and orders end to end against `next start`: add from the catalogue, change amounts,
// check out with pickup and with delivery, find the order in /orders, repeat it, export it. Both
// projects share one database, so each signs in as a different buyer of «Ромашка» (carts are per user).

test.use({ locale: "ru-RU" });

const PASSWORD = "demo12345";
const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "manager@demo.test" : "admin@demo.test");

async function signIn(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const { authToken } = (await res.json()) as { authToken: string };
  await page.addInitScript((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), authToken);
  // Every test starts from an empty cart.
  expect((await request.delete("/api/v1/cart", { headers: { authorization: `Bearer ${authToken}` } })).status()).toBe(200);
  return authToken;
}

/** Adds the first in-stock product of the catalogue with its own button; returns nothing — the cart shows it. */
async function addFromCatalogue(page: Page) {
  await page.goto("/catalog?instock=1");
  const add = page.getByRole("button", { name: /^В корзину/ }).first();
  await expect(add).toBeVisible();
  // Until the signed-in user is known the catalogue treats the click as a visitor's (sign-in opens); on a
  // loaded machine the signed-in header takes longer than the default 5 s (golden-club.spec.ts waits 45 s).
  await expect(page.getByRole("button", { name: /^Меню пользователя/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart/items") && r.request().method() === "POST");
  await add.click();
  expect((await answer).status()).toBe(200);
}

const lines = (page: Page) => page.getByTestId("cart-line");

async function placeOrder(page: Page): Promise<number> {
  await page.getByLabel(/Я принимаю/).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { order } = (await response.json()) as { order: { id: number } };
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${order.id}` })).toBeVisible();
  return order.id;
}

test.describe("cart and checkout", () => {
  test("visitors get the sign-in dialog, and under it a sign-in prompt, on /cart and /orders", async ({ page }) => {
    for (const [path, heading] of [
      ["/cart", "Войдите, чтобы увидеть корзину"],
      ["/orders", "Войдите, чтобы увидеть заказы"],
    ]) {
      await page.goto(path);
      const dialog = page.getByRole("dialog", { name: "Вход" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByTestId("sign-in-prompt").getByRole("button", { name: "Войти" })).toBeVisible();
    }
  });

  test("add from the catalogue, change the amount, pick up: the order is in /orders, repeats and exports", { tag: "@phone" }, async ({ page, request }, testInfo) => {
    await signIn(page, request, accountOf(testInfo));
    await addFromCatalogue(page);

    await page.goto("/cart");
    await expect(lines(page)).toHaveCount(1);
    const amount = lines(page).first().getByRole("textbox");
    const before = Number(await amount.inputValue());
    const changed = page.waitForResponse((r) => /\/api\/v1\/cart\/items\/\d+$/.test(r.url()) && r.request().method() === "PUT");
    await lines(page).first().getByRole("button", { name: "Больше" }).click();
    expect((await changed).status()).toBe(200);
    await expect(amount).not.toHaveValue(String(before));
    const after = Number(await amount.inputValue());
    expect(after).toBeGreaterThan(before);
    await expect(page.getByTestId("cart-vat")).toContainText("₽");

    // Pickup is the default; the offer conditions must be accepted first.
    await expect(page.getByRole("radio", { name: "Самовывоз" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Оформить заказ" })).toBeDisabled();
    const id = await placeOrder(page);
    await expect(page.getByTestId("order-lines").locator("li")).toHaveCount(1);
    await expect(page.getByText(/^Товар зарезервирован до \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(page.getByTestId("order-documents")).toContainText(`Счёт на оплату № ${id}`);

    await page.goto("/orders");
    await expect(page.getByRole("link", { name: `Заказ № ${id}` }).first()).toBeVisible();

    // Repeat: the lines go back into the (now empty) cart.
    await page.getByRole("link", { name: `Заказ № ${id}` }).first().click();
    await page.getByRole("button", { name: "Повторить заказ" }).click();
    await expect(page.getByText("Товары заказа добавлены в корзину по сегодняшним ценам").first()).toBeVisible();
    await page.goto("/cart");
    await expect(lines(page)).toHaveCount(1);

    // Export from the list: CSV comes as a download.
    await page.goto("/orders");
    await page.getByRole("checkbox", { name: `Выбрать заказ «Заказ № ${id}»` }).first().check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Выгрузить в CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^заказы-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("delivery to a new address typed in the address dialog", async ({ page, request }, testInfo) => {
    await signIn(page, request, accountOf(testInfo));
    await addFromCatalogue(page);
    await page.goto("/cart");
    await expect(lines(page)).toHaveCount(1);
    await page.getByRole("radio", { name: "Доставка" }).check();
    await page.getByRole("button", { name: "Новый адрес" }).click();
    const dialog = page.getByRole("dialog", { name: "Адрес доставки" });
    await dialog.getByLabel(/^Адрес/).fill("г. Москва, ул. Тестовая, д. 10");
    await dialog.getByLabel("Сохранить адрес в компании").uncheck();
    await dialog.getByRole("button", { name: "Использовать адрес" }).click();
    await expect(page.getByText("Новый адрес: г. Москва, ул. Тестовая, д. 10")).toBeVisible();
    await placeOrder(page);
    await expect(page.getByText("Доставка: г. Москва, ул. Тестовая, д. 10")).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
  });

  test("an order that does not exist says so", async ({ page, request }, testInfo) => {
    await signIn(page, request, accountOf(testInfo));
    await page.goto("/orders/999999");
    await expect(page.getByRole("heading", { name: "Заказ не существует." })).toBeVisible();
  });
});
