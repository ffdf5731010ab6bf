import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { isMobile, signInAsBuyer } from "./shell-helpers";

// The buyer's own (custom) products end to end (issue 24, defects 6 and 7): found again by the catalogue
// search and in «Свои товары», deleted with a confirmation; in the cart and on the order page they are
// set apart from what is paid to the seller. Both projects share one database: names are unique per run
// and project, and each project signs in as a different buyer of «Ромашка» (carts are per user).

test.use({ locale: "ru-RU" });
// A signed-in viewer's first calls are slow on the shared 2-core machine.
test.setTimeout(120_000);

const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "manager@demo.test" : "admin@demo.test");
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createCustom(request: APIRequestContext, token: string, data: Record<string, string>): Promise<number> {
  const res = await request.post("/api/v1/product-custom", { data, headers: auth(token) });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const digits = (text: string | null) => (text ?? "").replace(/[^\d,]/g, "");

async function ownProductsDialog(page: Page) {
  await page.getByRole("button", { name: "Свои товары", exact: true }).click();
  const list = page.getByRole("dialog", { name: "Свои товары" });
  await expect(list).toBeVisible();
  return list;
}

test("a custom product is found again by the search and in «Свои товары», and deleted after a confirmation", async ({ page, request }, testInfo) => {
  const token = await signInAsBuyer(page, request, accountOf(testInfo));
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const name = `Кронштейн по чертежу ${stamp}`;
  const article = `KR-${stamp}`;
  const id = await createCustom(request, token, { name, article, price: "150" });

  // The catalogue search by its article shows it above the catalogue results, and it opens its dialog.
  // No catalogue product has that article: the catalogue list is empty, the own product is found.
  await page.goto(`/catalog?keyword=${encodeURIComponent(article)}`);
  const found = page.getByTestId("custom-products-found");
  await expect(found.getByRole("button", { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("catalog-screen")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await found.getByRole("button", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]product=custom%3A${id}`));
  await expect(page.getByTestId("product-dialog").getByRole("heading", { name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("product-dialog")).toHaveCount(0);

  // «Свои товары» lists the company's products, filtered as typed; a row opens the product.
  let list = await ownProductsDialog(page);
  await list.getByRole("searchbox", { name: "Название или артикул" }).fill(stamp);
  await list.getByRole("button", { name: new RegExp(name) }).click();
  await expect(list).toHaveCount(0);
  const card = page.getByTestId("product-dialog");
  await expect(card.getByRole("heading", { name })).toBeVisible();

  // Deleting asks first in the confirm-delete dialog; «Отмена» keeps it, «Удалить» deletes it and closes the dialog.
  const confirm = page.getByRole("dialog", { name: "Удалить товар" });
  await card.getByRole("button", { name: "Удалить" }).click();
  await expect(confirm).toContainText(`Удалить товар «${name}»? Он пропадёт из корзин; в оформленных заказах останется.`);
  await expect(confirm.getByRole("button", { name: "Отмена" })).toBeFocused();
  await confirm.getByRole("button", { name: "Отмена" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByRole("heading", { name })).toBeVisible();
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/v1/product-custom/${id}`) && r.request().method() === "DELETE");
  await card.getByRole("button", { name: "Удалить" }).click();
  await confirm.getByRole("button", { name: "Удалить" }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByTestId("product-dialog")).toHaveCount(0);
  await expect(page.getByTestId("snackbar")).toContainText(`Товар «${name}» удалён`);
  await expect(page.getByTestId("custom-products-found")).toHaveCount(0);

  list = await ownProductsDialog(page);
  await list.getByRole("searchbox", { name: "Название или артикул" }).fill(stamp);
  await expect(list.getByText("Ничего не найдено")).toBeVisible();
});

test("the cart and the order page set the custom products apart from the total to pay", async ({ page, request }, testInfo) => {
  const token = await signInAsBuyer(page, request, accountOf(testInfo));
  expect((await request.delete("/api/v1/cart", { headers: auth(token) })).status()).toBe(200);
  const name = `Свой щит ${testInfo.project.name}${Date.now()}`;
  const id = await createCustom(request, token, { name, price: "1000" });

  // One catalogue product in stock, with its own button, and the custom product through the API.
  await page.goto("/catalog?instock=1");
  await expect(page.getByRole("button", { name: /^В корзину/ }).first()).toBeVisible({ timeout: 30_000 });
  // Until the signed-in user is known the catalogue treats the click as a visitor's (sign-in opens).
  await expect(page.getByRole("button", { name: /^Меню пользователя/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const added = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart/items") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^В корзину/ }).first().click();
  expect((await added).status()).toBe(200);
  expect((await request.post("/api/v1/cart/items", { data: { customProductId: id, amount: 2 }, headers: auth(token) })).status()).toBe(200);
  const cart = (await (await request.get("/api/v1/cart", { headers: auth(token) })).json()) as { totals: { itemsTotalPrice: string; totalPrice: string } };
  expect(cart.totals.totalPrice).toBe(cart.totals.itemsTotalPrice);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-custom-total")).toContainText("Свои товары");
  await expect(page.getByTestId("cart-custom-total")).toContainText(/2\s000/);
  expect(digits(await page.getByTestId("cart-total").textContent())).toBe(cart.totals.itemsTotalPrice.replace(".", ","));

  await page.getByLabel(/Я принимаю/).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { order } = (await response.json()) as { order: { id: number; totalPrice: string; orderCustomItemsTotalPrice: string } };
  expect(order.orderCustomItemsTotalPrice).toBe("2000.00");
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId("order-custom-lines")).toContainText(name);
  await expect(page.getByTestId("order-lines")).not.toContainText(name);
  await expect(page.getByTestId("order-custom-total")).toContainText(/2\s000/);
  expect(digits(await page.getByTestId("order-total").textContent())).toBe(order.totalPrice.replace(".", ","));
});
