import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, newVectorAccount, useToken } from "./office-helpers";
import { expectNoSeriousA11yViolations } from "./shell-helpers";

// Issue 23 item 1: an offer made from a specification's page, a product found in the offer editor, and a
// product put into an offer from the catalogue. A fresh account of «Вектор» each test (its own offers and
// specifications). Desktop only: nothing here is about the phone layout.

test.use({ locale: "ru-RU" });
test.describe.configure({ timeout: 90_000 });

type TProduct = { id: number; name: string; article: string };

/** Products in stock, by the catalogue's API. */
async function productsInStock(request: APIRequestContext, token: string, count: number): Promise<TProduct[]> {
  const res = await request.get(`/api/v1/product?instock=1&per-page=${count}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: TProduct[] }).items;
}

/** The accessible name as a browser computes it: runs of spaces are one. */
const spoken = (text: string) => text.replace(/\s+/g, " ").trim();

test("«Сделать КП» on a specification makes an offer of its lines; the editor's search adds another product", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  const [first, second] = await productsInStock(request, token, 2);
  const created = await request.post("/api/v1/specification", { headers: bearer(token), data: { name: "Щит для кафе", lines: [{ productId: first.id, amount: 3 }] } });
  expect(created.status()).toBe(201);
  // The amount as the specification keeps it (rounded up to the product's batch and multiplicity).
  const spec = (await created.json()) as { id: number; items: { amount: number }[] };
  await useToken(page, token);

  await page.goto(`/specifications/${spec.id}`);
  await page.getByRole("group", { name: "Действия со спецификацией" }).getByRole("button", { name: "Сделать КП" }).click();
  await expect(page).toHaveURL(/\/modules\/offers\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "КП: Щит для кафе" })).toBeVisible();
  const lines = page.getByTestId("offer-lines").locator("tbody tr");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(spoken(first.name));
  await expect(lines.first().getByLabel(/^Количество «/)).toHaveValue(String(spec.items[0].amount));

  // The editor's search: by article, from the header's suggestions.
  await page.getByLabel("Добавить товар из каталога").fill(second.article);
  const found = page.getByRole("list", { name: "Найденные товары" });
  const add = found.getByRole("button", { name: `Добавить «${spoken(second.name)}»` });
  await expect(add).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, "offer-search");
  await add.click();
  await expect(page.getByTestId("snackbar")).toContainText(`«${spoken(second.name)}» добавлен в предложение`);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText(spoken(second.name));
});

test("«В КП» on a catalogue row puts the product into an offer chosen from the menu", async ({ page, request }) => {
  const { token } = await newVectorAccount(request);
  const offer = await request.post("/api/v1/offer", { headers: bearer(token), data: { name: "КП для объекта «Полевая 7»" } });
  expect(offer.status()).toBe(201);
  await useToken(page, token);

  await page.goto("/catalog?instock=1");
  // The button shows once the buyer (with a company) is known.
  const toOffer = page.getByRole("button", { name: /^В КП: / }).first();
  const productName = ((await toOffer.getAttribute("aria-label")) ?? "").replace(/^В КП: /, "");
  await toOffer.click();
  const added = page.waitForResponse((r) => /\/api\/v1\/offer\/\d+\/lines$/.test(r.url()) && r.request().method() === "POST");
  await page.getByRole("dialog").getByRole("button", { name: /КП для объекта «Полевая 7»/ }).click();
  expect((await added).status()).toBe(200);
  const toast = page.getByTestId("snackbar");
  await expect(toast).toContainText("Товар добавлен в «КП для объекта «Полевая 7»»");
  await toast.getByRole("link", { name: "Открыть" }).click();
  await expect(page).toHaveURL(/\/modules\/offers\/\d+$/);
  await expect(page.getByTestId("offer-lines").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("offer-lines")).toContainText(spoken(productName));
});
