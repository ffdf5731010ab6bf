import { expect, test, type Page } from "@playwright/test";
import { SHELL_PAGE, isMobile, keepScreenshot, signInAsBuyer } from "./shell-helpers";

// The header and the shell's controls: top menu, search suggestions, language, help, region, chat button.
test.use({ locale: "ru-RU" });

const suggestions = {
  sections: [{ id: 11, name: "Кабель силовой" }],
  brands: [{ id: 3, name: "Севкабель" }],
  products: [{ id: 101, name: "Кабель ВВГнг 3x2.5", article: "VVG-325" }],
};

async function mockSuggest(page: Page) {
  const keywords: string[] = [];
  await page.route("**/api/v2/search/suggest**", (route) => {
    keywords.push(new URL(route.request().url()).searchParams.get("keyword") ?? "");
    return route.fulfill({ status: 200, json: suggestions });
  });
  return keywords;
}

test.describe("header", () => {
  test("the top menu has the catalogue, marked as the current area, and the specifications", { tag: "@phone" }, async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    if (isMobile(testInfo)) {
      await page.getByRole("button", { name: "Главное меню" }).click();
      await expect(page.getByRole("dialog", { name: "Главное меню" }).getByRole("link", { name: "Каталог" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("dialog", { name: "Главное меню" }).getByRole("link", { name: "Спецификации" })).toHaveAttribute("href", "/specifications");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Главное меню" })).toHaveCount(0);
    } else {
      const menu = page.getByRole("navigation", { name: "Главное меню" });
      await expect(menu.getByRole("link", { name: "Каталог" })).toHaveAttribute("aria-current", "page");
      await expect(menu.getByRole("link", { name: "Спецификации" })).toHaveAttribute("href", "/specifications");
    }
    // «Модули» is offered where a built module is on (the demo seller: offers); tests/e2e/shell-states.spec.ts
    // checks a seller without one has no «Модули».
    if (!isMobile(testInfo)) await expect(page.getByRole("navigation", { name: "Главное меню" }).getByRole("link", { name: "Модули" })).toHaveAttribute("href", "/modules");
    // News is built (tests/e2e/content.spec.ts checks it is offered only where the site's flag is on).
  });

  test("search suggestions: arrows move, Enter opens the chosen one", async ({ page }) => {
    const keywords = await mockSuggest(page);
    await page.goto(SHELL_PAGE);
    const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
    await box.click();
    await box.pressSequentially("кабель", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Подсказки поиска" });
    await expect(list.getByRole("option")).toHaveCount(3);
    await expect(list.getByRole("group", { name: "Бренды" })).toContainText("Севкабель");
    expect(keywords.at(-1)).toBe("кабель");
    await box.press("ArrowDown");
    await expect(list.getByRole("option").nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(list.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").nth(1).getAttribute("id")) ?? "");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?brands=3$/);
  });

  test("search suggestions from the real catalogue search: a section opens the catalogue in it", async ({ page }) => {
    await page.goto(SHELL_PAGE);
    const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
    await box.click();
    await box.pressSequentially("кабель", { delay: 30 });
    const sections = page.getByRole("listbox", { name: "Подсказки поиска" }).getByRole("group", { name: "Разделы" });
    await expect(sections.getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?section=\d+$/);
  });

  test("search: Escape closes the list, Enter searches the typed text", async ({ page }) => {
    await mockSuggest(page);
    await page.goto(SHELL_PAGE);
    const box = page.getByRole("combobox", { name: "Поиск по каталогу" });
    await box.click();
    await box.pressSequentially("автомат 16А", { delay: 30 });
    await expect(page.getByRole("listbox")).toBeVisible();
    await box.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(box).toHaveValue("автомат 16А");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/catalog\?keyword=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%82\+16%D0%90$/);
    await expect(page.getByRole("combobox", { name: "Поиск по каталогу" })).toHaveValue("автомат 16А");
  });

  test("language switching: English, then back to Russian; the choice survives a reload", async ({ page }) => {
    await page.goto(SHELL_PAGE);
    await page.getByRole("button", { name: "Язык: Русский" }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("combobox", { name: "Search the catalogue" })).toBeVisible();
    expect(await page.evaluate(() => [document.cookie.includes("B2B_LANGUAGE=en"), window.localStorage.getItem("B2B_LANGUAGE")])).toEqual([true, "en"]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("button", { name: "Русский" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("combobox", { name: "Поиск по каталогу" })).toBeVisible();
  });

  test("a language whose bundle cannot be loaded is not switched to", async ({ page }) => {
    await page.route("**/api/v2/translations/uz", (route) => route.fulfill({ status: 404, json: { message: "Язык не найден" } }));
    await page.goto(SHELL_PAGE);
    await page.getByRole("button", { name: "Язык: Русский" }).click();
    await page.getByRole("button", { name: "Oʻzbekcha" }).click();
    await expect(page.getByTestId("snackbar")).toContainText("Не удалось сменить язык");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("help menu: a visitor is asked to sign in; a buyer sees the managers and the phone dialog", { tag: "@phone" }, async ({ page, request }, testInfo) => {
    await page.goto(SHELL_PAGE);
    await page.getByRole("button", { name: "Помощь" }).click();
    await expect(page.getByText("Войдите, чтобы увидеть контакты вашего персонального менеджера.")).toBeVisible();
    await page.keyboard.press("Escape");

    await signInAsBuyer(page, request);
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("button", { name: /^Меню пользователя/ })).toBeVisible();
    await page.getByRole("button", { name: "Помощь" }).click();
    const menu = page.getByRole("dialog", { name: "Помощь" });
    await expect(menu.getByRole("link", { name: /^tel:|^\+7/ }).first()).toBeVisible();
    await menu.getByRole("button", { name: "Позвонить менеджеру" }).click();
    const phone = page.getByRole("dialog", { name: "Позвонить менеджеру" });
    await expect(phone.getByRole("link").first()).toHaveAttribute("href", /^tel:\+7\d{10}$/);
    await keepScreenshot(page, testInfo, "dialog-phone");
    await page.keyboard.press("Escape");
    await expect(phone).toHaveCount(0);
  });

  test("region dialog: choosing a region saves it and reloads; a failure says 'Ошибка при смене региона'", async ({ page, request }) => {
    await signInAsBuyer(page, request, "individual@demo.test");
    await page.goto(SHELL_PAGE);
    const openRegions = async () => {
      await page.getByRole("button", { name: /^Меню пользователя/ }).click();
      await page.getByRole("button", { name: /^Регион/ }).click();
      return page.getByRole("dialog", { name: "Выбор региона" });
    };
    let dialog = await openRegions();
    const regions = dialog.getByRole("listitem").getByRole("button");
    await expect(regions.first()).toBeVisible();
    const currentButton = dialog.locator("button[aria-current=true]");
    const current = (await currentButton.count()) ? ((await currentButton.textContent())?.trim() ?? null) : null;
    const other = current ? regions.filter({ hasNotText: current }).first() : regions.first();
    const otherName = (await other.textContent())?.trim() ?? "";

    await page.route("**/api/v2/user/set-region", (route) => route.fulfill({ status: 500, json: { message: "Внутренняя ошибка сервера" } }), { times: 1 });
    await other.click();
    await expect(page.getByTestId("snackbar")).toContainText("Ошибка при смене региона");
    await expect(page.getByTestId("snackbar")).toContainText("500");

    const reloaded = page.waitForEvent("load");
    await other.click();
    await reloaded;
    dialog = await openRegions();
    await expect(dialog.locator("[aria-current=true]")).toHaveText(otherName);
    if (current) {
      // Put it back for the next run.
      const back = page.waitForEvent("load");
      await regions.filter({ hasText: current }).first().click();
      await back;
    }
  });

  test("the skip link takes the keyboard straight to the page", async ({ page }) => {
    await page.goto(SHELL_PAGE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Перейти к содержимому" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#content$/);
  });
});

test.describe("chat button", () => {
  test("is draggable, remembers its place, and opens the seller's contact links", async ({ page }, testInfo) => {
    await page.goto(SHELL_PAGE);
    const chat = page.getByRole("button", { name: "Написать нам" });
    await expect(chat).toBeVisible();
    const before = await chat.boundingBox();
    if (!before) throw new Error("no chat button box");
    expect(Math.round(before.height)).toBe(68);
    expect(Math.round(before.width)).toBe(80);

    await page.mouse.move(before.x + 40, before.y + 34);
    await page.mouse.down();
    await page.mouse.move(before.x - 60, before.y - 120, { steps: 8 });
    await page.mouse.up();
    const after = await chat.boundingBox();
    expect(after && Math.round(after.y)).toBeLessThan(Math.round(before.y) - 100);
    // A drag is not a click: the links stay closed.
    await expect(page.getByRole("list", { name: "Способы связи" })).toBeHidden();

    await page.reload();
    const reloaded = await page.getByRole("button", { name: "Написать нам" }).boundingBox();
    expect(Math.abs((reloaded?.y ?? 0) - (after?.y ?? 0))).toBeLessThan(2);

    await page.getByRole("button", { name: "Написать нам" }).click();
    const links = page.getByRole("list", { name: "Способы связи" });
    await expect(links).toBeVisible();
    await expect(links.getByRole("link", { name: "Написать в Telegram" })).toHaveAttribute("href", "https://t.me/elektro_opt_demo");
    await expect(links.getByRole("link", { name: "Написать на почту" })).toHaveAttribute("href", "mailto:sales@elektro-opt.test");
    await keepScreenshot(page, testInfo, "chat-links");
  });

  test("the second seller has no chat button", async ({ page, baseURL }) => {
    const port = new URL(baseURL ?? "http://localhost:3210").port;
    await page.goto(`http://second.localhost:${port}${SHELL_PAGE}`);
    await expect(page.getByRole("search")).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("button", { name: "Написать нам" })).toHaveCount(0);
  });
});
