import { expect, test } from "@playwright/test";
import { APP_PORT, setTestCookie, SHELL_PAGE } from "./shell-helpers";

// Spec §7 "Analytics" (HOME_PAGE_VIEW) and §3 yandexMetrikaCounterId: the web-analytics counter script
// is on the page only when the site configures a counter id.
const TAG_URL = "https://mc.yandex.ru/metrika/tag.js";

test("the home page reports HOME_PAGE_VIEW once", async ({ page }) => {
  // The page's own view of what it posts (Chromium hides bodies of fetch(Request) from the protocol).
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __analytics: string[] }).__analytics = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith("/api/v2/analytics/event")) sent.push(await request.clone().text());
      return original(request);
    };
  });
  const posted = page.waitForResponse((response) => response.url().endsWith("/api/v2/analytics/event"));
  await page.goto(`http://second.localhost:${APP_PORT}/`);
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const events = (await page.evaluate(() => (window as unknown as { __analytics: string[] }).__analytics)).map((body) => JSON.parse(body) as { type: string; data: { location?: string } });
  const views = events.filter((event) => event.type === "HOME_PAGE_VIEW");
  expect(views).toHaveLength(1);
  expect(views[0]?.data.location).toBe(`http://second.localhost:${APP_PORT}/`);
});

test("no counter id: no web-analytics script is loaded", async ({ page }) => {
  const tagRequests: string[] = [];
  await page.route("https://mc.yandex.ru/**", (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await page.goto(SHELL_PAGE);
  await page.waitForLoadState("load");
  await expect(page.locator("#web-analytics-counter")).toHaveCount(0);
  expect(await page.evaluate(() => "ym" in window)).toBe(false);
  expect(tagRequests).toEqual([]);
});

test("a configured counter id: the tag is loaded after the page and initialised with that id", async ({ page, context, baseURL }) => {
  // B2B_TEST_COUNTER: a test-only switch (lib/server/shell/test-switch.ts) giving the site a counter id.
  await setTestCookie(context, baseURL, "B2B_TEST_COUNTER", "98765432");
  await page.route("https://mc.yandex.ru/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__tagLoaded = true;" }));
  const tag = page.waitForRequest(TAG_URL);
  await page.goto(SHELL_PAGE);
  await tag;
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded === true)).toBe(true);
  const queued = await page.evaluate(() => (window as unknown as { ym: { a: unknown[][] } }).ym.a.map((call) => Array.from(call as ArrayLike<unknown>)));
  expect(queued[0]?.slice(0, 2)).toEqual([98765432, "init"]);
});
