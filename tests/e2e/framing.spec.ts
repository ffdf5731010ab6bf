import { expect, test, type Page } from "@playwright/test";
import { chromiumFlags } from "../../playwright.config";

// Issue 16: a page of ours may be framed by the seller's own hosts only (frame-ancestors lists the site's
// configured hosts, docs/adr/0015-content-security-policy.md). The framing page is made up by the test
// (routed, no policy of its own); Chromium's Local Network Access checks would refuse a made-up page's
// frame of a loopback address whatever our headers say, so they are off here: the policy alone decides.
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...chromiumFlags, "--disable-features=LocalNetworkAccessChecks"] } });

/** Opens a page of `framerOrigin` that frames the demo catalogue; answers Chromium's console reports. */
async function frameFrom(page: Page, framerOrigin: string, baseURL: string): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => reports.push(message.text()));
  await page.route(`${framerOrigin}/framer`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: `<iframe id="shop" src="${baseURL}/catalog" width="800" height="600" onload="window.shopLoaded = true"></iframe>` }),
  );
  await page.goto(`${framerOrigin}/framer`);
  await page.waitForFunction(() => (window as unknown as { shopLoaded?: boolean }).shopLoaded === true, undefined, { timeout: 20_000 });
  return reports;
}

test("another seller's site cannot frame a page of ours", async ({ page, baseURL }) => {
  // second.localhost is another seller: not among the demo seller's hosts.
  const reports = await frameFrom(page, (baseURL ?? "").replace("localhost", "second.localhost"), baseURL ?? "");
  // A refused frame is Chromium's error page: none of the catalogue's content is in it — refused by frame-ancestors.
  await expect(page.frameLocator("#shop").getByRole("search")).toHaveCount(0);
  await expect.poll(() => reports.some((text) => text.includes("violates the following Content Security Policy directive: \"frame-ancestors"))).toBe(true);
});

test("the seller's own other host can frame it", async ({ page, baseURL }) => {
  // 127.0.0.1 is the demo seller's second host: another origin for the browser, the same shop.
  await frameFrom(page, (baseURL ?? "").replace("localhost", "127.0.0.1"), baseURL ?? "");
  await expect(page.frameLocator("#shop").getByRole("search")).toBeVisible({ timeout: 20_000 });
});
