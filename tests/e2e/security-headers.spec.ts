import { expect, test } from "@playwright/test";

// Issue 16: every page and answer carries the security headers — another site cannot frame the shop,
// browsers do not sniff types, the query does not leak in Referer, unused browser features are off.
test.describe("security headers", () => {
  for (const path of ["/catalog", "/catalog?keyword=кабель", "/no/such/page", "/api/health", "/api/v1/info"]) {
    test(`${path} answers with them`, async ({ request }) => {
      const first = await request.get(path);
      // The anonymous catalogue may come from the HTML micro-cache the second time: it must keep them too.
      const second = await request.get(path);
      for (const response of [first, second]) {
        const headers = response.headers();
        expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
        expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"]).toContain("camera=()");
      }
    });
  }

  test("a page of ours cannot be framed by another site", async ({ page, baseURL }) => {
    // A page on another origin (127.0.0.1 is not localhost for the browser) frames the catalogue.
    const other = (baseURL ?? "").replace("localhost", "127.0.0.1");
    await page.goto(`${other}/api/health`);
    await page.setContent(`<iframe id="shop" src="${baseURL}/catalog" width="800" height="600" onload="window.shopLoaded = true"></iframe>`);
    await page.waitForFunction(() => (window as unknown as { shopLoaded?: boolean }).shopLoaded === true, undefined, { timeout: 20_000 });
    // A refused frame is Chromium's error page: none of the catalogue's content is in it.
    await expect(page.frameLocator("#shop").getByRole("search")).toHaveCount(0);
  });
});
