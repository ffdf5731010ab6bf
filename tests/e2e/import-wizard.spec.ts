import ExcelJS from "exceljs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { APP_PORT, expectNoHorizontalScroll, isMobile } from "./shell-helpers";

// The import wizard end to end on the second seller (second.localhost: the demo catalogue other tests walk
// stays as seeded): a pasted list of 20 lines — exact, several, not found and unreadable mixed — resolved
// by hand (a candidate picked, a custom product created, a replacement found by search, an amount changed),
// sent to the cart and ordered; then a spreadsheet built here with exceljs. Both projects share one
// database, so each signs in as a different buyer of the second seller (carts are per user).

test.use({ locale: "ru-RU" });
// A first render of every screen and a 20-line check on the shared 2-core machine.
test.setTimeout(240_000);

/** Why a test runs on the desktop only: on a phone it would repeat the same requests. */
const ORIGIN = `http://second.localhost:${APP_PORT}`;
const accountOf = (testInfo: TestInfo) => (isMobile(testInfo) ? "a.titov@akvaterm.test" : "buyer@demo.test");

type TProduct = { id: number; article: string; name: string; unit: string; minimumBatch: number; multiplicity: number; stocks: { quantity: number }[] };
type TCheck = { lines: { status: string; candidates: { product: TProduct }[] }[] };

/** A call from the page itself (its origin is the second seller's; Chromium resolves *.localhost). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = window.sessionStorage.getItem("B2B_USER_TOKEN");
      const res = await fetch(path, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

/** Signs in on the second seller the way the sign-in dialog does (token in sessionStorage) and empties the cart. */
async function signIn(page: Page, email: string) {
  // A page of the site, not an API answer: an API answer's policy (default-src 'none') forbids the page's fetch.
  await page.goto(`${ORIGIN}/content/reglament`);
  const res = await api<{ authToken: string }>(page, "POST", "/api/v2/user/sign-in", { email, password: "demo12345" });
  expect(res.status).toBe(200);
  await page.evaluate((token) => window.sessionStorage.setItem("B2B_USER_TOKEN", token), res.json.authToken);
  expect((await api(page, "DELETE", "/api/v1/cart")).status).toBe(200);
}

/**
 * Enough stock at the first warehouse (the checkout's default pickup point) for the smallest valid amount
 * three times over, and for the 5 typed in below: the order must not stop on stock.
 */
const plenty = (p: TProduct) => (p.stocks[0]?.quantity ?? 0) >= 3 * Math.max(p.minimumBatch, p.multiplicity, 2);

/**
 * The list's makings from the second seller's catalogue, each confirmed by the check call the wizard makes:
 * articles that are exact, name beginnings that give several, an in-stock product to find as a replacement.
 */
async function listMakings(page: Page) {
  const list = await api<{ items: TProduct[] }>(page, "GET", "/api/v1/product?per-page=100&instock=1");
  const pool = list.json.items.filter(plenty);
  const exactTry = pool.slice(0, 24);
  const exactCheck = await api<TCheck>(page, "POST", "/api/v1/specification-import/check", { text: exactTry.map((p) => `${p.article} 1`).join("\n") });
  const exact = exactTry.filter((p, i) => exactCheck.json.lines[i].status === "exact" && exactCheck.json.lines[i].candidates[0].product.id === p.id).slice(0, 12);
  const prefixes = [...new Set(pool.map((p) => p.name.split(/\s+/).slice(0, 2).join(" ")))].slice(0, 30);
  const severalCheck = await api<TCheck>(page, "POST", "/api/v1/specification-import/check", { text: prefixes.map((p) => `${p} 1`).join("\n") });
  const several = prefixes
    .map((text, i) => ({ text, first: severalCheck.json.lines[i].candidates[0]?.product, status: severalCheck.json.lines[i].status }))
    // Their best candidates apart from the exact products and from each other: every line is a cart line of its own.
    .filter((s, i, all) => s.status === "several" && s.first && plenty(s.first) && !exact.some((p) => p.id === s.first?.id) && all.findIndex((o) => o.first?.id === s.first?.id) === i)
    .slice(0, 3);
  const used = new Set([...exact.map((p) => p.id), ...several.map((s) => s.first?.id)]);
  const replacement = pool.find((p) => !used.has(p.id) && exact.every((e) => e.article !== p.article));
  expect(exact).toHaveLength(12);
  expect(several).toHaveLength(3);
  expect(replacement).toBeDefined();
  return { exact, several: several.map((s) => ({ text: s.text, first: s.first as TProduct })), replacement: replacement as TProduct };
}

const lineRows = (page: Page) => page.getByTestId("import-line");

test("a pasted list of 20 lines: resolve several, create a custom product, find a replacement, send to the cart and order", { tag: "@phone" }, async ({ page }, testInfo) => {
  await signIn(page, accountOf(testInfo));
  const { exact, several, replacement } = await listMakings(page);
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const formats = [(a: string) => `${a} 2`, (a: string) => `${a};3`, (a: string) => `${a}\t1`, (a: string) => `${a} — 2 шт`];
  const lines = [
    ...exact.slice(0, 6).map((p, i) => formats[i % formats.length](p.article)),
    `${several[0].text} 1`,
    "ВА47-29 0",
    ...exact.slice(6, 9).map((p, i) => formats[(i + 1) % formats.length](p.article)),
    `Зюзюблик кривошипный ЪЫЬ${stamp} 2`,
    `${several[1].text} 1`,
    "-----------",
    ...exact.slice(9, 12).map((p) => `${p.article} 1`),
    `Шпунтодёр бронзовый ЁЩЪ${stamp} 4`,
    `${several[2].text} 1`,
    "Кабель ВВГнг десять",
  ];
  expect(lines).toHaveLength(20);

  // From the cart: «Загрузить список».
  await page.goto(`${ORIGIN}/cart`);
  await page.getByRole("link", { name: "Загрузить список" }).click();
  await expect(page).toHaveURL(/\/specifications\/import\?target=cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Загрузка списка товаров" })).toBeVisible();
  await expect(page.getByText("Товары будут добавлены в корзину")).toBeVisible();

  // Step 1: the counter follows the typing; the check goes to step 2.
  const text = page.getByRole("textbox", { name: "Список товаров" });
  await text.fill(lines.slice(0, 3).join("\n"));
  await expect(page.getByTestId("import-line-counter")).toHaveText("Строк: 3 из 300");
  await text.fill(lines.join("\n"));
  await expect(page.getByTestId("import-line-counter")).toHaveText("Строк: 20 из 300");
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Проверить товары" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Проверка товаров" })).toBeFocused({ timeout: 60_000 });

  // Step 2: counters per class, one row per line.
  const filters = page.getByTestId("import-filters");
  await expect(filters.getByRole("radio", { name: "Все: 20" })).toBeChecked();
  await expect(filters.getByRole("radio", { name: "Найдены: 12" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "Нужно выбрать: 3" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "Не найдены: 2" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "С ошибками: 3" })).toBeVisible();
  await expect(lineRows(page)).toHaveCount(20);
  await expect(lineRows(page).filter({ hasText: "ВА47-29 0" })).toContainText("Количество должно быть больше нуля");
  await expectNoHorizontalScroll(page);

  // Nothing goes until every «several» line has its product.
  const finish = page.getByTestId("import-finish");
  await expect(finish).toBeDisabled();
  await expect(page.getByText("В 3 строках не выбран товар: выберите его или пропустите строку")).toBeVisible();

  // The filter shows only the lines to choose; the first (best) candidate is picked in each, by keyboard on the first.
  await filters.getByRole("radio", { name: "Нужно выбрать: 3" }).click();
  await expect(lineRows(page)).toHaveCount(3);
  const firstGroup = lineRows(page).first().getByRole("group", { name: /^Выберите товар для строки/ });
  await expect(firstGroup.getByRole("radio").first()).toBeVisible();
  await expect(firstGroup).toContainText(/по /);
  await firstGroup.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(firstGroup.getByRole("radio").first()).toBeChecked();
  for (const row of [lineRows(page).nth(1), lineRows(page).nth(2)]) await row.getByRole("radio").first().check();

  // Not found: a custom product for the first, a replacement from the catalogue search for the second.
  await filters.getByRole("radio", { name: "Не найдены: 2" }).click();
  await expect(lineRows(page)).toHaveCount(2);
  const custom = lineRows(page).first();
  await custom.getByRole("button", { name: "Создать свой товар" }).click();
  await expect(custom.getByRole("textbox", { name: "Название" })).toHaveValue(`Зюзюблик кривошипный ЪЫЬ${stamp}`);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/product-custom") && r.request().method() === "POST");
  await custom.getByRole("button", { name: "Создать", exact: true }).click();
  expect((await created).status()).toBe(201);
  await expect(custom).toContainText(`Свой товар: Зюзюблик кривошипный ЪЫЬ${stamp}`);

  const other = lineRows(page).nth(1);
  await other.getByRole("button", { name: "Найти замену" }).click();
  const box = other.getByRole("searchbox", { name: "Поиск замены в каталоге" });
  await box.fill(replacement.article);
  await box.press("Enter");
  await other.getByRole("button", { name: `Выбрать: ${replacement.name}` }).click();
  await expect(other).toContainText(`Выбрана замена: ${replacement.name}`);

  // An amount changed by hand; the rounding to batch and multiplicity is shown before sending.
  await filters.getByRole("radio", { name: "Все: 20" }).click();
  const firstExact = lineRows(page).first();
  const p0 = exact[0];
  const amount = firstExact.getByRole("textbox", { name: "Количество для строки 1" });
  await amount.fill("0");
  await expect(firstExact.getByTestId("import-amount-note")).toHaveText("Укажите целое число от 1 до 1 000 000");
  await expect(finish).toBeDisabled();
  await amount.fill("5");
  const step = Math.max(1, p0.multiplicity);
  const wanted = Math.ceil(Math.max(5, p0.minimumBatch) / step) * step;
  if (wanted !== 5) await expect(firstExact.getByTestId("import-amount-note")).toContainText(`Будет ${wanted} ${p0.unit}`);

  // Step 3: 12 exact + 3 chosen + a custom product + a replacement = 17 lines into the cart; 3 unreadable skipped.
  await expect(finish).toHaveText("Добавить в корзину: 17");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart/lines") && r.request().method() === "POST");
  await finish.click();
  expect((await sent).status()).toBe(200);
  const done = page.getByTestId("import-done");
  await expect(done).toContainText("Добавлено позиций: 17");
  await expect(done).toContainText("Пропущено строк: 3");
  await expect(done).toContainText("-----------");
  await expectNoHorizontalScroll(page);

  // The cart: 17 lines, each a product of its own (the list was made so), the custom one among them.
  const distinct = new Set([...exact.map((p) => `p${p.id}`), ...several.map((s) => `p${s.first.id}`), `p${replacement.id}`, "custom"]);
  expect(distinct.size).toBe(17);
  await done.getByRole("link", { name: "Перейти в корзину" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/cart`);
  await expect(page.getByTestId("cart-line")).toHaveCount(distinct.size, { timeout: 30_000 });
  await expect(page.getByTestId("cart-line").filter({ hasText: `Зюзюблик кривошипный ЪЫЬ${stamp}` })).toHaveCount(1);
  const cart = await api<{ productAmountMap: Record<string, number> }>(page, "GET", "/api/v1/cart");
  expect(cart.json.productAmountMap[String(p0.id)]).toBe(wanted);

  // And the order is placed from it.
  await page.getByLabel(/Я принимаю/).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/v1/order") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Оформить заказ" }).click();
  const response = await placed;
  expect(response.status()).toBe(200);
  const { order } = (await response.json()) as { order: { id: number } };
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${order.id}` })).toBeVisible();
  await expect(page.getByTestId("order-lines").locator("li")).toHaveCount(distinct.size - 1);
  await expect(page.getByTestId("order-custom-lines")).toContainText(`Зюзюблик кривошипный ЪЫЬ${stamp}`);
});

test("an .xlsx file built with exceljs: header found, lines checked, sent to the cart", async ({ page }, testInfo) => {
  await signIn(page, accountOf(testInfo));
  const { exact } = await listMakings(page);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Заявка");
  sheet.addRow(["Заявка на материалы, объект «Склад»"]);
  sheet.addRow(["Артикул", "Наименование", "Кол-во", "Ед. изм."]);
  for (const p of exact.slice(0, 4)) sheet.addRow([p.article, p.name, 2, p.unit]);
  sheet.addRow([`НЕТ-ТАКОГО-${Date.now()}`, "Товар, которого нет", 1, "шт"]);
  sheet.addRow([exact[4].article, exact[4].name, 0, "шт"]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await page.goto(`${ORIGIN}/specifications/import?target=cart`);
  await page.getByText("Загрузить файл", { exact: true }).click();
  await page.getByLabel("Выбрать файл").setInputFiles({ name: "заявка.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  await expect(page.getByTestId("import-file-name")).toContainText("Файл: заявка.xlsx");
  await page.getByRole("button", { name: "Проверить товары" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Проверка товаров" })).toBeFocused({ timeout: 60_000 });
  const filters = page.getByTestId("import-filters");
  await expect(filters.getByRole("radio", { name: "Все: 6" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "Найдены: 4" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "Не найдены: 1" })).toBeVisible();
  await expect(filters.getByRole("radio", { name: "С ошибками: 1" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByTestId("import-finish").click();
  await expect(page.getByTestId("import-done")).toContainText("Добавлено позиций: 4");
  await expect(page.getByTestId("import-done")).toContainText("Пропущено строк: 2");
  const cart = await api<{ productAmountMap: Record<string, number> }>(page, "GET", "/api/v1/cart");
  expect(Object.keys(cart.json.productAmountMap).sort()).toEqual(exact.slice(0, 4).map((p) => String(p.id)).sort());
});

test("an old .xls file is refused with the server's advice, and nothing moves on", async ({ page }, testInfo) => {
  await signIn(page, accountOf(testInfo));
  await page.goto(`${ORIGIN}/specifications/import?target=cart`);
  await page.getByText("Загрузить файл", { exact: true }).click();
  // The OLE compound file signature: what an .xls starts with.
  const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
  await page.getByLabel("Выбрать файл").setInputFiles({ name: "старый.xls", mimeType: "application/vnd.ms-excel", buffer: ole });
  await page.getByRole("button", { name: "Проверить товары" }).click();
  await expect(page.getByTestId("import-source-error")).toContainText("Старый формат .xls не поддерживается");
  await expect(page.getByRole("heading", { level: 2, name: "Источник" })).toBeVisible();
});

test("into a new specification (name asked), then more lines into that one by its id", async ({ page }, testInfo) => {
  await signIn(page, accountOf(testInfo));
  const { exact } = await listMakings(page);
  const name = `Импорт ${testInfo.project.name} ${Date.now()}`;

  await page.goto(`${ORIGIN}/specifications/import?target=new`);
  await expect(page.getByText("Товары будут добавлены в новую спецификацию")).toBeVisible();
  await page.getByRole("textbox", { name: "Список товаров" }).fill(`${exact[0].article} 1\n${exact[1].article} 2`);
  await page.getByRole("button", { name: "Проверить товары" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Проверка товаров" })).toBeFocused({ timeout: 60_000 });
  await page.getByRole("textbox", { name: "Название спецификации" }).fill(name);
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/specification") && r.request().method() === "POST");
  await page.getByTestId("import-finish").click();
  expect((await created).status()).toBe(201);
  const done = page.getByTestId("import-done");
  await expect(done).toContainText("Добавлено позиций: 2");
  const href = await done.getByRole("link", { name: "Открыть спецификацию" }).getAttribute("href");
  const id = Number(/^\/specifications\/(\d+)$/.exec(href ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  type TSpec = { name: string; items: { productId: number | null; amount: number }[] };
  const first = await api<TSpec>(page, "GET", `/api/v1/specification/${id}`);
  expect(first.json.name).toBe(name);
  expect(first.json.items.map((i) => i.productId).sort()).toEqual([exact[0].id, exact[1].id].sort());

  await page.goto(`${ORIGIN}/specifications/import?target=${id}`);
  await expect(page.getByText(`Товары будут добавлены в спецификацию № ${id}`)).toBeVisible();
  await page.getByRole("textbox", { name: "Список товаров" }).fill(`${exact[2].article} 1\n${exact[0].article} 1`);
  await page.getByRole("button", { name: "Проверить товары" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Проверка товаров" })).toBeFocused({ timeout: 60_000 });
  await expect(page.getByRole("textbox", { name: "Название спецификации" })).toHaveCount(0);
  await page.getByTestId("import-finish").click();
  await expect(page.getByTestId("import-done")).toContainText("Добавлено позиций: 2");
  const second = await api<TSpec>(page, "GET", `/api/v1/specification/${id}`);
  expect(second.json.items).toHaveLength(3);
  // The product already there grew instead of doubling up.
  expect(second.json.items.find((i) => i.productId === exact[0].id)?.amount).toBeGreaterThan(first.json.items.find((i) => i.productId === exact[0].id)?.amount ?? 0);
});
