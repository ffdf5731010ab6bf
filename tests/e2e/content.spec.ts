import { expect, test, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { APP_PORT, DIALOG, expectFocusTrapAndEscape, expectNoSeriousA11yViolations, isMobile } from "./shell-helpers";

// Content pages, post feeds and their hash dialogs (spec §2 routes and overlays, §7 content and feeds).
test.use({ locale: "ru-RU" });


async function postId(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/v2/feeds/news/items/${slug}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

test.describe("content pages", () => {
  test("an information page by its address: title, description, text, links in a new tab", async ({ page }) => {
    const response = await page.goto("/content/politika-sbora-personalnykh-dannykh");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Политика в отношении обработки персональных данных" })).toBeVisible();
    await expect(page).toHaveTitle("Политика в отношении обработки персональных данных — Электро-Опт");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Электро-Опт/);
    const article = page.locator("article");
    await expect(article).toContainText("ООО «Электро-Опт»");
    const mail = article.getByRole("link", { name: "privacy@elektro-opt.test" }).first();
    await expect(mail).toHaveAttribute("target", "_blank");
    await expect(mail).toHaveAttribute("rel", /noopener/);
  });

  test("each seller has its own text, and an unknown page is not found", async ({ page }) => {
    await page.goto(`http://second.localhost:${APP_PORT}/content/reglament`);
    await expect(page.getByRole("heading", { level: 1, name: "Пользовательское соглашение" })).toBeVisible();
    await expect(page.locator("article")).toContainText("ООО «СтройСнаб Про»");
    const missing = await page.goto("/content/net-takoy-stranitsy");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
  });

  test("/content?content={slug} goes to /content/{slug}", async ({ page }) => {
    await page.goto("/content?content=reglament");
    await expect(page).toHaveURL(/\/content\/reglament$/);
    await expect(page.getByRole("heading", { level: 1, name: "Пользовательское соглашение" })).toBeVisible();
  });

  test("the cookie notice's terms link leads to the real cookie terms", async ({ page }) => {
    await page.goto("/catalog");
    const notice = page.getByTestId("cookie-notice");
    await notice.getByRole("link", { name: "Условия использования cookie" }).click();
    await expect(page).toHaveURL(/\/content\/usloviya-sbora-cookies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Условия использования файлов cookie" })).toBeVisible();
    await expect(page.locator("article table")).toContainText("Необходимые");
  });
});

test.describe("post feeds", () => {
  test("the feed page lists six posts a page, pages and filters by rubric", async ({ page }) => {
    await page.goto("/posts/news");
    await expect(page).toHaveTitle("Новости — Электро-Опт");
    await expect(page.getByRole("heading", { level: 1, name: "Новости" })).toBeVisible();
    await expect(page.getByTestId("feed-item")).toHaveCount(6);
    await expect(page.getByTestId("feed-item").first()).toContainText("Щиты и боксы: новые типоразмеры");
    const pages = page.getByRole("navigation", { name: "Страницы ленты" });
    await pages.getByRole("link", { name: "2" }).click();
    await expect(page).toHaveURL(/\/posts\/news\?page=2$/);
    await expect(page.getByTestId("feed-item")).toHaveCount(2);
    await expect(page).toHaveTitle("Новости, страница 2 — Электро-Опт");
    await page.getByRole("navigation", { name: "Рубрики" }).getByRole("link", { name: "Новости компании" }).click();
    await expect(page).toHaveURL(/\/posts\/news\?rubric=kompaniya$/);
    await expect(page.getByTestId("feed-item")).toHaveCount(4);
    for (const card of await page.getByTestId("feed-item").all()) await expect(card).toContainText("Новости компании");
    await expect(pages).toHaveCount(0);
    // A page past the end, or a rubric the feed does not have, is not a page.
    expect((await page.goto("/posts/news?page=9"))?.status()).toBe(404);
    expect((await page.goto("/posts/news?rubric=net-takoy"))?.status()).toBe(404);
    expect((await page.goto("/posts/blog"))?.status()).toBe(404);
  });

  test("a post page shows the post and its feed; /news/{id} leads to it", async ({ page }) => {
    await page.goto("/posts/news?page=2");
    await page.getByRole("link", { name: "Открыт склад в Казани" }).first().click();
    await expect(page).toHaveURL(/\/posts\/news\/novyy-sklad-v-kazani$/);
    await expect(page.getByRole("heading", { level: 1, name: "Открыт склад в Казани" })).toBeVisible();
    await expect(page).toHaveTitle("Открыт склад в Казани — Электро-Опт");
    await expect(page.locator("article")).toContainText("2 400 м²");
    await expect(page.getByRole("navigation", { name: "Другие публикации" }).getByRole("link")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: "Все публикации" })).toHaveAttribute("href", "/posts/news");

    const id = await postId(page, "novyy-sklad-v-kazani");
    await page.goto(`/news/${id}`);
    await expect(page).toHaveURL(/\/posts\/news\/novyy-sklad-v-kazani$/);
    await expect(page.getByRole("heading", { level: 1, name: "Открыт склад в Казани" })).toBeVisible();
    expect((await page.goto("/posts/news/net-takogo-posta"))?.status()).toBe(404);
  });

  test("the top menu offers News where the site has it switched on", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto("/catalog");
    if (isMobile(testInfo)) await page.getByRole("button", { name: "Главное меню" }).click();
    await page.getByRole("link", { name: "Новости" }).click();
    await expect(page).toHaveURL(/\/posts\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "Новости" })).toBeVisible();
    // «СтройСнаб Про» has a feed but its news flag is off: no menu item.
    await page.goto(`http://second.localhost:${APP_PORT}/catalog`);
    if (isMobile(testInfo)) await page.getByRole("button", { name: "Главное меню" }).click();
    await expect(page.getByRole("link", { name: "Каталог" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Новости" })).toHaveCount(0);
  });
});

test.describe("hash dialogs", () => {
  // The dialogs' code and data load on the first matching hash: give them time on a busy machine.
  test.describe.configure({ timeout: 45_000 });
  const opens = { timeout: 15_000 };
  test("#/content/{slug} opened by the address: closing clears the hash and stays on the page", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto("/catalog#/content/reglament");
    const dialog = page.getByRole("dialog", { name: "Пользовательское соглашение" });
    await expect(dialog).toBeVisible(opens);
    await expect(dialog).toContainText("ООО «Электро-Опт»");
    await expect(dialog.getByRole("link", { name: "privacy@elektro-opt.test" }).first()).toHaveAttribute("target", "_blank");
    if (isMobile(testInfo)) {
      // Full screen on phones.
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(page.viewportSize()?.width);
    }
    await expectNoSeriousA11yViolations(page, testInfo, "content-dialog", DIALOG);
    const historyLength = await page.evaluate(() => window.history.length);
    await expectFocusTrapAndEscape(page, dialog);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/catalog$/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  });

  test("#/content/{slug} opened on the page: closing goes back", async ({ page }) => {
    await page.goto("/catalog");
    // A buyer follows such a link on a page that is up and running: hydrated (the router's first history
    // write, which keeps no hash, is done) and its data loaded.
    await catalogReady(page);
    await page.evaluate(() => {
      window.location.hash = "#/content/usloviya-sbora-cookies";
    });
    const dialog = page.getByRole("dialog", { name: "Условия использования файлов cookie" });
    await expect(dialog).toBeVisible(opens);
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("button", { name: "Закрыть" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/catalog$/);
    // It was a step back in history: forward opens the dialog again.
    await page.goForward();
    await expect(dialog).toBeVisible();
  });

  test("#/posts/{feed}/{item} shows the post with its feed; another post opens in place", async ({ page }) => {
    await page.goto("/catalog#/posts/news/grafik-raboty-v-iyule");
    const dialog = page.getByRole("dialog", { name: "Изменение графика работы складов в июле" });
    await expect(dialog).toBeVisible(opens);
    await expect(dialog.getByRole("link", { name: "Лента «Новости»" })).toHaveAttribute("href", "/posts/news");
    await expect(dialog).toContainText("инвентаризация");
    const side = dialog.getByRole("navigation", { name: "Другие публикации" });
    await side.getByRole("link", { name: "Щиты и боксы: новые типоразмеры" }).click();
    await expect(page.getByRole("dialog", { name: "Щиты и боксы: новые типоразмеры" })).toBeVisible();
    await expect(page).toHaveURL(/#\/posts\/news\/shchity-i-boksy-novye-razmery$/);
    // The second post came by navigating on the page: closing steps back to the first one.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Изменение графика работы складов в июле" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test("an unknown page in the hash says so inside the dialog", async ({ page }) => {
    await page.goto("/catalog#/content/net-takoy-stranitsy");
    const dialog = page.getByTestId("content-dialog");
    await expect(dialog).toContainText("Материал не найден", opens);
  });
});
