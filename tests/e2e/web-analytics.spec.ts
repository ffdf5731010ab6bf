import { expect, test, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { newVectorAccount, useToken } from "./office-helpers";
import { setTestCookie } from "./shell-helpers";

// Spec §9 web analytics, issue 22 item 3: a buyer's walk (search, the product dialog, add to cart, the
// order; then the panel's pin, a product into a specification, a specification command, a document) seen by a stand-in counter (tag.js answered by route interception: nothing is downloaded) and
// Google's data layer, with the e-commerce layer on. The shop's own analytics POST fails all along and
// the buyer never hears of it. Desktop only: nothing here depends on the layout.
test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 90_000 });

const COUNTER = 98765432;
// The stand-in tag: takes over the queue the page built and records every later call.
const STAND_IN_TAG = "window.__ym=(window.ym&&window.ym.a||[]).map(function(a){return Array.from(a)});window.ym=function(){window.__ym.push(Array.from(arguments))};";

type TSeen = { counter: unknown[][]; dataLayer: unknown[] };

/** What the counter and the data layer got on this page so far (gtag's Arguments objects as arrays). */
async function seen(page: Page): Promise<TSeen> {
  return page.evaluate(() => {
    const w = window as unknown as { __ym?: unknown[][]; ym?: { a?: ArrayLike<unknown>[] }; dataLayer?: unknown[] };
    const counter = w.__ym ?? (w.ym?.a ?? []).map((call) => Array.from(call));
    const dataLayer = (w.dataLayer ?? []).map((entry) => (entry && typeof entry === "object" && !Array.isArray(entry) && "length" in entry ? Array.from(entry as ArrayLike<unknown>) : entry));
    return JSON.parse(JSON.stringify({ counter, dataLayer })) as TSeen;
  });
}

const goals = (s: TSeen) => s.counter.filter((call) => call[1] === "reachGoal").map((call) => call[2]);
const hits = (s: TSeen) => s.counter.filter((call) => call[1] === "hit").map((call) => call[2]);
const googleEvents = (s: TSeen) => s.dataLayer.filter((e): e is unknown[] => Array.isArray(e) && e[0] === "event").map((e) => e[1]);
const ecommerceKinds = (s: TSeen) => s.dataLayer.flatMap((e) => (e && typeof e === "object" && "ecommerce" in e ? Object.keys((e as { ecommerce: object }).ecommerce).filter((k) => k !== "currencyCode") : []));

test("search, the product dialog, add to cart and the order reach the counter, Google and the e-commerce layer; a failing analytics call stays silent", async ({ page, context, request, baseURL }) => {
  const { token } = await newVectorAccount(request);
  await useToken(page, token);
  await setTestCookie(context, baseURL, "B2B_TEST_COUNTER", String(COUNTER));
  await setTestCookie(context, baseURL, "B2B_TEST_ANALYTICS", "ecommerce,google");
  await page.route("https://mc.yandex.ru/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: route.request().url().endsWith("/tag.js") ? STAND_IN_TAG : "" }));
  // The shop's own analytics call fails throughout (the demo site counts with its b2bAnalytics module, which
  // skips that call; where it is made, a failure must change nothing the buyer sees).
  await page.route("**/api/v2/analytics/event", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "analytics down" }) }));

  await page.goto("/catalog");
  await catalogReady(page);
  const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
  await box.fill("кабель");
  await box.press("Enter");
  await expect(page).toHaveURL(/keyword=/);
  await catalogReady(page);
  await expect(page.getByTestId("snackbar")).toHaveCount(0);

  const row = page.getByTestId("product-row").first();
  const name = ((await row.getByRole("link").first().textContent()) ?? "").trim();
  await row.getByRole("link").first().click();
  const dialog = page.getByTestId("product-dialog");
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await dialog.getByRole("button", { name: /^В корзину/ }).click();
  await expect(page.getByTestId("snackbar")).toContainText("добавлен");
  await dialog.getByRole("button", { name: "Закрыть" }).click();
  await expect(dialog).toBeHidden();

  const catalogue = await seen(page);
  expect(catalogue.counter[0]?.slice(0, 2)).toEqual([COUNTER, "init"]);
  expect(goals(catalogue)).toEqual(["search-кабель", "product-dialog-open", "product-append-to-cart", "product-dialog-close"]);
  expect(hits(catalogue)).toEqual(["/_product-dialog-open", "/_product-append-to-cart", "/_product-dialog-close"]);
  expect(googleEvents(catalogue)).toEqual(["search", "view_item", "add_to_cart"]);
  expect(ecommerceKinds(catalogue)).toEqual(["detail", "add"]);
  const added = catalogue.dataLayer.find((e) => e && typeof e === "object" && "ecommerce" in e && "add" in (e as { ecommerce: object }).ecommerce) as { ecommerce: { currencyCode: string; add: { products: { name: string }[] } } };
  expect(added.ecommerce.currencyCode).toBe("RUB");
  expect(added.ecommerce.add.products[0]?.name).toBe(name);

  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Оформление заказа" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/Я принимаю/).check();
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/, { timeout: 30_000 });
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);

  const order = await seen(page);
  expect(goals(order)).toEqual(["order-cart", "order-create-success"]);
  expect(order.counter.find((call) => call[2] === "order-create-success")?.[3]).toEqual({ order_id: orderId });
  expect(googleEvents(order)).toEqual(["cart_order", "purchase"]);
  const purchase = order.dataLayer.find((e) => Array.isArray(e) && e[1] === "purchase") as [string, string, { transaction_id: string; items: { item_name: string }[] }];
  expect(purchase[2].transaction_id).toBe(String(orderId));
  expect(purchase[2].items.map((item) => item.item_name)).toEqual([name]);
  expect(ecommerceKinds(order)).toEqual(["purchase"]);
});

test("pinning the panel, a product into a new specification, a specification command and a document download reach the counter and Google", async ({ page, context, request, baseURL }) => {
  const { token } = await newVectorAccount(request);
  // An order of the buyer's company gives it an invoice to download.
  const headers = { authorization: `Bearer ${token}` };
  const inStock = (await (await request.get("/api/v1/product?instock=1&per-page=1", { headers })).json()) as { items: { id: number }[] };
  expect((await request.post("/api/v1/cart/items", { headers, data: { productId: inStock.items[0].id } })).status()).toBe(200);
  const checkout = (await (await request.get("/api/v1/order/checkout", { headers })).json()) as { warehouses: { id: number }[] };
  const placed = await request.post("/api/v1/order", { headers, data: { deliveryType: "pickup", warehouseId: checkout.warehouses[0].id, acceptOfferConditions: true } });
  expect(placed.status()).toBe(200);
  const orderId = ((await placed.json()) as { order: { id: number } }).order.id;

  await useToken(page, token);
  await setTestCookie(context, baseURL, "B2B_TEST_COUNTER", String(COUNTER));
  await setTestCookie(context, baseURL, "B2B_TEST_ANALYTICS", "ecommerce,google");
  await page.route("https://mc.yandex.ru/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: route.request().url().endsWith("/tag.js") ? STAND_IN_TAG : "" }));

  // The catalogue: the panel unpinned and pinned again by its own button; the first product into a new specification.
  await page.goto("/catalog");
  await catalogReady(page);
  const panel = page.getByRole("complementary", { name: "Разделы и фильтры" });
  await panel.getByRole("button", { name: "Открепить", exact: true }).click();
  await panel.getByRole("button", { name: "Закрепить", exact: true }).click();
  await expect(panel.getByRole("button", { name: "Открепить", exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^В спецификацию: / }).first().click();
  await page.getByRole("button", { name: "Новая спецификация…" }).click();
  const specName = `Аналитика ${Date.now().toString(36)}`;
  await page.getByLabel("Название новой спецификации").fill(specName);
  await page.getByRole("button", { name: "Создать и добавить" }).click();
  const toast = page.getByTestId("snackbar");
  await expect(toast).toContainText(`Создана спецификация «${specName}» с товаром`);
  const catalogue = await seen(page);
  expect(goals(catalogue)).toEqual(["product-append-to-specification"]);
  expect(hits(catalogue)).toEqual(["/_product-append-to-specification"]);
  expect(googleEvents(catalogue)).toEqual(["pin_catalog_panel", "pin_catalog_panel"]);

  // The specification's own command.
  await toast.getByRole("link", { name: "Открыть" }).click();
  await expect(page.getByRole("heading", { level: 1, name: specName })).toBeVisible();
  await page.getByRole("button", { name: "В архив" }).click();
  await expect(page.getByText("Спецификация в архиве: восстановите её, чтобы изменить.")).toBeVisible();
  expect(goals(await seen(page))).toContain("specification-archive");

  // The order's invoice downloaded from /documents.
  await page.goto(`/documents?order=${orderId}`);
  const invoice = page.getByTestId("document-row").filter({ hasText: `Счёт на оплату № ${orderId}` });
  const download = page.waitForEvent("download");
  await invoice.getByRole("button", { name: /в PDF$/ }).click();
  await download;
  await expect.poll(async () => goals(await seen(page))).toEqual([expect.stringMatching(/^downloadDoc-\d+$/)]);
  expect(googleEvents(await seen(page))).toEqual(["download_doc"]);
});
