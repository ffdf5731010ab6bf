import { expect, test, type Page } from "@playwright/test";
import { bearer, newVectorAccount, normaliseSpaces, roubles, tokenOf, useToken } from "./office-helpers";
import { DIALOG, expectNoHorizontalScroll, expectNoSeriousA11yViolations, isMobile } from "./shell-helpers";

// The personal area (issue 18, items 1–2): /user opens on the profile beside the active company's card,
// with notifications, saved cards and My company as its screens; each at desktop and 375 px with axe.
// Accounts that get changed are new ones (invited into АО "Вектор"), so the seeded ones stay as they were.

test.use({ locale: "ru-RU" });
// axe runs take up to ≈ 30 s each on the CI machine (catalog-a11y.spec.ts).
test.describe.configure({ timeout: 120_000 });

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: /^Меню пользователя/ }).click();
}

test("a visitor on /user gets the sign-in dialog and a prompt", async ({ page }) => {
  await page.goto("/user");
  await expect(page.getByRole("dialog", { name: "Вход" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("sign-in-prompt")).toContainText("Войдите в личный кабинет");
});

test("profile: the account menu leads here; details are saved, the password's errors sit at their fields, a photo is previewed and uploaded", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  // A first password (the invited account has none), so the form asks for the current one.
  expect((await request.post("/api/v1/profile/update", { headers: bearer(token), data: { newPassword: "Office-Pass-2025", repeatNewPassword: "Office-Pass-2025" } })).status()).toBe(200);
  await useToken(page, token);
  await page.goto("/catalog");
  await openAccountMenu(page);
  await page.getByRole("link", { name: "Профиль" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("heading", { level: 1, name: "Личный кабинет" })).toBeVisible();
  await expect(page.getByTestId("active-company-card")).toContainText('АО "Вектор"');
  await expect(page.getByTestId("active-company-card")).toContainText(/ИНН \d{10}/);

  const details = page.getByRole("region", { name: "Личные данные" });
  await details.getByRole("textbox", { name: "Фамилия" }).fill("Кабинетова");
  await details.getByRole("textbox", { name: "Имя" }).fill("Вера");
  await details.getByRole("textbox", { name: "Отчество" }).fill("Павловна");
  await details.getByRole("combobox", { name: "Пол" }).selectOption("female");
  await details.getByRole("textbox", { name: "Город" }).fill("Тверь");
  await details.getByRole("checkbox", { name: /новости и специальные предложения/ }).check();
  await details.getByRole("button", { name: "Сохранить" }).click();
  await expect(details.getByRole("status")).toHaveText("Изменения сохранены");
  await expect(page.getByRole("button", { name: /^Меню пользователя Кабинетова Вера/ })).toBeVisible();
  await page.reload();
  await expect(details.getByRole("textbox", { name: "Фамилия" })).toHaveValue("Кабинетова");
  await expect(details.getByRole("combobox", { name: "Пол" })).toHaveValue("female");
  await expect(details.getByRole("checkbox", { name: /новости и специальные предложения/ })).toBeChecked();

  const password = page.getByRole("region", { name: "Смена пароля" });
  await password.getByLabel("Текущий пароль").fill("Not-My-Pass-1");
  await password.getByLabel(/^Новый пароль/).fill("Office-Pass-2026");
  await password.getByLabel("Повторите новый пароль").fill("Office-Pass-2026");
  await password.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(password.getByLabel("Текущий пароль")).toHaveAccessibleDescription("Неверный текущий пароль");
  await password.getByLabel("Текущий пароль").fill("Office-Pass-2025");
  await password.getByLabel("Повторите новый пароль").fill("Office-Pass-2027");
  await password.getByRole("button", { name: "Сменить пароль" }).click();
  await expect(password.getByLabel("Повторите новый пароль")).toHaveAccessibleDescription("Пароли не совпадают");
  await expect(password.getByRole("alert").filter({ hasText: "Проверьте правильность" })).toHaveCount(0);

  const photo = page.getByRole("region", { name: "Фото профиля" });
  await photo.getByLabel("Выбрать файл").setInputFiles({ name: "note.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await photo.getByRole("button", { name: "Загрузить фото" }).click();
  await expect(photo.getByRole("alert")).toHaveText("Загрузите изображение в формате JPG или PNG");
  await photo.getByLabel("Выбрать файл").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(photo.getByRole("img", { name: "Предпросмотр нового фото" })).toBeVisible();
  await photo.getByRole("button", { name: "Загрузить фото" }).click();
  await expect(photo.getByRole("status")).toHaveText("Фото профиля обновлено");
  await expect(photo.getByRole("img", { name: "Текущее фото профиля" })).toHaveAttribute("src", /^\/media\/avatar\/.+\.webp$/);

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "office-profile");
});

test("notifications: every setting by channel, and a change stays after a reload", async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request);
  await useToken(page, token);
  await page.goto("/user/notifications");
  const email = page.getByRole("group", { name: "По e-mail" });
  const sms = page.getByRole("group", { name: "По SMS" });
  await expect(email.getByRole("checkbox")).toHaveCount(6);
  await expect(sms.getByRole("checkbox")).toHaveCount(2);
  const news = email.getByRole("checkbox", { name: "Новости и акции" });
  await expect(news).not.toBeChecked();
  // The signed-in header comes after hydration: a click before it changed nothing on a loaded machine (CI, session 14).
  await expect(page.getByRole("button", { name: /^Меню пользователя/ })).toBeVisible();
  await news.check();
  await expect(page.getByText("Настройка сохранена")).toBeVisible();
  await sms.getByRole("checkbox", { name: "Новый заказ" }).check();
  await expect(sms.getByRole("checkbox", { name: "Новый заказ" })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("group", { name: "По e-mail" }).getByRole("checkbox", { name: "Новости и акции" })).toBeChecked();
  await expect(page.getByRole("group", { name: "По SMS" }).getByRole("checkbox", { name: "Новый заказ" })).toBeChecked();
  const saved = (await (await request.get("/api/v1/user/notification-settings", { headers: bearer(token) })).json()) as Record<string, boolean>;
  expect(saved).toEqual(expect.objectContaining({ newsEmail: true, orderPlacedSms: true }));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "office-notifications");
});

test("saved cards: unbinding asks first, and the card is gone for good", async ({ page, request }, testInfo) => {
  // The demo's manager@demo.test has two saved cards: each project unbinds one.
  const token = await tokenOf(request, "manager@demo.test");
  await useToken(page, token);
  await page.goto("/user/cards");
  const cards = page.getByTestId("saved-card");
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const pan = (await cards.first().locator(".font-mono").textContent()) ?? "";
  await cards.first().getByRole("button", { name: `Отвязать карту ${pan}` }).click();
  const dialog = page.getByRole("dialog", { name: "Отвязать карту?" });
  await expect(dialog).toContainText(pan);
  await expectNoSeriousA11yViolations(page, testInfo, "office-cards-confirm", DIALOG);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(cards).toHaveCount(before);
  await cards.first().getByRole("button", { name: `Отвязать карту ${pan}` }).click();
  await dialog.getByRole("button", { name: "Отвязать карту" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(before - 1);
  await page.reload();
  await expect(page.getByRole("region", { name: "Сохранённые карты" })).toBeVisible();
  await expect(page.getByText(pan)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test("my company: requisites, terms and managers as the help menu has them", async ({ page, request }, testInfo) => {
  const token = await tokenOf(request, "buyer@demo.test");
  const company = (await (await request.get("/api/v1/user/company", { headers: bearer(token) })).json()) as {
    name: string;
    balance: string;
    creditSum: string;
    legalEntities: { inn: string; kpp: string | null }[];
    managers: { name: string; phone: string | null }[];
    priceType: { name: string } | null;
  };
  await useToken(page, token);
  await page.goto("/user/company");
  await expect(page.getByRole("heading", { level: 1, name: "Моя компания" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: company.name })).toBeVisible();
  const entity = page.getByTestId("legal-entity").first();
  await expect(entity).toContainText(company.legalEntities[0].inn);
  if (company.legalEntities[0].kpp) await expect(entity).toContainText(company.legalEntities[0].kpp);
  await expect(page.getByRole("region", { name: "Условия и расчёты" })).toContainText(company.priceType?.name ?? "Не назначен");
  expect(normaliseSpaces(await page.getByTestId("company-balance").locator("dd").textContent())).toBe(roubles(company.balance));
  expect(normaliseSpaces(await page.getByTestId("company-credit-sum").locator("dd").textContent())).toBe(roubles(company.creditSum));
  const managers = page.getByTestId("company-manager");
  await expect(managers).toHaveCount(company.managers.length);
  await expect(managers.first()).toContainText(company.managers[0].name);
  // The help menu reads the same managers.
  await page.getByRole("button", { name: "Помощь" }).click();
  await expect(page.getByRole("dialog", { name: "Помощь" }).getByText(company.managers[0].name)).toBeVisible();
  await page.keyboard.press("Escape");
  // A buyer (no Administrator) sees the members but cannot invite.
  await expect(page.getByTestId("company-member").filter({ hasText: "это вы" })).toContainText("Покупатель");
  await expect(page.getByRole("button", { name: "Пригласить сотрудника" })).toHaveCount(0);
  expect((await request.post("/api/v1/company/invitations", { headers: bearer(token), data: { email: "nobody@e2e.test" } })).status()).toBe(403);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, testInfo, "office-company");
});

test("my company: an address added with a suggestion, edited, made default and deleted; an Administrator invites", { tag: "@phone" }, async ({ page, request }, testInfo) => {
  const { token } = await newVectorAccount(request, "Administrator");
  const listed = async () => ((await (await request.get("/api/v1/company/addresses", { headers: bearer(token) })).json()) as { items: { id: number; isDefault: boolean }[] }).items;
  const formerDefault = (await listed()).find((a) => a.isDefault);
  const comment = `Проверка ${testInfo.project.name} ${Date.now()}`;
  await useToken(page, token);
  await page.goto("/user/company");
  const addresses = page.getByRole("region", { name: "Адреса доставки" });
  try {
    await addresses.getByRole("button", { name: "Добавить адрес" }).click();
    const dialog = page.getByRole("dialog", { name: "Новый адрес доставки" });
    await dialog.getByRole("textbox", { name: /^Адрес/ }).pressSequentially("Казань", { delay: 30 });
    const suggestions = dialog.getByRole("list", { name: "Подсказки адреса" }).getByRole("button");
    await expect(suggestions.first()).toBeVisible();
    const picked = (await suggestions.first().textContent()) ?? "";
    await suggestions.first().click();
    await expect(dialog.getByRole("textbox", { name: "Город" })).toHaveValue("Казань");
    await dialog.getByRole("textbox", { name: "Комментарий для водителя" }).fill(comment);
    await expectNoSeriousA11yViolations(page, testInfo, "office-address-dialog", DIALOG);
    await dialog.getByRole("button", { name: "Сохранить" }).click();
    await expect(dialog).toHaveCount(0);
    const row = addresses.getByTestId("delivery-address").filter({ hasText: comment });
    await expect(row).toContainText(picked);

    await row.getByRole("button", { name: `Изменить адрес: ${picked}` }).click();
    const edit = page.getByRole("dialog", { name: "Изменение адреса доставки" });
    await expect(edit.getByRole("textbox", { name: /^Адрес/ })).toHaveValue(picked);
    await edit.getByRole("textbox", { name: "Комментарий для водителя" }).fill(`${comment} — ворота 2`);
    await edit.getByRole("button", { name: "Сохранить" }).click();
    await expect(row).toContainText(`${comment} — ворота 2`);

    await row.getByRole("button", { name: `Сделать основным адрес: ${picked}` }).click();
    await expect(row).toContainText("Основной");
    await expect(addresses.getByTestId("delivery-address").first()).toContainText(comment);
    // Checkout offers the company's default first.
    const checkout = (await (await request.get("/api/v1/order/checkout", { headers: bearer(token) })).json()) as { deliveryAddresses: { comment: string | null }[] };
    expect(checkout.deliveryAddresses[0].comment).toBe(`${comment} — ворота 2`);

    await row.getByRole("button", { name: `Удалить адрес: ${picked}` }).click();
    const confirm = page.getByRole("dialog", { name: "Удалить адрес?" });
    await confirm.getByRole("button", { name: "Удалить адрес" }).click();
    await expect(row).toHaveCount(0);
  } finally {
    if (formerDefault) await request.put(`/api/v1/company/addresses/${formerDefault.id}`, { headers: bearer(token), data: { isDefault: true } });
  }

  const members = page.getByRole("region", { name: "Сотрудники" });
  await expect(members.getByTestId("company-member").filter({ hasText: "это вы" })).toContainText("Администратор");
  await members.getByRole("button", { name: "Пригласить сотрудника" }).click();
  const invite = page.getByRole("dialog", { name: "Приглашение сотрудника" });
  const colleague = `colleague-${Date.now()}@e2e.test`;
  await invite.getByRole("textbox", { name: /^E-mail/ }).fill(colleague);
  await invite.getByRole("combobox", { name: "Роль в компании" }).selectOption("Manager");
  await expectNoSeriousA11yViolations(page, testInfo, "office-invite-dialog", DIALOG);
  await invite.getByRole("button", { name: "Отправить приглашение" }).click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByTestId("snackbar")).toContainText(`Приглашение отправлено на ${colleague}`);
  if (isMobile(testInfo)) await expectNoHorizontalScroll(page);
});

test("account deletion: confirmed, signed out and back in the catalogue", async ({ page, request }) => {
  const { token } = await newVectorAccount(request);
  await useToken(page, token);
  await page.goto("/user");
  const section = page.getByRole("region", { name: "Удаление аккаунта" });
  await section.getByRole("button", { name: "Удалить аккаунт" }).click();
  const dialog = page.getByRole("dialog", { name: "Удалить аккаунт?" });
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.get("/api/v1/profile", { headers: bearer(token) })).status()).toBe(200);
  await section.getByRole("button", { name: "Удалить аккаунт" }).click();
  await dialog.getByRole("button", { name: "Удалить навсегда" }).click();
  // A whole new page (the catalogue's first load is slow on a loaded machine).
  await expect(page).toHaveURL(/\/catalog$/, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Войти" }).first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Вход" })).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem("B2B_USER_TOKEN") ?? window.localStorage.getItem("B2B_USER_TOKEN"))).toBeNull();
  expect((await request.get("/api/v1/profile", { headers: bearer(token) })).status()).toBe(401);
});
