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

// The pages of issue 22's Lighthouse SEO 100 (docs/benchmarks.md, «Lighthouse SEO»): a cheap guard of the
// tags its audits read, from the server's HTML alone, so a page losing one fails here without Lighthouse.
test("the home page, a product's page and a news item each have the language, a title, a description and an absolute canonical, and may be indexed", async ({ request }) => {
  const product = /<loc>https?:\/\/[^/]+(\/product\/\d+)<\/loc>/.exec(await (await request.get("/sitemaps/products-1.xml")).text())?.[1];
  const home = await request.get("/");
  const post = /href="(\/posts\/news\/[a-z0-9-]+)"/.exec(await home.text())?.[1];
  expect(product && post, "a product in the sitemap and a news item on the home page").toBeTruthy();
  for (const path of ["/", product, post]) {
    const answer = await request.get(path ?? "");
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(html, path).toMatch(/^<!DOCTYPE html><html[^>]* lang="ru"/);
    expect(/<title>([^<]{10,})<\/title>/.exec(head)?.[1], `${path}: title`).toBeTruthy();
    expect(/<meta name="description" content="([^"]{30,})"/.exec(head)?.[1], `${path}: description`).toBeTruthy();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? "";
    expect(canonical.replace(/\/$/, ""), `${path}: canonical`).toBe(new URL(path ?? "", answer.url()).href.replace(/\/$/, ""));
    expect(head, `${path}: not noindex`).not.toMatch(/<meta name="robots"[^>]*noindex/);
  }
});
