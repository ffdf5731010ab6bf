import { expect, test } from "@playwright/test";
import { APP_PORT } from "./shell-helpers";

// Issue 22, what a search engine's robot reads through the production server (the proxy lets these
// addresses through): robots.txt and the sitemap per host, noindex on searches and filter combinations.
// No layout: desktop project only (playwright.config.ts).

test("robots.txt and the sitemap index answer per host; searches and filter combinations are noindex, a brand's page is not", async ({ page, request }) => {
  // Through the browser: Chromium resolves *.localhost to this machine, Node's resolver (the request fixture's) does not.
  for (const host of ["localhost", "second.localhost"]) {
    const robots = await page.goto(`http://${host}:${APP_PORT}/robots.txt`);
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toContain(`Sitemap: http://${host}:${APP_PORT}/sitemap.xml`);
    const index = await page.goto(`http://${host}:${APP_PORT}/sitemap.xml`);
    expect(index?.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await index?.text()).toContain(`<loc>http://${host}:${APP_PORT}/sitemaps/products-1.xml</loc>`);
  }
  const robotsOf = async (path: string) => /<meta name="robots" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ?? null;
  expect(await robotsOf("/catalog?keyword=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C")).toBe("noindex, follow");
  expect(await robotsOf("/catalog?brands=1&instock=1")).toBe("noindex, follow");
  expect(await robotsOf("/catalog?brands=1")).toBeNull();
  expect(await robotsOf("/catalog")).toBeNull();
});
