import http from "node:http";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { APP_PORT, expectNoHorizontalScroll, isMobile, signInAsBuyer } from "./shell-helpers";

// Specifications end to end against `npm start`, on the second seller (second.localhost) so the demo
// catalogue, carts and users other tests walk stay as seeded. Each test invites fresh colleagues into
// «АкваТерм» (its Administrator is seeded), so runs and projects never see each other's lists.

test.use({ locale: "ru-RU" });
// Journeys of several screens against `npm start`: a navigation took 8 s on the loaded 2-core machine (as cart-checkout).
test.describe.configure({ timeout: 90_000 });

/** Why a test runs on the desktop only: no layout in it. */
const SECOND = `http://second.localhost:${APP_PORT}`;
const ADMIN = "a.titov@akvaterm.test";

/** A JSON call with the second seller's Host (Node does not resolve *.localhost itself). */
function api<T>(path: string, init: { method?: string; token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const body = init.json === undefined ? undefined : Buffer.from(JSON.stringify(init.json));
  const headers: Record<string, string> = { host: `second.localhost:${APP_PORT}`, accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: "localhost", port: APP_PORT, path, method: init.method ?? "GET", headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let counter = 0;
/** A name no other run or project uses. */
const unique = (testInfo: TestInfo, prefix: string) => `${prefix} ${testInfo.project.name} ${Date.now().toString(36)}${++counter}`;

/** A new member of «АкваТерм», invited by its Administrator: the invitation's code signs them in. */
async function newColleague(testInfo: TestInfo): Promise<string> {
  const admin = await api<{ authToken: string }>("/api/v2/user/sign-in", { method: "POST", json: { email: ADMIN, password: "demo12345" } });
  expect(admin.status).toBe(200);
  const email = `spec-${testInfo.project.name}-${Date.now().toString(36)}${++counter}@akvaterm.test`;
  const invited = await api<{ invitation: string; code: string }>("/api/v1/company/invitations", { method: "POST", token: admin.body.authToken, json: { email, role: "buyer" } });
  expect(invited.status).toBe(200);
  const signedIn = await api<{ authToken: string }>("/api/v2/user/signin-by-invitation", { method: "POST", json: { invitation: invited.body.invitation, code: invited.body.code } });
  expect(signedIn.status).toBe(200);
  return signedIn.body.authToken;
}

async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.sessionStorage.setItem("B2B_USER_TOKEN", value), token);
}

/** The first product of the second seller's catalogue that is in stock, by the catalogue's API. */
async function firstProduct(token: string): Promise<{ id: number; name: string }> {
  const list = await api<{ items: { id: number; name: string }[] }>("/api/v1/product?instock=1&per-page=1", { token });
  expect(list.status).toBe(200);
  return list.body.items[0];
}

const lines = (page: Page) => page.getByTestId("specification-line");

test.describe("specifications", () => {
  test("lifecycle: create, add from the catalogue, change the amount, share, copy, archive, restore, delete forever, clear the archive", { tag: "@phone" }, async ({ page }, testInfo) => {
    await useToken(page, await newColleague(testInfo));
    const name = unique(testInfo, "Щит");

    // The top menu leads here.
    await page.goto(`${SECOND}/catalog`);
    if (isMobile(testInfo)) await page.getByRole("button", { name: "Главное меню" }).click();
    await page.getByRole("link", { name: "Спецификации" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Спецификации" })).toBeVisible();
    await expect(page.getByTestId("specifications-empty")).toBeVisible();

    // Create: the dialog asks for a name; the new one opens, empty.
    await page.getByRole("button", { name: "Создать спецификацию" }).click();
    const create = page.getByRole("dialog", { name: "Новая спецификация" });
    await create.getByRole("button", { name: "Создать" }).click();
    await expect(create.getByText("Укажите название")).toBeVisible();
    await create.getByLabel("Название").fill(name);
    await create.getByLabel("Описание").fill("Смета от прораба");
    await create.getByRole("button", { name: "Создать" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("specification-empty")).toBeVisible();
    const specUrl = page.url();

    // «В спецификацию» from the catalogue: the menu lists it; the toast links to it.
    await page.goto(`${SECOND}/catalog?instock=1`);
    const toSpec = page.getByRole("button", { name: /^В спецификацию: / }).first();
    await toSpec.click();
    const added = page.waitForResponse((r) => /\/api\/v1\/specification\/\d+\/lines$/.test(r.url()) && r.request().method() === "POST");
    await page.getByRole("dialog").getByRole("button", { name: new RegExp(name) }).click();
    expect((await added).status()).toBe(200);
    const toast = page.getByTestId("snackbar");
    await expect(toast).toContainText(`Товар добавлен в «${name}»`);
    await toast.getByRole("link", { name: "Открыть" }).click();
    await expect(page).toHaveURL(specUrl);
    await expect(lines(page)).toHaveCount(1);

    // Change the amount: one step up, the total follows.
    const amount = lines(page).first().getByRole("textbox");
    const before = Number(await amount.inputValue());
    const changed = page.waitForResponse((r) => /\/lines\/\d+$/.test(r.url()) && r.request().method() === "PUT");
    await lines(page).first().getByRole("button", { name: "Больше" }).click();
    expect((await changed).status()).toBe(200);
    await expect(amount).not.toHaveValue(String(before));
    expect(Number(await amount.inputValue())).toBeGreaterThan(before);

    // Share with the company, then copy: the copy is mine, not shared.
    await page.getByRole("button", { name: "Поделиться с компанией" }).click();
    await expect(page.getByTestId("specification-header")).toContainText("Общая для компании");
    await expect(page.getByRole("button", { name: "Не делиться с компанией" })).toBeVisible();
    await page.getByRole("button", { name: "Копировать" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${name} (копия)` })).toBeVisible();
    await expect(page.getByTestId("specification-header")).toContainText("Личная");
    await expect(lines(page)).toHaveCount(1);

    // Archive the copy: read only, «Восстановить» brings it back; archive it again.
    await page.getByRole("button", { name: "В архив" }).click();
    await expect(page.getByText("Спецификация в архиве: восстановите её, чтобы изменить.")).toBeVisible();
    await expect(lines(page).first().getByRole("textbox")).toHaveCount(0);
    await page.getByRole("button", { name: "Восстановить" }).click();
    await expect(lines(page).first().getByRole("textbox")).toBeVisible();
    await page.getByRole("button", { name: "В архив" }).click();
    await expect(page.getByRole("button", { name: "Удалить навсегда" })).toBeVisible();

    // Delete forever from the archive tab, through the row's menu and the confirm-delete dialog.
    await page.goto(`${SECOND}/specifications?list=archive`);
    const row = page.getByTestId(isMobile(testInfo) ? "specification-card" : "specification-row").filter({ hasText: `${name} (копия)` });
    await row.getByRole("button", { name: `Действия: ${name} (копия)` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Удалить навсегда" }).click();
    const confirm = page.getByRole("dialog", { name: "Удалить спецификацию навсегда?" });
    await expect(confirm.getByRole("button", { name: "Отмена" })).toBeFocused();
    await confirm.getByRole("button", { name: "Удалить навсегда" }).click();
    await expect(page.getByTestId("specifications-empty")).toBeVisible();

    // Archive the original from «Мои», then «Очистить архив».
    await page.getByRole("navigation", { name: "Списки спецификаций" }).getByRole("link", { name: "Мои" }).click();
    await page.getByRole("button", { name: `Действия: ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "В архив" }).click();
    await expect(page.getByTestId("specifications-empty")).toBeVisible();
    await page.getByRole("navigation", { name: "Списки спецификаций" }).getByRole("link", { name: "Архив" }).click();
    await expect(page).toHaveURL(/list=archive/);
    // The list is a table on desktops and cards on phones (the other one is in the page, hidden).
    await expect(page.getByTestId(isMobile(testInfo) ? "specification-card" : "specification-row").getByRole("link", { name, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Очистить архив" }).click();
    const clear = page.getByRole("dialog", { name: "Очистить архив?" });
    await expect(clear).toContainText("1 спецификация будет удалена");
    await clear.getByRole("button", { name: "Удалить навсегда" }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Удалена 1 спецификация");
    await expect(page.getByTestId("specifications-empty")).toBeVisible();
  });

  test("to cart: the chosen lines go into the cart with a summary, and the cart shows them", async ({ page }, testInfo) => {
    const token = await newColleague(testInfo);
    await useToken(page, token);
    const product = await firstProduct(token);
    const created = await api<{ id: number }>("/api/v1/specification", { method: "POST", token, json: { name: unique(testInfo, "В корзину"), lines: [{ productId: product.id, amount: 1 }] } });
    expect(created.status).toBe(201);

    await page.goto(`${SECOND}/specifications/${created.body.id}`);
    await expect(lines(page)).toHaveCount(1);
    await lines(page).first().getByRole("checkbox").check();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/v1/specification/${created.body.id}/to-cart`));
    await page.getByRole("button", { name: "Выбранные в корзину (1)" }).click();
    expect((await answer).status()).toBe(200);
    const summary = page.getByTestId("to-cart-summary");
    await expect(summary).toContainText("Добавлена 1 позиция");
    await summary.getByRole("link", { name: "Перейти в корзину" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line").filter({ hasText: product.name })).toHaveCount(1);
  });

  test("a colleague sees a shared specification in «Компании», read only", async ({ page }, testInfo) => {
    const author = await newColleague(testInfo);
    const colleague = await newColleague(testInfo);
    const product = await firstProduct(author);
    const name = unique(testInfo, "Общая");
    const created = await api<{ id: number }>("/api/v1/specification", { method: "POST", token: author, json: { name, shared: true, lines: [{ productId: product.id }] } });
    expect(created.status).toBe(201);

    await useToken(page, colleague);
    await page.goto(`${SECOND}/specifications?list=company&q=${encodeURIComponent(name)}`);
    const row = page.getByTestId(isMobile(testInfo) ? "specification-card" : "specification-row").filter({ hasText: name });
    await expect(row).toContainText("Только просмотр");
    // Only what a reader may do: copy, to cart, export.
    await row.getByRole("button", { name: `Действия: ${name}` }).click();
    const menu = page.getByRole("dialog", { name: `Действия: ${name}` });
    await expect(menu.getByRole("button")).toHaveText(["Копировать", "В корзину", "Выгрузить в Excel"]);
    await page.keyboard.press("Escape");

    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("specification-header")).toContainText("Только просмотр");
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first().getByRole("textbox")).toHaveCount(0);
    await expect(lines(page).first().getByRole("button", { name: /^Удалить из спецификации/ })).toHaveCount(0);
    for (const action of ["Переименовать", "Поделиться с компанией", "В архив"]) await expect(page.getByRole("button", { name: action })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Копировать" })).toBeVisible();
  });

  test("«В спецификацию» in the product's dialog: a new specification made there holds the product", { tag: "@phone" }, async ({ page }, testInfo) => {
    await useToken(page, await newColleague(testInfo));
    const name = unique(testInfo, "Из карточки");
    await page.goto(`${SECOND}/catalog?instock=1`);
    await page.getByTestId("product-row").first().getByRole("link").first().click();
    const details = page.getByTestId("product-dialog");
    const productName = (await details.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
    await details.getByRole("button", { name: `В спецификацию: ${productName}` }).click();
    await page.getByRole("button", { name: "Новая спецификация…" }).click();
    await page.getByLabel("Название новой спецификации").fill(name);
    await page.getByRole("button", { name: "Создать и добавить" }).click();
    const toast = page.getByTestId("snackbar");
    await expect(toast).toContainText(`Создана спецификация «${name}» с товаром`);
    await toast.getByRole("link", { name: "Открыть" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText(productName);
  });

  test("«В спецификацию» on a catalogue row, by keyboard only: a new specification holds the product", async ({ page }, testInfo) => {
    await useToken(page, await newColleague(testInfo));
    const name = unique(testInfo, "С клавиатуры");
    await page.goto(`${SECOND}/catalog?instock=1`);
    const toSpec = page.getByRole("button", { name: /^В спецификацию: / }).first();
    const productName = ((await toSpec.getAttribute("aria-label")) ?? "").replace(/^В спецификацию: /, "");
    await toSpec.focus();
    await page.keyboard.press("Enter");
    const item = page.getByRole("button", { name: "Новая спецификация…" });
    await expect(item).toBeVisible();
    // Arrows move through the open menu; «Новая спецификация…» is its last item.
    await page.keyboard.press("End");
    await expect(item).toBeFocused();
    await page.keyboard.press("Enter");
    const field = page.getByLabel("Название новой спецификации");
    await expect(field).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
    const toast = page.getByTestId("snackbar");
    await expect(toast).toContainText(`Создана спецификация «${name}» с товаром`);
    await expect(toSpec).toBeFocused();
    await toast.getByRole("link", { name: "Открыть" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText(productName);
  });

  test("a recommended specification of the seller: every buyer sees it, read only, and may copy it or put it in the cart", async ({ page, request }) => {
    await signInAsBuyer(page, request);
    await page.goto("/specifications?list=recommended");
    const name = "Квартирный щит: типовой набор";
    await page.getByRole("link", { name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("specification-header")).toContainText("Рекомендуемая");
    await expect(lines(page).first()).toBeVisible();
    await expect(lines(page).first().getByRole("textbox")).toHaveCount(0);
    for (const action of ["Переименовать", "Поделиться с компанией", "В архив"]) await expect(page.getByRole("button", { name: action })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Загрузить список" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Копировать" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Всё в корзину" })).toBeVisible();
  });

  test("layout: the list is cards on phones and a table on desktops, the screen never scrolls sideways; the print sheet has no shell", { tag: "@phone" }, async ({ page }, testInfo) => {
    const token = await newColleague(testInfo);
    await useToken(page, token);
    const product = await firstProduct(token);
    const name = unique(testInfo, "Раскладка");
    const created = await api<{ id: number }>("/api/v1/specification", { method: "POST", token, json: { name, description: "Проверка раскладки", lines: [{ productId: product.id }] } });
    expect(created.status).toBe(201);

    await page.goto(`${SECOND}/specifications`);
    if (isMobile(testInfo)) {
      await expect(page.getByTestId("specification-card").filter({ hasText: name })).toBeVisible();
      await expect(page.getByTestId("specifications-table")).toBeHidden();
    } else {
      await expect(page.getByTestId("specification-row").filter({ hasText: name })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);

    await page.goto(`${SECOND}/specifications/${created.body.id}`);
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId("specification-totals")).toContainText("₽");
    await expectNoHorizontalScroll(page);

    await page.goto(`${SECOND}/specifications/${created.body.id}/print`);
    const sheet = page.getByTestId("specification-print");
    await expect(sheet.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(sheet.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(sheet.getByRole("button", { name: "Распечатать" })).toBeVisible();
  });
});
