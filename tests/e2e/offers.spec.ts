import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { extractPdfText } from "../helpers/extract-pdf-text";
import { bearer, newVectorAccount, useToken } from "./office-helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, isMobile } from "./shell-helpers";

// Commercial offers (issue 23) against `npm start`: a fresh account of «Вектор» each test, so carts and
// offers of other tests and projects are never seen.

test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 120_000 });

/** A product in stock, by the catalogue's API. */
async function productInStock(request: APIRequestContext, token: string) {
  const res = await request.get("/api/v1/product?instock=1&per-page=1", { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { id: number; name: string }[] }).items[0];
}

test("an offer from the cart: markup, template with logo and preview, PDF download", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  const product = await productInStock(request, token);
  expect((await request.post("/api/v1/cart/items", { headers: bearer(token), data: { productId: product.id, amount: 2 } })).status()).toBe(200);
  await useToken(page, token);

  await page.goto("/cart");
  await page.getByRole("button", { name: "Сделать КП" }).click();
  await page.waitForURL(/\/modules\/offers\/\d+$/);
  const lines = page.getByTestId("offer-lines");
  await expect(lines).toContainText(product.name);

  // The markup for everything: the customer's total moves above the purchase.
  const total = page.getByTestId("offer-total");
  const before = await total.textContent();
  await page.getByLabel("Наценка на всё, %").fill("12.5");
  await page.getByRole("button", { name: "Применить" }).click();
  await expect(total).not.toHaveText(before ?? "");

  // The template: title, intro with markup (sanitised by the server), columns, a logo.
  await page.getByLabel("Заголовок").fill("КП для объекта «Полевая 7»");
  await page.getByLabel("Вступительный текст (можно HTML)").fill('<p>Предлагаем <b>со склада</b></p><script>alert(1)</script>');
  await page.getByLabel("Бренд").check();
  await page.getByLabel("Артикул").uncheck();
  const preview = page.getByTestId("offer-preview");
  // Title and columns show as typed.
  await expect(preview.getByRole("heading", { name: "КП для объекта «Полевая 7»" })).toBeVisible();
  await expect(preview.getByRole("columnheader", { name: "Бренд" })).toBeVisible();
  await expect(preview.getByRole("columnheader", { name: "Артикул" })).toHaveCount(0);
  await page.getByRole("button", { name: "Сохранить шаблон" }).click();
  await expect(preview.locator("b", { hasText: "со склада" })).toBeVisible();
  await expect(preview.locator("script")).toHaveCount(0);
  const png = await sharp({ create: { width: 300, height: 90, channels: 3, background: "#1565C0" } }).png().toBuffer();
  await page.getByLabel("Логотип", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(preview.getByTestId("offer-logo")).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "offer");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Скачать PDF" }).click()]);
  const file = await download.path();
  const { text } = extractPdfText(new Uint8Array(fs.readFileSync(file)));
  expect(text).toContain("КП для объекта «Полевая 7»");
  expect(text).toContain("Предлагаем со склада");
  expect(text).toContain(product.name.replace(/\s+/g, " "));
  expect(text).toContain("Бренд");
});

test("the list of offers fits the screen (375 px: actions under the name) and is accessible", { tag: "@phone" }, async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  for (const name of ["КП на щит ЩР-24 для ЖК «Северный», корпус 2, секция 4", "КП на освещение"]) {
    expect((await request.post("/api/v1/offer", { headers: bearer(token), data: { name } })).status()).toBe(201);
  }
  await useToken(page, token);
  await page.goto("/modules");
  // Two modules on (offers and the order manager): the menu shows their tiles.
  await page.getByRole("link", { name: /Коммерческие предложения/ }).click();
  await page.waitForURL(/\/modules\/offers$/);
  const rows = page.getByTestId("offer-row");
  await expect(rows).toHaveCount(2);
  await expectNoHorizontalScroll(page);
  const first = rows.filter({ hasText: "ЖК «Северный»" });
  const name = await first.getByRole("link").boundingBox();
  const actions = await first.getByRole("group").boundingBox();
  if (!name || !actions) throw new Error("the row has no name or actions");
  if (isMobile(testInfo)) expect(actions.y).toBeGreaterThanOrEqual(name.y + name.height);
  else expect(Math.abs(actions.y + actions.height / 2 - (name.y + name.height / 2))).toBeLessThan(40);
  await expectNoSeriousA11yViolations(page, testInfo, "offers-list");
});
