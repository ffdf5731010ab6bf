import { expect, test, type Locator, type Page } from "@playwright/test";
import { catalogReady } from "./catalog-helpers";
import { isMobile } from "./shell-helpers";

// Issue 24 #2: at 1440×900 with the side panel pinned the list was 1226 px inside 1062 px — «В корзину»
// showed as a "В" stub and the star was past the edge until the list was scrolled sideways. Columns now
// give way (catalog-columns.ts); the call to action and the star stay whole in view from 1280 px up.
test.use({ locale: "ru-RU" });

type TBox = { x: number; y: number; width: number; height: number };

function within(inner: TBox, outer: TBox): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

async function boxOf(locator: Locator): Promise<TBox> {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  return box as TBox;
}

/** The list's visible box: its own box cut to the scroll container's client area (what is not scrolled away). */
async function visibleListBox(page: Page): Promise<TBox> {
  return page.locator("[data-columns]").evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.left + node.clientLeft, y: rect.top + node.clientTop, width: node.clientWidth, height: node.clientHeight };
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test(`${viewport.width}×${viewport.height}, side panel pinned: the first row's «В корзину» and star are whole in view, no sideways scroll`, async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo), "the desktop table");
    await page.setViewportSize(viewport);
    await page.goto("/catalog");
    await catalogReady(page);
    const panel = page.getByRole("complementary", { name: "Разделы и фильтры" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Открепить" })).toHaveAttribute("aria-pressed", "true");

    const row = page.getByTestId("product-row").first();
    const add = row.getByRole("button", { name: /^В корзину/ });
    const star = row.getByRole("button", { name: /^Добавить в избранное/ });
    await expect(add).toHaveText("В корзину");
    const list = await visibleListBox(page);
    const screen = { x: 0, y: 0, width: viewport.width, height: viewport.height };
    for (const [name, control] of [
      ["«В корзину»", add],
      ["the star", star],
    ] as const) {
      const box = await boxOf(control);
      expect(within(box, screen), `${name} is inside the viewport: ${JSON.stringify(box)}`).toBe(true);
      expect(within(box, list), `${name} is inside the list's visible box ${JSON.stringify(list)}: ${JSON.stringify(box)}`).toBe(true);
    }
    // The button's text is whole (not cut to "В"), and nothing waits past the list's right edge.
    expect(await add.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect(await page.locator("[data-columns]").evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    // The header names the same columns the rows show.
    const shown = await row.locator("[data-col]").evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== "none").map((c) => c.getAttribute("data-col")));
    const headed = await page.locator("[data-columns] > div[aria-hidden] [data-col]").evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).display !== "none").map((c) => c.getAttribute("data-col")));
    expect(headed).toEqual(shown);
    expect(shown).toEqual(expect.arrayContaining(["name", "currentPrice", "amount"]));
  });
}
