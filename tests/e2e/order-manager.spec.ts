import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, newVectorAccount, useToken } from "./office-helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./shell-helpers";

// The order manager (issue 23 item 2) against `npm start`: a fresh account of «Вектор», so carts, offers and
// customer orders of other tests are never seen. Desktop only (playwright.config.ts): the phone layout is
// checked inside the test at 375 px.

test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 120_000 });

/** Products in stock, by the catalogue's API. */
async function productsInStock(request: APIRequestContext, token: string, count: number) {
  const res = await request.get(`/api/v1/product?instock=1&per-page=${count}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { id: number; name: string }[] }).items;
}

test("a customer order from an offer: status, comment, order from the supplier → the cart holds the lines", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  const products = await productsInStock(request, token, 2);
  for (const product of products) expect((await request.post("/api/v1/cart/items", { headers: bearer(token), data: { productId: product.id, amount: 2 } })).status()).toBe(200);
  const offer = await request.post("/api/v1/offer", { headers: bearer(token), data: { name: "КП для ИП Сидорова", markup: 10, source: { type: "cart" } } });
  expect(offer.status()).toBe(201);
  const offerId = ((await offer.json()) as { id: number }).id;
  // What the cart should hold again after ordering from the supplier (amounts as the cart rounded them).
  const expected = ((await (await request.get("/api/v1/cart", { headers: bearer(token) })).json()) as { items: { productId: number | null; amount: number }[] }).items.map((i) => [i.productId, i.amount]).sort();
  expect((await request.delete("/api/v1/cart", { headers: bearer(token) })).status()).toBeLessThan(300);
  await useToken(page, token);

  // The modules menu has both tiles now.
  await page.goto("/modules");
  await expect(page.getByRole("link", { name: /Менеджер заказов/ })).toBeVisible();

  await page.goto(`/modules/offers/${offerId}`);
  await page.getByRole("button", { name: "В менеджер заказов" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Имя или название клиента").fill("ИП Сидоров А. В.");
  await dialog.getByLabel("Телефон").fill("+7 912 345-67-89");
  await dialog.getByRole("button", { name: "Создать" }).click();
  await page.waitForURL(/\/modules\/order-manager\/\d+$/);
  const lines = page.getByTestId("manager-order-lines");
  for (const product of products) await expect(lines).toContainText(product.name);
  await expect(page.getByText(`Создан из коммерческого предложения № ${offerId}`)).toBeVisible();

  // The status and a comment.
  await page.getByLabel("Статус").selectOption({ label: "В работе" });
  await expect(page.getByTestId("snackbar").getByText("Статус: В работе")).toBeVisible();
  const comments = page.getByRole("region", { name: "Комментарии" });
  await comments.getByLabel("Новый комментарий").fill("Клиент ждёт поставку к пятнице");
  await comments.getByRole("button", { name: "Отправить" }).click();
  await expect(page.getByTestId("manager-comments")).toContainText("Клиент ждёт поставку к пятнице");
  await expect(page.getByLabel("Новый комментарий")).toHaveValue("");

  // The phone layout: the page fits 375 px (the lines' table scrolls inside its own box) and is accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "order-manager-entry");
  await page.setViewportSize({ width: 1920, height: 1080 });

  await page.getByRole("button", { name: "Заказать у поставщика" }).click();
  await expect(page.getByTestId("manager-to-cart-result")).toContainText("В корзину добавлено позиций: 2");
  const cart = (await (await request.get("/api/v1/cart", { headers: bearer(token) })).json()) as { items: { productId: number | null; amount: number }[] };
  expect(cart.items.map((i) => [i.productId, i.amount]).sort()).toEqual(expected);

  // The list: the order under its status.
  await page.goto("/modules/order-manager?status=in_progress");
  await expect(page.getByTestId("manager-order-row").filter({ hasText: "ИП Сидоров А. В." })).toContainText("В работе");
});
