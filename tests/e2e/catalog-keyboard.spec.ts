import { expect, test, type Locator, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { isMobile } from "./shell-helpers";

// Issue 24 #10, #11, #14: a keyboard buyer of the catalogue. The sections tree was 100 tab stops (107
// presses to the first brand), a page change or closing the product dialog left the keyboard on
// <body>, the focus ring of a filled button was lost in its colour, and the pager's current page was
// white on white.
test.use({ locale: "ru-RU" });

const panel = (page: Page) => page.getByRole("complementary", { name: "Разделы и фильтры" });
const firstBrand = (page: Page) => panel(page).getByRole("searchbox", { name: "Найти в списке «Бренд»" }).locator("xpath=following::input[@type='checkbox'][1]");

/** Presses Tab from the top of the page until `target` has the keyboard; the number of presses, or null past `limit`. */
async function tabsTo(page: Page, target: Locator, limit: number): Promise<number | null> {
  await target.evaluate((node) => node.setAttribute("data-tab-target", ""));
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-tab-target") === true)) return presses;
  }
  return null;
}

/** sRGB colour of a computed CSS colour ("rgb(…)" / "rgba(…)"), alpha dropped. */
function rgb(color: string): [number, number, number] {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The first opaque background colour at or above the node. */
async function backgroundBehind(locator: Locator): Promise<string> {
  return locator.evaluate((node) => {
    for (let el: Element | null = node.parentElement; el; el = el.parentElement) {
      const color = getComputedStyle(el).backgroundColor;
      if (color !== "transparent" && !/rgba\(.*,\s*0\)$/.test(color)) return color;
    }
    return "rgb(255, 255, 255)";
  });
}

test.describe("keyboard: the catalogue", () => {
  test.beforeEach(async ({}, testInfo) => {
    // Hydration and 40 key presses took over 30 s on the loaded 2-core machine.
    test.setTimeout(120_000);
    test.skip(isMobile(testInfo), "the side panel, the pager and Tab order are the desktop's");
  });

  test("the sections tree is one tab stop: the first brand is a few Tab presses from the top", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    await expect(firstBrand(page)).toBeVisible();
    const tree = panel(page).getByRole("tree", { name: "Разделы" });
    expect(await tree.locator('[role=treeitem][tabindex="0"]').count()).toBe(1);
    // 17 stops of the shell (cookie notice, header with its menu — «Спецификации», «Документы» and «Модули»
    // are the 15th to 17th), the skip links, the panel's and the sections block's buttons, the tree (one), the
    // flags and the price before the brands: 33 (it was 107).
    const presses = await tabsTo(page, firstBrand(page), 40);
    expect(presses, "Tab presses from the top of the page to the first brand").not.toBeNull();
    expect(presses).toBeLessThanOrEqual(33);
    // The skip link is the short way: to it, Enter, and the filters are next.
    await page.goto("/catalog");
    await catalogReady(page);
    const skip = await tabsTo(page, page.getByRole("link", { name: "Перейти к фильтрам" }), 40);
    await page.keyboard.press("Enter");
    const rest = await tabsTo(page, firstBrand(page), 20);
    expect(skip, "Tab presses to the skip link").not.toBeNull();
    expect(rest, "Tab presses from the filters to the first brand").not.toBeNull();
    expect((skip ?? 99) + 1 + (rest ?? 99)).toBeLessThanOrEqual(28);
  });

  test("the sections tree: arrows move, Right / Left open and close a branch, Enter opens the section", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const tree = panel(page).getByRole("tree", { name: "Разделы" });
    const all = tree.getByRole("treeitem", { name: "Все разделы" });
    await all.focus();
    await page.keyboard.press("ArrowDown");
    const first = tree.locator("[role=treeitem][aria-level='1'][aria-expanded]").first();
    await expect(first).toBeFocused();
    const name = ((await first.textContent()) ?? "").trim();
    const wasOpen = (await first.getAttribute("aria-expanded")) === "true";
    if (wasOpen) {
      await page.keyboard.press("ArrowLeft");
      await expect(first).toHaveAttribute("aria-expanded", "false");
    }
    await page.keyboard.press("ArrowRight");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowRight");
    const child = tree.locator(":focus");
    await expect(child).toHaveAttribute("aria-level", "2");
    await page.keyboard.press("ArrowLeft");
    await expect(first).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(all).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]section=\d+/);
    await expect(tree.getByRole("treeitem", { name })).toHaveAttribute("aria-current", "page");
    // The tab stop follows the keyboard: still one, on the item last focused.
    expect(await tree.locator('[role=treeitem][tabindex="0"]').count()).toBe(1);
  });

  test("skip links: visible when focused, and they move the keyboard to the filters and to the products", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    for (const [name, target] of [
      ["Перейти к фильтрам", "#catalog-filters"],
      ["Перейти к товарам", "#catalog-results"],
    ] as const) {
      const link = page.getByRole("link", { name });
      await link.focus();
      const box = await link.boundingBox();
      expect(box && box.width > 20 && box.height > 10, `${name} is visible when focused`).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.locator(target)).toBeFocused();
    }
  });

  test("after a page change the keyboard is in the results, not on <body>", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: /^Страница 2 из/ }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await catalogReady(page);
    expect(await page.evaluate(() => document.activeElement?.closest("#catalog-results") !== null)).toBe(true);
    // And by the keyboard: Enter on "Вперёд".
    const next = page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Вперёд" });
    // The pager of page 2 (its «Вперёд» leads to page 3) — not page 1's, which a slow render may still show.
    await expect(next).toHaveAttribute("href", /[?&]page=3/);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=3/);
    await catalogReady(page);
    expect(await page.evaluate(() => document.activeElement?.closest("#catalog-results") !== null)).toBe(true);
  });

  test("Escape on the product dialog gives the keyboard back to the product link that opened it", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const link = page.getByTestId("product-row").nth(1).locator("[data-product-link]");
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("product-dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("the focus ring of «В корзину» stands out from what is around it", async ({ page }) => {
    await page.goto("/catalog");
    await catalogReady(page);
    const add = page.getByTestId("product-row").first().getByRole("button", { name: /^В корзину/ });
    // Keyboard focus (focus-visible): Tab from the amount's "+" button just before it.
    await page.getByTestId("product-row").first().getByRole("button", { name: "Больше" }).focus();
    await page.keyboard.press("Tab");
    await expect(add).toBeFocused();
    const style = await add.evaluate((node) => {
      const s = getComputedStyle(node);
      return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), outlineColor: s.outlineColor, background: s.backgroundColor };
    });
    expect(style.outlineStyle).not.toBe("none");
    expect(style.outlineWidth).toBeGreaterThanOrEqual(2);
    const around = await backgroundBehind(add);
    expect(contrast(style.outlineColor, around), `ring ${style.outlineColor} on ${around}`).toBeGreaterThanOrEqual(3);
    expect(contrast(style.outlineColor, style.background), `ring ${style.outlineColor} next to the button's ${style.background}`).toBeGreaterThanOrEqual(1.5);
  });

  test("the pager's current page is readable: its text stands out from its fill", async ({ page }) => {
    await page.goto("/catalog?page=2");
    await catalogReady(page);
    const current = page.getByRole("navigation", { name: "Страницы" }).locator("[aria-current=page]");
    await expect(current).toHaveText("2");
    const { color, background } = await current.evaluate((node) => ({ color: getComputedStyle(node).color, background: getComputedStyle(node).backgroundColor }));
    expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
});
