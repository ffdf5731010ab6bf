import { expect, test, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { isMobile } from "./shell-helpers";

// The catalogue's performance bars that can be checked end to end (issue 6): the HTML micro-cache of
// `npm start` (docs/adr/0036-cache-keyed-by-reads.md) answers a repeated anonymous page from memory,
// each kept page only to requests that read the same cookies and headers; a keyword page records its
// search from the browser (POST /api/v2/search/log); typing in the filters panel never blocks the main thread.
test.use({ locale: "ru-RU" });

const UUID = /searchLogUuid\\?":\\?"([0-9a-f-]{36})/;

test.describe("HTML micro-cache", () => {
  test("a cached keyword page carries no search-log row; the page records its own view and the dialog reports it", async ({ page }) => {
    const address = `/catalog?keyword=${encodeURIComponent("кабель")}&sort=-price`;
    // The first view's HTML only (a page load can outlast the cache's 5 s on a loaded machine), same browser.
    const first = await page.request.get(address);
    expect(first.status()).toBe(200);
    const logged = page.waitForResponse((res) => res.url().endsWith("/api/v2/search/log") && res.request().method() === "POST");
    const second = await page.goto(address);
    expect(second?.headers()["x-cache"]).toBe("HIT");
    // Nothing per view in the shared HTML: no uuid to hand to the next visitor.
    expect(UUID.exec(await (second?.text() ?? Promise.resolve("")))).toBeNull();
    const answer = await logged;
    expect(answer.status()).toBe(201);
    const { searchLogUuid } = (await answer.json()) as { searchLogUuid: string };

    // The product opened from this view is attributed to the row this view recorded.
    await catalogReady(page);
    const productRequest = page.waitForRequest((req) => /\/api\/v1\/product\/\d+\?/.test(req.url()) && req.url().includes("searchLogUuid"));
    await page.getByTestId("product-row").nth(2).getByRole("link").first().click();
    const url = new URL((await productRequest).url());
    expect(url.searchParams.get("additionalFields[searchLogUuid]")).toBe(searchLogUuid);
    expect(url.searchParams.get("additionalFields[searchLogProductPosition]")).toBe("3");
  });

  test("a kept page is served only to requests with the cookie values its render read; signed-in buyers and client navigations never", async ({ request }) => {
    const address = `/catalog?keyword=${encodeURIComponent("лампа")}`;
    await request.get(address);
    expect((await request.get(address)).headers()["x-cache"]).toBe("HIT");
    // The language cookie is read by the render: another value is another page, kept for that value.
    const english = await request.get(address, { headers: { Cookie: "B2B_LANGUAGE=en" } });
    expect(english.headers()["x-cache"]).toBe("MISS");
    expect(await english.text()).toContain('<html lang="en"');
    const englishAgain = await request.get(address, { headers: { Cookie: "B2B_LANGUAGE=en; consent=1" } });
    expect(englishAgain.headers()["x-cache"]).toBe("HIT");
    expect(await englishAgain.text()).toContain('<html lang="en"');
    expect(await (await request.get(address)).text()).toContain('<html lang="ru"');
    expect((await request.get(address, { headers: { RSC: "1" } })).headers()["x-cache"]).toBeUndefined();
    expect((await request.get(address, { headers: { Cookie: "b2b_identity=x.y" } })).headers()["x-cache"]).toBeUndefined();
    expect((await request.get(address, { headers: { Authorization: "Bearer x" } })).headers()["x-cache"]).toBeUndefined();
  });
});

/** Long tasks (≥ 50 ms on the main thread) observed while `type` runs. */
async function longTasksWhile(page: Page, type: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __longTaskObserver?: PerformanceObserver };
    w.__longTasks = [];
    w.__longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    });
    w.__longTaskObserver.observe({ type: "longtask" });
  });
  await type();
  // Tasks are reported after they end: give the last one a moment.
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __longTaskObserver?: PerformanceObserver };
    w.__longTaskObserver?.disconnect();
    return w.__longTasks;
  });
}

test.describe("filters panel: typing never blocks input", () => {
  test("numeric range fields and the brand search", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), "the side panel is the desktop's; phones use the filter sheet");
    await page.goto("/catalog");
    await catalogReady(page);
    const panel = page.getByRole("complementary", { name: "Разделы и фильтры" });

    // The brand search first: a range in force would narrow the brands below the search box's threshold.
    const brandSearch = panel.getByRole("searchbox", { name: /^Найти в списке «Бренд/ });
    await brandSearch.click();
    const searchTasks = await longTasksWhile(page, () => brandSearch.pressSequentially("кабель", { delay: 60 }));
    await expect(brandSearch).toHaveValue("кабель");

    const range = panel.getByRole("group", { name: /^(?!Цена|Наличие)./ }).first();
    const from = range.getByRole("textbox").first();
    await from.click();
    // Typing pauses are shorter than the range's apply delay: no list request until typing stops.
    const rangeTasks = await longTasksWhile(page, () => from.pressSequentially("123456", { delay: 60 }));
    await expect(from).toHaveValue("123456");

    // A keystroke handled in under 50 ms leaves no long task; the machine is shared, so allow a single
    // short one (a GC pause, another process), never a blocking render.
    for (const tasks of [rangeTasks, searchTasks]) {
      expect(tasks.length, `long tasks while typing: ${tasks.map((d) => d.toFixed(0)).join(", ")} ms`).toBeLessThanOrEqual(1);
      expect(Math.max(0, ...tasks)).toBeLessThan(120);
    }
  });
});
