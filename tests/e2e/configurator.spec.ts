import { expect, test } from "@playwright/test";
import { bearer, newVectorAccount, useToken } from "./office-helpers";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./shell-helpers";

// The configurator (issue 23 item 3) against `npm start`: the demo seller's distribution board built by a fresh
// account of «Вектор» (its cart is its own) and sent to the cart. Desktop only; the 375 px layout is checked
// inside the test.

test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 120_000 });

test("a distribution board: an enclosure, then only breakers that fit; the set goes to the cart", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  await useToken(page, token);

  await page.goto("/modules");
  await page.getByRole("link", { name: /Конфигуратор/ }).click();
  await expect(page).toHaveURL(/\/modules\/configurator$/);
  await page.getByRole("link", { name: /Распределительный щит/ }).click();
  await expect(page).toHaveURL(/\/modules\/configurator\/board$/);

  // Step 1: the enclosure. Picking it moves on to the input RCD; the capacity shows the enclosure's modules.
  const options = page.getByRole("list", { name: "Совместимые товары" });
  await expect(page.getByRole("button", { name: "Шаг 1. Корпус" })).toHaveAttribute("aria-current", "step");
  const box = options.getByRole("listitem").first();
  const boxName = (await box.locator("p").first().textContent()) ?? "";
  await box.getByRole("button", { name: /^Выбрать/ }).click();
  await expect(page.getByRole("button", { name: /Шаг 2\. Вводное УЗО/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("configurator-picks-enclosure")).toContainText(boxName);
  const capacity = page.getByTestId("configurator-capacity");
  await expect(capacity).toContainText("Количество модулей: занято 0 из");

  // Step 3 by keyboard: the breakers shown all fit the free modules; pick the first one.
  await page.getByRole("button", { name: /Шаг 3\. Автоматы/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /Шаг 3\. Автоматы/ })).toHaveAttribute("aria-current", "step");
  const breaker = options.getByRole("listitem").first();
  await expect(breaker).toContainText("Количество модулей");
  const breakerName = (await breaker.locator("p").first().textContent()) ?? "";
  await breaker.getByRole("button", { name: /^Выбрать/ }).click();
  await expect(page.getByTestId("configurator-picks-breakers")).toContainText(breakerName);
  await expect(capacity).not.toContainText("занято 0 из");
  await expect(page.getByTestId("configurator-total")).not.toHaveText("");

  // The phone layout fits 375 px and the screen is accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "configurator");
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Набор добавлен в корзину" })).toBeVisible();
  const cart = (await (await request.get("/api/v1/cart", { headers: bearer(token) })).json()) as { items: { name: string }[] };
  expect(cart.items.map((i) => i.name).sort()).toEqual([boxName, breakerName].sort());
});
