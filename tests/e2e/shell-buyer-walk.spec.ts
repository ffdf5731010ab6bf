import { expect, test, type Locator, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { isMobile, signInAsBuyer } from "./shell-helpers";

// What a new buyer tripped over (issue 24): the chat button over controls, the orders list losing its
// filters on Back, the phone's «Показать ещё» not in the address, no word after a company switch, a
// filter applied while scrolled down hiding the first results, Russian left in the English interface.
test.use({ locale: "ru-RU" });

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return box;
}

/** Scrolls whatever scrolls the page (the app container on phones, the main area from 1280 px) to its end. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    for (const node of document.querySelectorAll(".app-container, .app-main")) node.scrollTop = node.scrollHeight;
  });
}

const chatButton = (page: Page) => page.getByRole("button", { name: "Написать нам" });

test.describe("the chat button covers nothing (375 × 812)", () => {
  test.skip(({ isMobile: phone }) => !phone, "the phone's layout");

  test("«Понятно» of the cookie notice and the last card's «В корзину» stay clear of it", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/catalog?keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C&pageSize=10");
    await expect(chatButton(page)).toBeVisible();
    const accept = page.getByTestId("cookie-notice").getByRole("button", { name: "Понятно" });
    await expect(accept).toBeVisible();
    expect(overlaps(await boxOf(chatButton(page)), await boxOf(accept))).toBe(false);

    await page.getByTestId("cookie-notice").getByRole("button", { name: "Понятно" }).click();
    await expect(page.getByTestId("cookie-notice")).toBeHidden();
    await scrollToEnd(page);
    await page.waitForLoadState("networkidle");
    await scrollToEnd(page);
    const add = page.getByRole("button", { name: /^В корзину/ }).last();
    await add.evaluate((node) => node.scrollIntoView({ block: "end" }));
    await scrollToEnd(page);
    // The end of the page is within reach: the last «В корзину» can sit above the chat button.
    const lastAdd = await boxOf(add);
    const chat = await boxOf(chatButton(page));
    expect(lastAdd.y + lastAdd.height).toBeLessThanOrEqual(chat.y);
  });

  test("«Оформить заказ» at the end of the cart stays clear of it", { tag: "@phone" }, async ({ page, request }) => {
    const token = await signInAsBuyer(page, request, "manager@demo.test");
    const headers = { authorization: `Bearer ${token}` };
    await request.delete("/api/v1/cart", { headers });
    const found = await request.get("/api/v2/search?instock=1&pageSize=1", { headers });
    const [product] = ((await found.json()) as { items: { id: number; minimumBatch: number; multiplicity: number }[] }).items;
    expect((await request.post("/api/v1/cart/items", { headers, data: { productId: product.id, amount: Math.max(product.minimumBatch, product.multiplicity, 1) } })).status()).toBe(200);
    await page.goto("/cart");
    const submit = page.getByRole("button", { name: "Оформить заказ" });
    await expect(submit).toBeVisible();
    await expect(chatButton(page)).toBeVisible();
    await scrollToEnd(page);
    expect(overlaps(await boxOf(chatButton(page)), await boxOf(submit))).toBe(false);
    await request.delete("/api/v1/cart", { headers });
  });
});

test.describe("the orders list keeps its filters in the address", () => {
  test("status and search survive Back and a reload", async ({ page, request }) => {
    await signInAsBuyer(page, request);
    await page.goto("/orders");
    const status = page.getByRole("combobox", { name: "Статус" });
    await expect(status).toBeVisible();
    await status.selectOption("cancelled");
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await page.getByRole("searchbox", { name: "Поиск по заказам" }).fill("123");
    await expect(page).toHaveURL(/[?&]keyword=123/);
    // Typing right after picking the status keeps the status (the list once wrote back the status it had rendered).
    await expect(page).toHaveURL(/[?&]status=cancelled/);

    await page.goto("/catalog");
    await page.goBack();
    await expect(page).toHaveURL(/\/orders\?.*status=cancelled/);
    await expect(page.getByRole("combobox", { name: "Статус" })).toHaveValue("cancelled");
    await expect(page.getByRole("searchbox", { name: "Поиск по заказам" })).toHaveValue("123");

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Статус" })).toHaveValue("cancelled");
    await expect(page.getByRole("searchbox", { name: "Поиск по заказам" })).toHaveValue("123");
    // Back walks the filters: one entry for the search typed, one for the status.
    await page.goBack();
    await expect(page.getByRole("searchbox", { name: "Поиск по заказам" })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Статус" })).toHaveValue("cancelled");
  });

  test("phones: «Показать ещё» writes the page into the address, a reload starts there", { tag: "@phone" }, async ({ page, request }, testInfo) => {
    test.skip(!isMobile(testInfo), "the phone's list");
    await page.goto("/catalog");
    await expect(page.getByTestId("product-row").first()).toBeVisible();
    await expect(page.getByTestId("catalog-screen")).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    const rows = page.getByTestId("product-row");
    const firstPage = await rows.count();
    await page.getByRole("button", { name: "Показать ещё" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
    // The list goes on loading as it scrolls into view: the address names the last page appended.
    await expect(page).toHaveURL(/[?&]page=([2-9]|\d\d+)/);
    await page.waitForLoadState("networkidle");
    const shown = Number(new URL(page.url()).searchParams.get("page"));
    const expected = (await (await request.get(`/api/v2/search?page=${shown}`)).json()) as { items: { name: string }[] };
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(expected.items[0].name);
  });
});

test.describe("confirmations and the results' top", () => {
  test("a company switch says «Выбрана компания …», replacing the message still shown", async ({ page, request }) => {
    await signInAsBuyer(page, request, "multi@demo.test");
    await page.goto("/catalog");
    await page.getByRole("button", { name: /^Меню пользователя/ }).click();
    const other = page.getByRole("region", { name: "Компании" }).locator("button:not([disabled])").first();
    const name = (await other.locator("span").first().textContent()) ?? "";
    await other.click();
    await expect(page.getByTestId("snackbar")).toContainText(`Выбрана компания «${name}»`);
  });

  test("1440 × 900: a filter applied while scrolled down brings the results' top into view", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/catalog?pageSize=50");
    await catalogReady(page);
    await scrollToEnd(page);
    const top = page.getByTestId("catalog-screen");
    expect((await boxOf(top)).y).toBeLessThan(0);
    await page.getByRole("checkbox", { name: "В наличии" }).first().check();
    await expect(page).toHaveURL(/[?&]instock=1/);
    await expect.poll(async () => (await boxOf(top)).y).toBeGreaterThanOrEqual(0);
  });
});

/**
 * Seller data stays as the seller wrote it in every language: names of products, sections, brands,
 * categories, series, manufacturers and their countries, feature names and values, warehouses and
 * their addresses, product descriptions, companies, people, the site's own name, chat link hints (sections answer theirs as
 * `text`). Everything else on the
 * screen is ours and must be translated. The seller's strings are taken from the API's answers
 * under these keys; what is left once they are cut out of a text must have no Cyrillic.
 */
const SELLER_KEYS = new Set(["name", "text", "description", "article", "address", "city", "country", "value", "values", "hint", "comment", "firstName", "lastName", "middleName", "fullName", "siteName", "company", "category"]);

function collectSellerStrings(json: unknown, out: Set<string>, key = "") {
  if (typeof json === "string") {
    if (SELLER_KEYS.has(key) && /[А-Яа-яЁё]/.test(json)) out.add(json.trim());
  } else if (Array.isArray(json)) {
    for (const item of json) collectSellerStrings(item, out, key);
  } else if (json && typeof json === "object") {
    for (const [k, v] of Object.entries(json)) collectSellerStrings(v, out, k);
  }
}

async function russianLeft(page: Page, seller: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest("script, style, [hidden]")) continue;
      if (/[А-Яа-яЁё]/.test(node.nodeValue ?? "")) out.push((node.nodeValue ?? "").trim());
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(name);
        if (value && /[А-Яа-яЁё]/.test(value)) out.push(value.trim());
      }
    }
    return out;
  });
  const known = [...seller].sort((a, b) => b.length - a.length);
  return [...new Set(texts)].filter((text) => /[А-Яа-яЁё]/.test(known.reduce((rest, s) => rest.split(s).join(" "), text)));
}

test.describe("English interface", () => {
  test.use({ locale: "en-GB" });

  test("no Russian of ours on the catalogue, the product dialog, the cart and the orders; units translated", async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const token = await signInAsBuyer(page, request, "admin@demo.test");
    await page.context().addCookies([{ name: "B2B_LANGUAGE", value: "en", url: baseURL ?? "http://localhost:3210" }]);
    await page.addInitScript(() => window.localStorage.setItem("B2B_LANGUAGE", "en"));
    const headers = { authorization: `Bearer ${token}`, "accept-language": "en" };
    const seller = new Set<string>();
    page.on("response", async (response) => {
      if (!response.url().includes("/api/") || !(response.headers()["content-type"] ?? "").includes("json")) return;
      collectSellerStrings(await response.json().catch(() => null), seller);
    });
    for (const path of ["/api/v1/catalog-section", "/api/v1/info", "/api/v2/settings", "/api/v1/order/checkout", "/api/v1/user/current-user"]) {
      collectSellerStrings(await (await request.get(path, { headers })).json().catch(() => null), seller);
    }
    seller.add("Электро-Опт");

    await request.delete("/api/v1/cart", { headers });
    const found = (await (await request.get("/api/v2/search?instock=1&pageSize=1", { headers })).json()) as { items: { id: number; minimumBatch: number; multiplicity: number }[] };
    const product = found.items[0];
    expect((await request.post("/api/v1/cart/items", { headers, data: { productId: product.id, amount: Math.max(product.minimumBatch, product.multiplicity, 1) } })).status()).toBe(200);

    await page.goto("/catalog");
    await catalogReady(page);
    await page.waitForLoadState("networkidle");
    expect(await russianLeft(page, seller), "catalogue").toEqual([]);
    await expect(page.getByText(/^per (m|pcs|kg|pack)$/).filter({ visible: true }).first()).toBeVisible();

    await page.getByTestId("product-row").first().getByRole("link").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await russianLeft(page, seller), "product dialog").toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await russianLeft(page, seller), "cart").toEqual([]);

    await page.getByLabel(/I accept/).check();
    await page.getByRole("button", { name: "Place the order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order No\. \d+$/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await russianLeft(page, seller), "order").toEqual([]);

    await page.goto("/orders");
    await expect(page.getByRole("link", { name: /^Order No\. \d+$/ }).first()).toBeVisible();
    expect(await russianLeft(page, seller), "orders").toEqual([]);
  });
});
