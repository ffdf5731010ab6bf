import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { DIALOG, expectNoHorizontalScroll, expectNoSeriousA11yViolations, isMobile } from "./shell-helpers";

// SBP payment of an invoice end to end against `next start` with the local bank simulator (SBP_LOCAL=1 in
// playwright.config.ts): the order page's «Оплатить по СБП» opens the QR and the link, the bank's page
// «Оплатить» sends the signed callback, and the open dialog and the order show the invoice paid.

test.use({ locale: "ru-RU" });

const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "manager@demo.test" : "admin@demo.test");

/** Signs in through the API, places a pickup order of one in-stock product, and answers its id. */
async function placeOrder(page: Page, request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password: "demo12345" } });
  expect(res.status()).toBe(200);
  const { authToken } = (await res.json()) as { authToken: string };
  await page.addInitScript((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), authToken);
  const headers = { authorization: `Bearer ${authToken}` };
  expect((await request.delete("/api/v1/cart", { headers })).status()).toBe(200);
  const { items } = (await (await request.get("/api/v1/product?instock=1&perPage=1", { headers })).json()) as { items: { id: number }[] };
  expect((await request.post("/api/v1/cart/items", { headers, data: { productId: items[0].id } })).status()).toBe(200);
  const checkout = (await (await request.get("/api/v1/order/checkout", { headers })).json()) as { warehouses: { id: number }[] };
  const placed = await request.post("/api/v1/order", { headers, data: { deliveryType: "pickup", warehouseId: checkout.warehouses[0].id, acceptOfferConditions: true } });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}

test("an invoice is paid by SBP through the local bank: QR, link, the bank's «Оплатить», the order shows it paid", { tag: "@phone" }, async ({ page, request, context }, testInfo) => {
  // axe on the open dialog takes up to ≈ 30 s on the loaded CI machine (as the catalogue's axe runs: 90 s there).
  test.setTimeout(120_000);
  const orderId = await placeOrder(page, request, accountOf(testInfo));
  await page.goto(`/orders/${orderId}`);
  const documents = page.getByTestId("order-documents");
  // The first order page a fresh server renders can take a while on the loaded test machine.
  await expect(documents.getByText("Ожидает оплаты")).toBeVisible({ timeout: 30_000 });

  await documents.getByRole("button", { name: "Оплатить по СБП" }).click();
  const dialog = page.getByRole("dialog", { name: "Оплата по СБП" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: "QR-код для оплаты счёта по СБП" })).toBeVisible();
  await expect(dialog.getByText("Ждём подтверждения оплаты от банка…")).toBeVisible();
  const link = dialog.getByRole("link", { name: "Открыть ссылку на оплату" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/dev\/sbp-bank\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page, testInfo, "sbp-dialog", DIALOG);
  if (isMobile(testInfo)) await expectNoHorizontalScroll(page);

  // The buyer's phone opens the link: the bank's page, «Оплатить».
  const bank = await context.newPage();
  await bank.goto(href ?? "");
  await expect(bank.getByRole("heading", { name: "Локальный банк СБП" })).toBeVisible();
  await bank.getByRole("button", { name: "Оплатить" }).click();
  await expect(bank.getByRole("status")).toHaveText(/^Оплата прошла/);
  await bank.close();

  // The dialog learns it by polling; the order shows the invoice paid and offers no more payment.
  await expect(dialog.getByText("Счёт оплачен")).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Закрыть" }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(documents.getByText("Оплачен", { exact: true })).toBeVisible();
  await expect(documents.getByRole("button", { name: "Оплатить по СБП" })).toHaveCount(0);
});
