import { expect, test, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { DIALOG, expectNoSeriousA11yViolations, isMobile } from "./shell-helpers";

// Accessibility of the catalogue screen (issue 6): axe-core finds no serious or critical violation on
// the catalogue, on a keyword search with a brand filter, on the phone's filter sheet, and with the
// product dialog open. Runs in both projects (desktop 1920×1080, mobile 375×812).
test.use({ locale: "ru-RU" });

const rows = (page: Page) => page.getByTestId("product-row");


test.describe("axe: the catalogue screen", () => {
  // axe-core walks the whole catalogue page (a few thousand nodes): 17–29 s each on the 2-core CI machine,
  // over 30 s when anything else runs beside it.
  test.beforeEach(() => test.setTimeout(90_000));

  test("the catalogue as a visitor first sees it", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto("/catalog");
    await catalogReady(page);
    await expectNoSeriousA11yViolations(page, testInfo, "catalog");
  });

  test("a keyword search narrowed to a brand, with its filter chips", async ({ page, request }, testInfo) => {
    const facets = (await (await request.get(`/api/v2/search/filters?keyword=${encodeURIComponent("кабель")}`)).json()) as { brands: { id: number }[] };
    const brand = facets.brands[0];
    expect(brand).toBeDefined();
    await page.goto(`/catalog?keyword=${encodeURIComponent("кабель")}&brands=${brand.id}`);
    await catalogReady(page);
    await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "catalog-keyword-brand");
  });

  test("the filters: the side panel on desktops, the filter sheet on phones", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto("/catalog");
    await catalogReady(page);
    if (isMobile(testInfo)) {
      await page.getByRole("button", { name: /^Фильтры/ }).click();
      await expect(page.getByRole("dialog", { name: "Фильтры" })).toBeVisible();
    } else {
      await expect(page.getByRole("complementary", { name: "Разделы и фильтры" })).toBeVisible();
    }
    // The page around them had its scan in the first test: only the panel (desktop) or the sheet (phone) here.
    await expectNoSeriousA11yViolations(page, testInfo, "catalog-filters", isMobile(testInfo) ? DIALOG : "aside");
  });

  test("the product dialog", async ({ page }, testInfo) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const name = ((await rows(page).first().getByRole("link").first().textContent()) ?? "").trim();
    await rows(page).first().getByRole("link").first().click();
    const dialog = page.getByTestId("product-dialog");
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    // The details (description, features, stocks) are in before axe looks.
    await expect(dialog.getByRole("heading", { name: "Наличие на складах" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, "product-dialog", DIALOG);
  });
});
