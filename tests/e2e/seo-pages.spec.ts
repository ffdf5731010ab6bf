import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./shell-helpers";

// Issue 22: the demo seller's home page with its blocks, and a product's own page — server-rendered, with
// the tags search engines and link previews read; accessible and fitting a 375 px phone.

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute("content");

test("the demo seller's home page shows its banners, sections, brands and news, server-rendered", async ({ page }, testInfo) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  const html = (await response?.text()) ?? "";
  // In the server's HTML already, not filled in by the browser.
  for (const text of ["Оптовые цены после входа", "Разделы каталога", "Популярные бренды", "Все публикации"]) expect(html).toContain(text);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Электро-Опт — оптовые поставки");
  await expect(page.getByRole("region", { name: "Предложения" }).getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Разделы каталога" }).getByRole("link").first()).toHaveAttribute("href", /^\/catalog\?section=\d+$/);
  await expect(page.getByRole("region", { name: "Популярные бренды" }).getByRole("link").first()).toHaveAttribute("href", /^\/catalog\?brands=\d+$/);
  const news = page.getByRole("region", { name: "Новости" });
  await expect(news.getByRole("article")).toHaveCount(3);
  await expect(news.getByRole("link", { name: "Все публикации" })).toHaveAttribute("href", "/posts/news");
  expect(await meta(page, 'meta[property="og:title"]')).toBe("Электро-Опт — оптовые поставки");
  expect(await meta(page, 'meta[name="description"]')).toContain("Электро-Опт");
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "home");
  await news.getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/posts\/news\/[a-z0-9-]+$/);
});

test("a product's own page: its data, JSON-LD Product/Offer, canonical and Open Graph; «Заказать в каталоге» opens its dialog", async ({ page, request }, testInfo) => {
  const sitemap = await (await request.get("/sitemaps/products-1.xml")).text();
  const productUrl = new URL(/<loc>([^<]+\/product\/\d+)<\/loc>/.exec(sitemap)?.[1] ?? "");
  const id = Number(productUrl.pathname.split("/").pop());
  const product = (await (await request.get(`/api/v1/product/${id}`)).json()) as { name: string; article: string; price: { value: string } };
  const response = await page.goto(productUrl.pathname);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(product.article, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Наличие на складах" })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as { "@type": string; sku: string; offers: { "@type": string; price: string; priceCurrency: string } };
  expect(ld["@type"]).toBe("Product");
  expect(ld.sku).toBe(product.article);
  expect(ld.offers).toMatchObject({ "@type": "Offer", price: product.price.value, priceCurrency: "RUB" });
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/product/${id}$`));
  expect(await meta(page, 'meta[property="og:title"]')).toBe(product.name);
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/media\/product\//);
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "product-page");
  await page.getByRole("link", { name: "Заказать в каталоге" }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog\\?(section=\\d+&)?product=${id}$`));
  await expect(page.getByTestId("product-dialog").getByRole("heading", { name: product.name })).toBeVisible({ timeout: 15_000 });
});
