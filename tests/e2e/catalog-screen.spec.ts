import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { catalogReady } from "./catalog-helpers";

// The catalogue screen end to end against `next start` (spec §2 /catalog). Every test runs in both
// projects: "desktop" (1920×1080: side panel, pages) and "mobile" (375×812: filter sheet, infinite list).
// Tests that change the buyer's data undo it or use unique names, so the two projects can share a database.

test.use({ locale: "ru-RU" });

const BUYER = { email: "buyer@demo.test", password: "demo12345" };

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/v2/user/sign-in", { data: { email: BUYER.email, password: BUYER.password } });
  expect(res.status()).toBe(200);
  const { authToken } = (await res.json()) as { authToken: string };
  await page.addInitScript((value) => window.sessionStorage.setItem("B2B_USER_TOKEN", value), authToken);
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1280;
const rows = (page: Page) => page.getByTestId("product-row");
const count = (page: Page) => page.getByTestId("catalog-count");
const dialog = (page: Page) => page.getByTestId("product-dialog");


/** The filters: the side panel on desktops, the full-screen sheet on phones (opened here). */
async function filters(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole("complementary", { name: "Разделы и фильтры" });
  await page.getByRole("button", { name: /^Фильтры/ }).click();
  const sheet = page.getByRole("dialog", { name: "Фильтры" });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function closeFilters(page: Page): Promise<void> {
  if (isMobile(page)) await page.getByRole("dialog", { name: "Фильтры" }).getByRole("button", { name: /^(Показать \d|Показать товары|Товаров не найдено)/ }).click();
}

function groupBody(container: Locator, title: string | RegExp): Locator {
  return container.locator("section").filter({ has: container.page().getByRole("button", { name: title }) });
}

test.describe("catalogue: filters in the address", () => {
  test("section + brand + numeric range change the address and the list; a reload keeps them", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const total = await count(page).textContent();

    // A section: from the tree (desktop) or the strip of chips (phone).
    const sections = page.getByRole("navigation", { name: "Разделы" });
    // A link to a section (desktop: a tree item; phone: a chip), not «Все разделы».
    const section = sections.locator('a[href*="section="]').first();
    const sectionName = ((await section.textContent()) ?? "").trim();
    await section.click();
    await expect(page).toHaveURL(/[?&]section=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sectionName);
    await expect(count(page)).not.toHaveText(total ?? "");
    const inSection = await count(page).textContent();

    // A brand.
    let panel = await filters(page);
    const brand = groupBody(panel, /^Бренд/).getByRole("checkbox").first();
    await brand.check();
    await expect(page).toHaveURL(/[?&]brands=\d+/);
    await expect(count(page)).not.toHaveText(inSection ?? "");
    const withBrand = await count(page).textContent();

    // A numeric feature: "to" set to the smallest value keeps only the products that have it.
    const range = panel.getByRole("group", { name: /^(?!Цена|Наличие)./ }).first();
    await expect(range).toBeVisible();
    const smallest = await range.getByRole("textbox").first().getAttribute("placeholder");
    const largest = await range.getByRole("textbox").nth(1).getAttribute("placeholder");
    expect(smallest).toBeTruthy();
    await range.getByRole("textbox").nth(1).fill(smallest ?? "");
    await range.getByRole("textbox").nth(1).press("Enter");
    await expect(page).toHaveURL(/[?&]features=\d+%3A%2C[\d.]+/);
    if (smallest !== largest) await expect(count(page)).not.toHaveText(withBrand ?? "");
    await expect(page).not.toHaveURL(/[?&]page=[2-9]/);
    await closeFilters(page);
    const url = page.url();
    const filtered = await count(page).textContent();

    await page.reload();
    await catalogReady(page);
    expect(page.url()).toBe(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sectionName);
    await expect(count(page)).toHaveText(filtered ?? "");
    panel = await filters(page);
    await expect(groupBody(panel, /^Бренд/).getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(panel.getByRole("group", { name: /^(?!Цена|Наличие)./ }).first().getByRole("textbox").nth(1)).toHaveValue(smallest ?? "");
    await closeFilters(page);

    // The chip of the brand removes it again.
    await page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("link", { name: /^Убрать фильтр «Бренд/ }).click();
    await expect(page).not.toHaveURL(/brands=/);
  });
});

test.describe("catalogue: the filters panel shows the filters in force", () => {
  test("«Сбросить фильтры» unticks the brand; a brand ticked stays ticked and applied on page 2", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const total = await count(page).textContent();
    let panel = await filters(page);
    const brands = groupBody(panel, /^Бренд/).getByRole("checkbox");
    await brands.first().check();
    await expect(page).toHaveURL(/[?&]brands=\d+/);
    await expect(count(page)).not.toHaveText(total ?? "", { timeout: 30_000 });
    const withBrand = await count(page).textContent();
    // The brand's own selection does not narrow the brands: a second one can be ticked as well.
    await expect(brands.nth(1)).toBeEnabled();

    if (!isMobile(page)) {
      await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Вперёд" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]brands=\d+/);
      await expect(count(page)).toHaveText(withBrand ?? "", { timeout: 30_000 });
      await expect(brands.first()).toBeChecked();
    }

    await panel.getByRole("link", { name: "Сбросить фильтры" }).click();
    await expect(page).not.toHaveURL(/brands=/);
    await expect(count(page)).toHaveText(total ?? "", { timeout: 30_000 });
    await expect(groupBody(panel, /^Бренд/).getByRole("checkbox", { checked: true })).toHaveCount(0);
    await closeFilters(page);
    if (!isMobile(page)) {
      await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Вперёд" }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(groupBody(panel, /^Бренд/).getByRole("checkbox", { checked: true })).toHaveCount(0);
    }

    // Two brands: either of them, so more than one alone.
    panel = await filters(page);
    await brands.first().check();
    await expect(page).toHaveURL(/[?&]brands=\d+/);
    await expect(count(page)).not.toHaveText(total ?? "", { timeout: 30_000 });
    const one = Number(((await count(page).textContent()) ?? "").replace(/\D/g, ""));
    await groupBody(panel, /^Бренд/).getByRole("checkbox", { checked: false }).first().check();
    await expect(page).toHaveURL(/[?&]brands=\d+%2C\d+/);
    await expect.poll(async () => Number(((await count(page).textContent()) ?? "").replace(/\D/g, "")), { timeout: 30_000 }).toBeGreaterThan(one);
  });

  test("a range typed with a decimal comma stays «2,5» and the address gets 2.5", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const panel = await filters(page);
    const range = panel.getByRole("group", { name: /^(?!Цена|Наличие)./ }).first();
    const from = range.getByRole("textbox").first();
    await from.fill("2,5");
    await from.press("Enter");
    await expect(page).toHaveURL(/[?&]features=\d+%3A2\.5%2C/);
    await expect(from).toHaveValue("2,5");
    // The hints (the result's bounds) are written the Russian way too.
    await expect(panel.getByRole("group", { name: /^Цена/ }).getByRole("textbox").first()).toHaveAttribute("placeholder", /^\d+,\d{2}$/);
    await closeFilters(page);
    await expect(page.getByRole("list", { name: "Выбранные фильтры" }).getByRole("link", { name: /2,5 – …/ })).toBeVisible();
  });
});

test.describe("catalogue: the product dialog", () => {
  test("previous / next cross the page boundary; Back closes the dialog", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const last = rows(page).nth(19);
    const lastName = ((await last.getByRole("link").first().textContent()) ?? "").trim();
    await last.getByRole("link").first().click();
    await expect(page).toHaveURL(/[?&]product=\d+/);
    await expect(dialog(page).getByRole("heading", { name: lastName })).toBeVisible();
    await expect(dialog(page)).toContainText(/20 из \d/);

    await dialog(page).getByRole("button", { name: /Следующий/ }).click();
    await expect(dialog(page)).toContainText(/21 из \d/);
    if (!isMobile(page)) await expect(page).toHaveURL(/[?&]page=2/);
    await expect(dialog(page).getByRole("heading", { level: 2 })).not.toHaveText(lastName);

    await dialog(page).getByRole("button", { name: /Предыдущий/ }).click();
    await expect(dialog(page)).toContainText(/20 из \d/);
    await expect(dialog(page).getByRole("heading", { name: lastName })).toBeVisible();

    await page.goBack();
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/product=/);
    await expect(rows(page).first()).toBeVisible();
  });

  test("a shared link opens the dialog; closing removes the key; the code is copied with a confirmation", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const list = (await (await request.get("/api/v1/product?pageSize=1")).json()) as { items: { id: number; article: string; name: string }[] };
    const product = list.items[0];
    await page.goto(`/catalog?product=${product.id}`);
    await expect(dialog(page).getByRole("heading", { name: product.name })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Скопировать код" }).click();
    await expect(page.getByTestId("snackbar")).toContainText(`Код товара ${product.article} скопирован`);
    await dialog(page).getByRole("button", { name: "Закрыть" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test("«Найти замену» lists the analogs, not the product; the search box stays empty and the heading names the product", async ({ page, request }) => {
    test.slow(); // two API lists, the dialog and a new list: over 30 s on a loaded 2-core machine
    type TItem = { id: number; article: string; name: string; analog: boolean };
    const list = (await (await request.get("/api/v1/product?pageSize=100")).json()) as { items: TItem[] };
    const product = list.items.find((p) => p.analog);
    if (!product) throw new Error("no product with analogs on the first 100");
    const analogs = (await (await request.get(`/api/v1/product?pageSize=100&keyword=${encodeURIComponent(`Аналог:id.${product.id}`)}`)).json()) as { items: TItem[] };
    expect(analogs.items.length).toBeGreaterThan(0);
    await page.goto(`/catalog?product=${product.id}`);
    await expect(dialog(page).getByRole("heading", { name: product.name })).toBeVisible({ timeout: 20_000 });
    await dialog(page).getByRole("button", { name: "Найти замену" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("keyword")).toBe(`Аналог:${product.article}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Аналоги товара «${product.article}»`);
    await catalogReady(page);
    await expect(page.getByRole("combobox", { name: "Поиск по каталогу" })).toHaveValue("");
    await expect(rows(page)).toHaveCount(analogs.items.length);
    await expect(rows(page).getByText(product.article, { exact: true })).toHaveCount(0);
    await expect(rows(page).getByText(analogs.items[0].article, { exact: true })).toHaveCount(1);
  });
});

test.describe("catalogue: favourites", () => {
  test("a visitor is asked to sign in", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    await rows(page).first().getByRole("button", { name: /^Добавить в избранное/ }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Авторизуйтесь, для того чтобы добавлять товары в избранное");
    await expect(page.getByRole("dialog", { name: "Вход" })).toBeVisible();
  });

  test("a buyer toggles a favourite; it stays after a reload and shows under 'in favourites'", async ({ page, request }) => {
    await signIn(page, request);
    await page.goto("/catalog?sort=-price");
    await catalogReady(page);
    const star = rows(page).nth(2).getByRole("button", { name: /избранно/ });
    const name = ((await rows(page).nth(2).getByRole("link").first().textContent()) ?? "").trim();
    const before = (await star.getAttribute("aria-pressed")) === "true";
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", String(!before));
    await page.reload();
    await catalogReady(page);
    const again = rows(page).nth(2).getByRole("button", { name: /избранно/ });
    await expect(again).toHaveAttribute("aria-pressed", String(!before));
    if (!before) {
      await page.goto("/catalog?infavorite=1");
      await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
      await page.goto("/catalog?sort=-price");
      await catalogReady(page);
    }
    // Put it back as it was.
    await rows(page).nth(2).getByRole("button", { name: /избранно/ }).click();
    await expect(rows(page).nth(2).getByRole("button", { name: /избранно/ })).toHaveAttribute("aria-pressed", String(before));
  });
});

test.describe("catalogue: saved filters", () => {
  test("save the current filters as a chip, come back by it, delete it", async ({ page, request }) => {
    await signIn(page, request);
    const name = `Фильтр e2e ${Date.now()}`;
    await page.goto("/catalog?instock=1&recommended=1");
    await catalogReady(page);
    await page.getByRole("button", { name: "Сохранить фильтр" }).click();
    await page.getByLabel("Название фильтра").fill(name);
    await page.getByRole("button", { name: "Сохранить", exact: true }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Фильтр сохранён");
    const chips = page.getByTestId("saved-filters");
    const chip = chips.locator("li").filter({ hasText: name });
    await expect(chip).toHaveAttribute("data-kind", "filter");
    await expect(chip).toHaveClass(/bg-secondary/);

    await page.goto("/catalog");
    await catalogReady(page);
    await chips.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/instock=1/);
    await expect(page).toHaveURL(/recommended=1/);

    await chip.getByRole("button", { name: `Удалить фильтр «${name}»` }).click();
    await expect(chip).toHaveCount(0);
    await page.reload();
    await catalogReady(page);
    await expect(page.getByTestId("saved-filters").locator("li").filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe("catalogue: custom products", () => {
  test("a buyer creates a product with a photo and its dialog opens", async ({ page, request }) => {
    await signIn(page, request);
    await page.goto("/catalog");
    await catalogReady(page);
    // The buyer's toolbar (more buttons than a visitor's) still fits a phone.
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.querySelector(".app-container")?.scrollWidth ?? 0));
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await page.getByRole("button", { name: "Добавить свой товар" }).click();
    const form = page.getByRole("dialog", { name: "Новый товар" });
    const name = `Щит учёта e2e ${Date.now()}`;
    await form.getByLabel(/^Название/).fill(name);
    await form.getByLabel("Цена, ₽").fill("1234,5");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1565c0" } })
      .png()
      .toBuffer();
    await form.getByLabel("Фото").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png });
    await form.getByRole("button", { name: "Создать" }).click();

    await expect(page).toHaveURL(/[?&]product=custom%3A\d+/);
    const card = dialog(page);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText("1 234,50");
    const image = card.locator("img[src*='/media/custom-product/']");
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A photo that is not a picture is refused in the form.
    await card.getByRole("button", { name: "Изменить" }).click();
    await card.getByLabel("Фото").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(card.getByRole("alert")).toHaveText("Загрузите изображение в формате JPG или PNG");
  });
});

test.describe("catalogue: the mobile variant", () => {
  test("at 375 px nothing scrolls sideways, filters open full screen and the list grows as it scrolls", { tag: "@phone" }, async ({ page }) => {
    test.skip(!isMobile(page), "phones only");
    await page.goto("/catalog");
    await catalogReady(page);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.querySelector(".app-container")?.scrollWidth ?? 0]);
    expect(Math.max(...widths)).toBeLessThanOrEqual(375);
    await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);

    await expect(rows(page)).toHaveCount(20);
    await rows(page).nth(19).scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(40);
    // The address follows the pages appended (issue 24, defect 19): a reload starts where the buyer was.
    await expect(page).toHaveURL(/[?&]page=2\b/);

    const sheet = await filters(page);
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(375);
    await sheet.getByRole("checkbox", { name: /^В наличии/ }).check();
    await expect(page).toHaveURL(/instock=1/);
    await closeFilters(page);
    await expect(sheet).toBeHidden();
    const after = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.querySelector(".app-container")?.scrollWidth ?? 0));
    expect(after).toBeLessThanOrEqual(375);
  });
});

// axe-core (installed with eslint-plugin-jsx-a11y) run in the page: no serious or critical violations.
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: TViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ["violations"] });
    return result.violations;
  }, include ?? null);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.describe("catalogue: accessibility", () => {
  test("the catalogue and the product dialog have no serious or critical axe violations", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/catalog?section=1");
    await catalogReady(page);
    // The screen itself (the header and footer belong to the shell and are checked with it).
    expect(await seriousViolations(page, "main")).toEqual([]);
    await rows(page).first().getByRole("link").first().click();
    await expect(dialog(page).getByRole("heading", { level: 2 })).toBeVisible();
    await expect(dialog(page).getByText(/Наличие на складах/)).toBeVisible();
    expect(await seriousViolations(page, "[data-testid=product-dialog]")).toEqual([]);
  });
});
