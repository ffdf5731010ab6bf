import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { APP_PORT, expectNoHorizontalScroll, expectNoSeriousA11yViolations, isMobile, signInAsBuyer } from "./shell-helpers";

// Documents, payment schedule and delivery schedule end to end against `next start`: an order placed
// through the API gives an invoice; the buyer finds it in /documents (filters in the address), downloads
// its PDF with the keyboard, and sees it in both schedules. Each project signs in as its own buyer.

test.use({ locale: "ru-RU" });

const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "individual@demo.test" : "multi@demo.test");

/** Signs in and places a pickup order of one product in stock through the API; returns the order's id. */
async function orderThroughApi(page: Page, request: APIRequestContext, testInfo: TestInfo): Promise<number> {
  const token = await signInAsBuyer(page, request, accountOf(testInfo));
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.delete("/api/v1/cart", { headers })).status()).toBe(200);
  const products = (await (await request.get("/api/v1/product?instock=1&perPage=1", { headers })).json()) as { items: { id: number }[] };
  expect((await request.post("/api/v1/cart/items", { headers, data: { productId: products.items[0].id } })).status()).toBe(200);
  const checkout = (await (await request.get("/api/v1/order/checkout", { headers })).json()) as { warehouses: { id: number }[] };
  const placed = await request.post("/api/v1/order", { headers, data: { deliveryType: "pickup", warehouseId: checkout.warehouses[0].id, acceptOfferConditions: true } });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}

test.describe("documents", () => {
  test("the invoice of a new order: in the list, filtered by the address, its PDF downloaded with the keyboard", { tag: "@phone" }, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const orderId = await orderThroughApi(page, request, testInfo);
    const name = `Счёт на оплату № ${orderId}`;
    // «№ 12» must not find «№ 123»: the row whose name cell is exactly the invoice's name.
    const named = page.getByText(name, { exact: true });

    if (isMobile(testInfo)) await page.goto("/documents");
    else {
      // The top menu has «Документы» where the site shows legal documents.
      await page.goto("/catalog");
      await page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Документы" }).click();
    }
    await expect(page).toHaveURL(/\/documents$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Документы" })).toBeVisible();
    const rows = page.getByTestId(isMobile(testInfo) ? "document-card" : "document-row");
    await expect(rows.filter({ has: named })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, testInfo, "documents");
    await expectNoHorizontalScroll(page);

    // The order's number as a filter goes to the address; a reload keeps it.
    const orderField = page.getByRole("searchbox", { name: "Заказ", exact: true });
    await orderField.fill(String(orderId));
    await orderField.press("Enter");
    await expect(page).toHaveURL(new RegExp(`order=${orderId}`));
    await page.getByRole("combobox", { name: "Вид", exact: true }).selectOption("invoice");
    await expect(page).toHaveURL(/kind=invoice/);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText("Ожидает оплаты");

    // Keyboard: focus the PDF button of the row and press Enter.
    const pdfButton = rows.first().getByRole("button", { name: `Скачать «${name}» в PDF` });
    await pdfButton.focus();
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.pdf`);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    // A filter nothing matches shows the empty state, and the order link opens the order.
    await page.getByRole("combobox", { name: "Состояние", exact: true }).selectOption("paid");
    await expect(page.getByTestId("documents-empty")).toContainText("Нет документов по выбранным условиям");
    await page.getByRole("button", { name: "Сбросить" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await rows.filter({ has: named }).getByRole("link", { name: `Заказ № ${orderId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  });

  test("payment schedule and delivery schedule show the new order", async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const orderId = await orderThroughApi(page, request, testInfo);

    await page.goto("/documents");
    await page.getByRole("navigation", { name: "Разделы документов" }).getByRole("link", { name: "График платежей" }).click();
    await expect(page).toHaveURL(/\/documents\/payment-schedule$/);
    await expect(page.getByTestId("payment-totals")).toContainText("Всего к оплате");
    const payment = page.getByTestId("payment-row").filter({ hasText: new RegExp(`Счёт на оплату № ${orderId}(?!\\d)`) });
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("Оплатить до");
    await expectNoSeriousA11yViolations(page, testInfo, "payment-schedule");
    await expectNoHorizontalScroll(page);

    await page.getByRole("link", { name: "График поставок" }).click();
    await expect(page).toHaveURL(/\/documents\/delivery-schedule$/);
    const delivery = page.getByTestId("delivery-row").filter({ hasText: new RegExp(`Заказ № ${orderId}(?!\\d)`) });
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText("Самовывоз");
    await expect(delivery).toContainText("забрать до (резерв)");
    await expectNoSeriousA11yViolations(page, testInfo, "delivery-schedule");
    await expectNoHorizontalScroll(page);

    // Only deliveries: this pickup order leaves the list (radio buttons, reachable by keyboard).
    // The inputs are visually hidden inside their labels (a click on the 1 px input is intercepted), so the
    // test chooses by keyboard, as a keyboard user does.
    await page.getByRole("radio", { name: "Доставка" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Доставка" })).toBeChecked();
    await expect(delivery).toHaveCount(0);
  });

  test("a site that shows no legal documents has no documents area", async ({ page }) => {
    const port = APP_PORT;
    const response = await page.goto(`http://second.localhost:${port}/documents`);
    expect(response?.status()).toBe(404);
    await page.goto(`http://second.localhost:${port}/catalog`);
    await expect(page.getByRole("link", { name: "Документы" })).toHaveCount(0);
    // The API answers 403 there too (asked from the page: the test runner cannot resolve second.localhost).
    const status = await page.evaluate(async () => {
      const signIn = await fetch("/api/v2/user/sign-in", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "buyer@demo.test", password: "demo12345" }) });
      const { authToken } = (await signIn.json()) as { authToken: string };
      return (await fetch("/api/v1/documents", { headers: { authorization: `Bearer ${authToken}` } })).status;
    });
    expect(status).toBe(403);
  });
});
