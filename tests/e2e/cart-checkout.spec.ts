import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { isMobile } from "./shell-helpers";

// What a buyer trips over at checkout (issue 24): stock at the pickup warehouse before placing, with
// a one-click switch to a warehouse that has it; the placing error staying in the form until fixed;
// a new delivery address with suggestions, city and comment, and the saved ones still reachable;
// typed amounts explained; the offer conditions hint and link. Each project signs in as its own buyer.

test.use({ locale: "ru-RU" });
// Finding a product short at one warehouse takes a few calls, and one check waits out the 4-second toast.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "demo12345";
const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "manager@demo.test" : "admin@demo.test");

type TAuthed = { request: APIRequestContext; headers: Record<string, string> };

async function signIn(page: Page, request: APIRequestContext, email: string): Promise<TAuthed> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const { authToken } = (await res.json()) as { authToken: string };
  await page.addInitScript((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), authToken);
  const headers = { authorization: `Bearer ${authToken}` };
  expect((await request.delete("/api/v1/cart", { headers })).status()).toBe(200);
  return { request, headers };
}

type TStock = { warehouses: { id: number; name: string }[]; items: { id: number; amount: number; warehouses: { warehouseId: number; available: number }[] }[] };
type TProduct = { id: number; minimumBatch: number; multiplicity: number };

/**
 * Puts into the cart a product that one warehouse has too little of and another has enough of, with
 * such an amount; answers the line and both warehouses.
 */
async function lineShortAtOneWarehouse({ request, headers }: TAuthed) {
  const list = await request.get("/api/v1/product?instock=1&perPage=40", { headers });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: TProduct[] };
  for (const product of items) {
    expect((await request.delete("/api/v1/cart", { headers })).status()).toBe(200);
    const added = await request.post("/api/v1/cart/items", { headers, data: { productId: product.id } });
    expect(added.status()).toBe(200);
    const lineId = ((await added.json()) as { itemId: number }).itemId;
    const stock = (await (await request.get("/api/v1/cart/stock", { headers })).json()) as TStock;
    const places = stock.items[0].warehouses;
    const low = places.reduce((a, b) => (b.available < a.available ? b : a));
    const high = places.reduce((a, b) => (b.available > a.available ? b : a));
    const step = Math.max(1, product.multiplicity);
    const amount = Math.floor(high.available / step) * step;
    if (amount <= low.available || amount < product.minimumBatch) continue;
    const put = await request.put(`/api/v1/cart/items/${lineId}`, { headers, data: { amount } });
    expect(put.status()).toBe(200);
    const name = (id: number) => stock.warehouses.find((w) => w.id === id)?.name ?? "";
    return { amount, low: { id: low.warehouseId, name: name(low.warehouseId), available: low.available }, high: { id: high.warehouseId, name: name(high.warehouseId), available: high.available } };
  }
  throw new Error("no product of the demo catalogue has different stock at two warehouses");
}

/** Opens the cart and waits for its checkout: on the shared, loaded test machine the first paint can take a while. */
async function openCart(page: Page) {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Оформление заказа" })).toBeVisible({ timeout: 30_000 });
}

const warehouseSelect = (page: Page) => page.getByRole("combobox", { name: "Склад самовывоза", exact: true });

test.describe("checkout", () => {
  test("pickup stock follows the chosen warehouse; a warehouse that has it is one click away; the placing error stays until fixed", async ({ page, request }, testInfo) => {
    const authed = await signIn(page, request, accountOf(testInfo));
    const { low, high } = await lineShortAtOneWarehouse(authed);
    await openCart(page);
    const stockNote = page.getByTestId("pickup-stock");

    await warehouseSelect(page).selectOption(String(low.id));
    await expect(stockNote).toContainText(`На складе «${low.name}» только ${low.available}`);
    await expect(page.getByTestId("warehouse-with-all")).toContainText(/^Всё выбранное есть на складе «/);
    const suggestion = stockNote.getByRole("button", { name: new RegExp(`^Есть на складе «${high.name}»`) });
    await expect(suggestion).toBeVisible();

    // Placing anyway: refused, the reason stays in the form (not only a 4-second toast).
    await page.getByLabel(/Я принимаю/).check();
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/order") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    expect((await answer).status()).toBe(409);
    const error = page.getByTestId("checkout-error");
    await expect(error).toContainText("Недостаточно товара на складе");
    await page.waitForTimeout(5_000);
    await expect(error).toBeVisible();

    // One click on the suggestion: the warehouse changes, the warning and the error go.
    await suggestion.click();
    await expect(warehouseSelect(page)).toHaveValue(String(high.id));
    await expect(stockNote).toContainText(`На складе «${high.name}»: ${high.available}`);
    await expect(stockNote).not.toContainText("только");
    await expect(error).toBeHidden();
    await expect(page.getByTestId("cart-line").getByText(/^Доступно \d+/)).toBeHidden();
    await expect(page.getByTestId("warehouse-with-all")).toBeHidden();

    // Back to the short warehouse: the warning follows again.
    await warehouseSelect(page).selectOption(String(low.id));
    await expect(stockNote).toContainText(`На складе «${low.name}» только`);
  });

  test("a new delivery address: suggestions, city and driver's comment kept on the order, saved addresses still reachable", async ({ page, request }, testInfo) => {
    const authed = await signIn(page, request, accountOf(testInfo));
    const list = (await (await request.get("/api/v1/product?instock=1&perPage=1", { headers: authed.headers })).json()) as { items: TProduct[] };
    expect((await request.post("/api/v1/cart/items", { headers: authed.headers, data: { productId: list.items[0].id } })).status()).toBe(200);
    await openCart(page);
    await page.getByRole("radio", { name: "Доставка" }).check();
    const saved = page.getByRole("combobox", { name: "Адрес доставки" });
    await expect(saved).toBeVisible();

    await page.getByRole("button", { name: "Новый адрес" }).click();
    const dialog = page.getByRole("dialog", { name: "Адрес доставки" });
    await dialog.getByRole("textbox", { name: /^Адрес/ }).pressSequentially("Казань", { delay: 30 });
    const suggestions = dialog.getByRole("list", { name: "Подсказки адреса" }).getByRole("button");
    await expect(suggestions.first()).toBeVisible();
    const picked = (await suggestions.first().textContent()) ?? "";
    expect(picked).toContain("Казань");
    await suggestions.first().click();
    await expect(dialog.getByRole("textbox", { name: "Город" })).toHaveValue("Казань");
    await dialog.getByRole("textbox", { name: "Комментарий для водителя" }).fill("Въезд со двора, звонить за час");
    await dialog.getByRole("button", { name: "Использовать адрес" }).click();

    const chosen = page.getByTestId("new-address");
    await expect(chosen).toContainText(`Новый адрес: ${picked}`);
    await expect(chosen).toContainText("Город: Казань");
    await expect(chosen).toContainText("Для водителя: Въезд со двора, звонить за час");

    // The saved addresses are one click away, and the new one comes back as typed.
    await chosen.getByRole("button", { name: "Выбрать из сохранённых адресов" }).click();
    await expect(saved).toBeVisible();
    await page.getByRole("button", { name: "Новый адрес" }).click();
    await expect(dialog.getByRole("textbox", { name: "Комментарий для водителя" })).toHaveValue("Въезд со двора, звонить за час");
    await dialog.getByRole("button", { name: "Использовать адрес" }).click();

    await page.getByLabel(/Я принимаю/).check();
    await page.getByRole("button", { name: "Оформить заказ" }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByText(`Доставка: ${picked}`)).toBeVisible();
    await expect(page.getByText("Въезд со двора, звонить за час")).toBeVisible();
    await expect(page.locator("dd", { hasText: /^Казань$/ })).toBeVisible();
  });

  test("a typed amount is explained: text is refused with the reason, an amount over the limit names it", async ({ page, request }, testInfo) => {
    const authed = await signIn(page, request, accountOf(testInfo));
    const list = (await (await request.get("/api/v1/product?instock=1&perPage=1", { headers: authed.headers })).json()) as { items: TProduct[] };
    expect((await request.post("/api/v1/cart/items", { headers: authed.headers, data: { productId: list.items[0].id } })).status()).toBe(200);
    await openCart(page);
    const line = page.getByTestId("cart-line").first();
    const amount = line.getByRole("textbox");
    const before = await amount.inputValue();

    await amount.fill("abc");
    await amount.press("Enter");
    await expect(line.getByTestId("amount-note")).toHaveText("«abc» — не число: введите количество цифрами");
    await expect(amount).toHaveValue(before);

    const put = page.waitForResponse((r) => /\/api\/v1\/cart\/items\/\d+$/.test(r.url()) && r.request().method() === "PUT");
    await amount.fill("99999999");
    await amount.press("Enter");
    expect((await put).status()).toBe(200);
    await expect(line.getByTestId("amount-note")).toHaveText(/^Не больше [\d\s]+ \S+ — исправлено на [\d\s]+$/);
    await expect(page.getByText(/Код 400/)).toHaveCount(0);
  });

  test("the disabled «Оформить заказ» says the offer must be accepted, and the link opens the offer conditions", async ({ page, request }, testInfo) => {
    const authed = await signIn(page, request, accountOf(testInfo));
    const list = (await (await request.get("/api/v1/product?instock=1&perPage=1", { headers: authed.headers })).json()) as { items: TProduct[] };
    expect((await request.post("/api/v1/cart/items", { headers: authed.headers, data: { productId: list.items[0].id } })).status()).toBe(200);
    await openCart(page);
    const submit = page.getByRole("button", { name: "Оформить заказ" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription("Чтобы оформить заказ, отметьте согласие с условиями оферты");
    await expect(page.getByText("Чтобы оформить заказ, отметьте согласие с условиями оферты")).toBeVisible();
    const link = page.getByRole("link", { name: "условия оферты" });
    await expect(link).toHaveAttribute("href", "/content/usloviya-oferty");
    await page.getByLabel(/Я принимаю/).check();
    await expect(submit).toBeEnabled();
    await expect(page.getByText("Чтобы оформить заказ, отметьте согласие с условиями оферты")).toBeHidden();

    await page.goto("/content/usloviya-oferty");
    await expect(page.getByRole("heading", { level: 1, name: "Условия оферты" })).toBeVisible();
  });
});
